import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";
import { toaster } from "./toaster";

/** Draws the toasts of `toaster`. */
export function Toaster() {
  return (
    <Portal>
      {/* The library names the region in English ("Notifications, top-end (F8)"). */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label="Notificaciones (F8)">
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra dims the description to 80 %, which drops white-on-colour text below AA. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Cerrar notificación" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
