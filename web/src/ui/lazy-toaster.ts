import { retryableLazy } from "./retryable-lazy";
import { loadFullSystem } from "./chakra-system";

/**
 * The view that draws the toasts, with the full theme it needs: both arrive after the first paint
 * (`app.tsx`), and every screen fetches them once shown (`lazy-screen.tsx`), so that a notice raised
 * after the signal dropped (a report sent, "Apoyar" while signed out) has its code already.
 */
export const LazyToaster = retryableLazy(async () => {
  const [{ Toaster }] = await Promise.all([import("./toaster-view"), loadFullSystem()]);
  return Toaster;
});
