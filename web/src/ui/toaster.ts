import { createToaster } from "@chakra-ui/react";
import { LIMITS } from "@domain";

/**
 * One toast at a time (docs/decisions.md#toasts), 5 s by default, F8 moves focus to the toasts. Toasts sit at
 * the top of the screen: at the bottom of a phone they covered the form's "Enviar reporte".
 * The store is tiny; the view that draws it (`toaster-view.tsx`) is loaded after the first paint.
 */
export const toaster = createToaster({
  placement: "top-end",
  // Below the sticky header (4 rem), so that its menu stays within reach while a toast shows.
  offsets: { top: "4.5rem", right: "1rem", bottom: "1rem", left: "1rem" },
  max: LIMITS.toastsVisible,
  duration: LIMITS.toastDurationMs,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

// Errors take precedence (docs/decisions.md#toasts): with one toast at a time, an error would wait in
// the queue behind an earlier notice; the notices showing make way for it instead.
const create = toaster.create;
toaster.create = (options) => {
  if (options.type === "error") {
    for (const shown of toaster.getVisibleToasts()) if (shown.type !== "error") toaster.remove(shown.id);
  }
  return create(options);
};

/**
 * For toasts raised from an effect: the toaster's state machine flushes synchronously, which React
 * refuses while it is still committing, so the toast waits for the next microtask.
 */
export function toastFromEffect(options: Parameters<typeof toaster.create>[0]): void {
  queueMicrotask(() => toaster.create(options));
}
