/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { toaster } from "../ui/toaster";

const NEW_VERSION_TOAST = "nueva-version";

/** This tab asked for the new version: the reload that follows is the one the resident chose. */
let updateChosen = false;

function offerNewVersion(apply: () => void): void {
  toaster.create({
    id: NEW_VERSION_TOAST,
    type: "info",
    title: "Hay una nueva versión",
    description: "Actualiza cuando termines lo que estás haciendo.",
    duration: Number.POSITIVE_INFINITY,
    action: { label: "Actualizar", onClick: apply },
  });
}

/**
 * Registers the service worker (build/pwa.ts). A new deployment's worker waits until the resident
 * presses "Actualizar" (docs/offline.md#updates): the page reloads only then, never in the middle of a
 * form, and a tab whose worker was replaced from another tab asks again before reloading.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      offerNewVersion(() => {
        updateChosen = true;
        void update(true);
      }),
    onNeedReload: () => {
      if (updateChosen) window.location.reload();
      else offerNewVersion(() => window.location.reload());
    },
  });
}
