import { MESSAGES } from "@domain";
import { useEffect, useRef } from "react";
import { toaster, toastFromEffect } from "../../../ui/toaster";
import { loadFailureAdvice } from "../load-error";

const TOAST_ID = "reports-load-failed";

/**
 * A failed load (docs/decisions.md#my-reports) raises a destructive toast with a retry. One toast per
 * failure, not per render; it goes away once a retry succeeds.
 */
export function useLoadFailedToast(error: unknown, onRetry: () => void): void {
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });

  useEffect(() => {
    if (!error) {
      if (toaster.isVisible(TOAST_ID)) queueMicrotask(() => toaster.dismiss(TOAST_ID));
      return;
    }
    toastFromEffect({
      id: TOAST_ID,
      type: "error",
      title: MESSAGES.reportsLoadFailed,
      description: loadFailureAdvice(error),
      action: { label: "Reintentar", onClick: () => retry.current() },
    });
  }, [error]);
}
