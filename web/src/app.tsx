import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./router";
import { loadFullSystem, useChakraSystem } from "./ui/chakra-system";

// Toasts need the full theme and their own code: both arrive after the first paint.
const Toaster = lazy(async () => {
  const [{ Toaster: View }] = await Promise.all([import("./ui/toaster-view"), loadFullSystem()]);
  return { default: View };
});

const noSubscription = () => () => {};

/** False on the server and while React takes over the pre-rendered page, true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Chakra and the toasts around the routes; the build's pre-renderer uses it too, with its own router. */
export function AppFrame({ children }: { children: ReactNode }) {
  const system = useChakraSystem();
  // Not part of the pre-rendered page: a boundary still loading there would make React re-render it all.
  const hydrated = useHydrated();
  return (
    <ChakraProvider value={system}>
      {children}
      {hydrated && (
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
