import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react";
import { LIMITS } from "@domain";

/** SPEC.md §9: one toast at a time, 5 s by default, F8 moves focus to the toasts. */
export const toaster = createToaster({
  placement: "bottom-end",
  max: LIMITS.toastsVisible,
  duration: LIMITS.toastDurationMs,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      {/* The library names the region in English ("Notifications, bottom-end (F8)"). */}
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

/**
 * For toasts raised from an effect: the toaster's state machine flushes synchronously, which React
 * refuses while it is still committing, so the toast waits for the next microtask.
 */
export function toastFromEffect(options: Parameters<typeof toaster.create>[0]): void {
  queueMicrotask(() => toaster.create(options));
}
