import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { confirmationText, type AccountChange } from "../account-changes";

/**
 * Asks before a role, activation or reset-link change, saying what will happen (docs/staff.md#users).
 * An alert dialog: focus moves into it and returns to the menu's button when it closes.
 */
export function AccountChangeDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: AccountChange | null;
  onCancel: () => void;
  onConfirm: (change: AccountChange) => Promise<void>;
}) {
  const [working, setWorking] = useState(false);
  const text = change ? confirmationText(change) : null;
  const destructive = change?.kind === "active" && !change.active;
  return (
    <Dialog.Root
      open={change !== null}
      onOpenChange={(details) => {
        if (!details.open && !working) onCancel();
      }}
      role="alertdialog"
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{text?.body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={working}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={destructive ? "red" : "teal"}
                loading={working}
                loadingText="Aplicando..."
                onClick={() => {
                  if (!change) return;
                  setWorking(true);
                  void onConfirm(change).finally(() => setWorking(false));
                }}
              >
                {text?.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={working} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
