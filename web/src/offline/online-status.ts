import { useSyncExternalStore } from "react";

/**
 * Whether the app can reach its server (docs/offline.md#the-offline-banner). The browser's `navigator.onLine`
 * only knows whether there is a network at all: a phone on a dead 4G signal still says it is online.
 * So a request that fails for want of a connection also counts as offline, until the browser reports
 * the network back (`online`) or a request gets through.
 */
let requestFailed = false;
const listeners = new Set<() => void>();

/**
 * How often, while a failed request is the only sign of being offline, the app asks the server whether
 * it answers again: the browser fires no `online` event when a dead signal comes back.
 */
export const RECONNECT_PROBE_MS = 5_000;
/** The server's cheapest answer: the process is up, no database (docs/operations.md#health). */
const PROBE_URL = "/api/health/live";
let probe: ReturnType<typeof setTimeout> | undefined;

function scheduleProbe(): void {
  if (probe !== undefined || !requestFailed) return;
  probe = setTimeout(() => {
    probe = undefined;
    if (!requestFailed) return;
    if (!browserOnline()) return scheduleProbe();
    fetch(PROBE_URL, { cache: "no-store" }).then(reportConnectionWorked, scheduleProbe);
  }, RECONNECT_PROBE_MS);
}

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onBrowserOnline(): void {
  reportConnectionWorked();
  notify();
}

export function isOnline(): boolean {
  return browserOnline() && !requestFailed;
}

/** A request to the server failed without an answer (no connection, DNS, a dropped socket). */
export function reportConnectionFailed(): void {
  if (requestFailed) return;
  requestFailed = true;
  scheduleProbe();
  notify();
}

/** A request to the server got an answer, whatever its status: the connection is there. */
export function reportConnectionWorked(): void {
  if (!requestFailed) return;
  requestFailed = false;
  clearTimeout(probe);
  probe = undefined;
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
