import { ChakraProvider } from "@chakra-ui/react";
import { Suspense, useSyncExternalStore, type ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { OfflineBanner } from "./offline/offline-banner";
import { AppRoutes } from "./router";
import { useChakraSystem } from "./ui/chakra-system";
import { ChunkErrorBoundary, OverlayFailed } from "./ui/chunk-error-boundary";
import { LazyToaster } from "./ui/lazy-toaster";
import { toaster } from "./ui/toaster";

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
      <OfflineBanner />
      {children}
      {/* Toasts need the full theme and their own code: both arrive after the first paint. If they
          cannot, a bar says so; the screen underneath stays as it was. */}
      {toastRaised && (
        <ChunkErrorBoundary fallback={OverlayFailed}>
          <Suspense fallback={null}>
            <LazyToaster />
          </Suspense>
        </ChunkErrorBoundary>
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
