import { Button, CloseButton, Dialog, HStack, Input, Portal, Text } from "@chakra-ui/react";
import { ACCOUNT_MESSAGES } from "@domain";
import { Copy } from "lucide-react";
import { useId, useState } from "react";

/**
 * Without SMTP the reset link is shown here once, with a copy button, for staff to hand to the resident
 * in person or by phone (docs/password-reset.md#from-gestionar-usuarios). It is not kept anywhere.
 */
export function ResetLinkDialog({
  name,
  linkPath,
  onClose,
}: {
  name: string;
  linkPath: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<string>("");
  const inputId = useId();
  const link = linkPath ? new URL(linkPath, window.location.origin).toString() : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Enlace copiado.");
    } catch {
      setCopied("No se pudo copiar: selecciona el enlace y cópialo a mano.");
    }
  };
  return (
    <Dialog.Root
      open={linkPath !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Enlace para {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="3">{ACCOUNT_MESSAGES.resetLinkShown}</Dialog.Description>
              <Text asChild fontWeight="semibold" fontSize="sm">
                <label htmlFor={inputId}>Enlace de un solo uso</label>
              </Text>
              <HStack mt="1" align="stretch">
                <Input
                  id={inputId}
                  readOnly
                  value={link}
                  fontFamily="mono"
                  fontSize="sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button colorPalette="teal" onClick={() => void copy()}>
                  <Copy aria-hidden="true" /> Copiar
                </Button>
              </HStack>
              <Text role="status" aria-live="polite" fontSize="sm" mt="2" minH="5">
                {copied}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Listo</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
