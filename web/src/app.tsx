import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./router";
import { loadFullSystem, useChakraSystem } from "./ui/chakra-system";
import { toaster } from "./ui/toaster";

// Toasts need the full theme and their own code: both arrive after the first paint.
const Toaster = lazy(async () => {
  const [{ Toaster: View }] = await Promise.all([import("./ui/toaster-view"), loadFullSystem()]);
  return { default: View };
});

let toastRaised = false;

/**
 * True once a toast has been raised (and never on the server): the toasts' code and the full theme
 * they need are fetched then, not during the landing page's first seconds, where they only added
 * main-thread work (measured by `npm run bench -w web`).
 */
function useToastRaised(): boolean {
  return useSyncExternalStore(
    (notify) =>
      toaster.subscribe(() => {
        toastRaised = true;
        notify();
      }),
    () => toastRaised || toaster.getCount() > 0,
    () => false,
  );
}

/** Chakra and the toasts around the routes; the build's pre-renderer uses it too, with its own router. */
export function AppFrame({ children }: { children: ReactNode }) {
  const system = useChakraSystem();
  // Not part of the pre-rendered page: a boundary still loading there would make React re-render it all.
  const toastRaised = useToastRaised();
  return (
    <ChakraProvider value={system}>
      {children}
      {toastRaised && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
