import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { apiFetch } from "../../../apollo/api-fetch";
import { navigateTo } from "../../../apollo/browser-navigation";
import { toaster } from "../../../ui/toaster";
import { AccountDeletionFacts } from "../../privacy";
import { requestErrorMessage } from "../../../apollo/request-errors";

/** "Eliminar mi cuenta", behind a confirmation that says what goes and what stays (Ley 1581: supresión). */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const handleDelete = async () => {
    setDeleting(true);
    try {
      await apiFetch("/api/user", { method: "DELETE" });
      // A full navigation: the session and every cached piece of the account are gone. The page says
      // that the account was deleted, not just signed out.
      navigateTo("/cuenta-eliminada");
    } catch (error) {
      toaster.create({
        type: "error",
        title: "No se pudo eliminar tu cuenta",
        description: requestErrorMessage(error, "Inténtalo de nuevo en unos minutos."),
      });
      setDeleting(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      placement="center"
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" alignSelf="start">
          <Trash2 aria-hidden="true" /> Eliminar mi cuenta
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Eliminar tu cuenta?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AccountDeletionFacts />
              <Dialog.Description mt="4" fontWeight="semibold">
                Esta acción no se puede deshacer.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={deleting}
                loadingText="Eliminando..."
                onClick={() => void handleDelete()}
              >
                Sí, eliminar mi cuenta
              </Button>
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
