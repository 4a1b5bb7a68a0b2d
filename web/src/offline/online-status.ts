import { useSyncExternalStore } from "react";

/**
 * Whether the app can reach its server (docs/offline.md#the-offline-banner). The browser's `navigator.onLine`
 * only knows whether there is a network at all: a phone on a dead 4G signal still says it is online.
 * So a request that fails for want of a connection also counts as offline, until the browser reports
 * the network back (`online`) or a request gets through.
 */
let requestFailed = false;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onBrowserOnline(): void {
  requestFailed = false;
  notify();
}

export function isOnline(): boolean {
  return browserOnline() && !requestFailed;
}

/** A request to the server failed without an answer (no connection, DNS, a dropped socket). */
export function reportConnectionFailed(): void {
  if (requestFailed) return;
  requestFailed = true;
  notify();
}

/** A request to the server got an answer, whatever its status: the connection is there. */
export function reportConnectionWorked(): void {
  if (!requestFailed) return;
  requestFailed = false;
  notify();
}

export function subscribeOnlineStatus(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    window.addEventListener("online", onBrowserOnline);
    window.addEventListener("offline", notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("online", onBrowserOnline);
      window.removeEventListener("offline", notify);
    }
  };
}

/** False while the app has no connection to its server; the pre-rendered page is always online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
