import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { FLAG_REASON_LABELS, FLAG_REASONS, MODERATION_LIMITS, type FlagReason } from "@domain";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { countFormat } from "../../../ui/number-format";
import type { ParticipationBlock } from "../community-types";
import { useFlagContent } from "../hooks/use-flag-content";
import { useParticipationGate } from "../hooks/use-participation-gate";

/**
 * "Reportar contenido" on a report or a comment (docs/moderation.md#flags): offered when the server says
 * so (`viewerCan.flag`); signed out or without a cédula, the same toasts as for votes instead of the
 * dialog. The dialog asks a reason from the list and an optional detail, and keeps both if sending fails.
 */
export function FlagButton({
  target,
  id,
  blockedBy,
  size = "xs",
}: {
  target: "report" | "comment";
  id: string;
  blockedBy: ParticipationBlock | null;
  size?: "xs" | "sm";
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [details, setDetails] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [detailsError, setDetailsError] = useState<string>();
  const { flag, loading } = useFlagContent(target);
  const { explainBlock } = useParticipationGate();
  const counterId = useId();
  const what = target === "report" ? "este reporte" : "este comentario";

  const send = async () => {
    if (!reason) {
      setReasonError("Elige un motivo.");
      return;
    }
    const outcome = await flag(id, reason, details);
    if (outcome.ok) {
      setOpen(false);
      setReason(null);
      setDetails("");
    } else {
      setDetailsError(outcome.detailsError);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant="ghost"
        colorPalette="gray"
        onClick={() => {
          if (blockedBy) explainBlock(blockedBy);
          else setOpen(true);
        }}
      >
        <Flag size={14} aria-hidden="true" />
        Reportar contenido
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open && !loading) setOpen(false);
        }}
        placement="center"
        size="md"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Reportar {what}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    El personal de la Alcaldía lo revisará. Si tres personas lo reportan, queda oculto
                    mientras tanto. Nadie más sabrá que lo reportaste.
                  </Dialog.Description>
                  <Fieldset.Root invalid={Boolean(reasonError)}>
                    <Fieldset.Legend>Motivo</Fieldset.Legend>
                    <RadioGroup.Root
                      value={reason}
                      onValueChange={(change) => {
                        setReason(change.value as FlagReason);
                        setReasonError(undefined);
                      }}
                    >
                      <Stack gap="2">
                        {FLAG_REASONS.map((value) => (
                          <RadioGroup.Item key={value} value={value}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{FLAG_REASON_LABELS[value]}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                    {reasonError && <Fieldset.ErrorText>{reasonError}</Fieldset.ErrorText>}
                  </Fieldset.Root>
                  <Field.Root invalid={Boolean(detailsError)}>
                    <Field.Label>Detalle (opcional)</Field.Label>
                    <Textarea
                      value={details}
                      maxLength={MODERATION_LIMITS.flagDetailsMaxLength}
                      rows={2}
                      aria-describedby={counterId}
                      onChange={(event) => {
                        setDetails(event.target.value);
                        setDetailsError(undefined);
                      }}
                    />
                    {detailsError && <Field.ErrorText>{detailsError}</Field.ErrorText>}
                    <Text id={counterId} fontSize="sm" color="gray.600">
                      {countFormat.format(details.length)}/
                      {countFormat.format(MODERATION_LIMITS.flagDetailsMaxLength)} caracteres
                    </Text>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={loading}>
                    Cancelar
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  loading={loading}
                  loadingText="Enviando..."
                  onClick={() => void send()}
                >
                  Reportar
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Cerrar" disabled={loading} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** What stands in place of a moderated item, or the note its author and staff read above it. */
export function ModerationNotice({
  moderation,
  withheld,
}: {
  moderation: { notice: string } | null | undefined;
  /** The item's content was not sent: the notice stands in its place. */
  withheld: boolean;
}) {
  if (!moderation) return null;
  return withheld ? (
    <Text color="gray.600" fontStyle="italic">
      {moderation.notice}
    </Text>
  ) : (
    <Text
      fontSize="sm"
      color="orange.900"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="md"
      px="3"
      py="2"
    >
      {moderation.notice}
    </Text>
  );
}
