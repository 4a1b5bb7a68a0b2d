import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { servedPrerenderedLanding } from "./prerendered-landing";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/**
 * The service worker (docs/offline.md) is registered once the page has loaded and the main thread is
 * idle: its code is not part of the landing page's first download (docs/decisions.md#first-download).
 */
function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    void import("./offline/register-service-worker").then(
      (module) => module.registerServiceWorker(),
      // Without a connection there is no worker to install or update: the next visit tries again.
      () => undefined,
    );
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

// The landing page's HTML is already there (pre-rendered at build time): React takes it over.
if (servedPrerenderedLanding()) hydrateRoot(root, app);
else createRoot(root).render(app);
registerServiceWorkerLater();
