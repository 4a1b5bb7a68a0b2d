import type { SystemContext } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { firstPaintSystem } from "./first-paint-theme";

let current: SystemContext = firstPaintSystem;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the full Chakra system (every recipe) once; the app re-renders with it. Lazy screens and the
 * toasts wait for it, so they never render with a recipe missing.
 */
export function loadFullSystem(): Promise<void> {
  loading ??= import("./theme").then(({ system }) => {
    current = system;
    for (const listener of listeners) listener();
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The system the app renders with now: the first-paint one, then the full one. */
export function useChakraSystem(): SystemContext {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
