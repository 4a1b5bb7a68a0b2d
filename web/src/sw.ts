/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { flushOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG } from "./offline/outbox/send-outbox";
import { notificationOptions, openFromNotification, parsePushMessage } from "./offline/push-messages";
import { tilePattern } from "./offline/tile-pattern";

/**
 * The service worker (docs/offline.md): the app's own files for offline use, the map tiles of the
 * configured server, the reports filed offline, sent by Background Sync when the connection returns
 * even with the app closed (docs/offline.md#filing-offline), and push notifications (docs/push.md#in-the-browser).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The build's file list (build/pwa.ts says which files).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation asks the server first, as without a worker (the landing's HTML depends on the
// session cookie); only without an answer does the cached app page stand in.
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: "/app.html" })] }),
);

const tiles = tilePattern(import.meta.env.VITE_MAP_TILE_URL);
if (tiles) {
  registerRoute(
    ({ url }) => tiles.test(url.href),
    new CacheFirst({
      cacheName: "map-tiles",
      plugins: [
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600 }),
        new CacheableResponsePlugin({ statuses: [0, 200] }),
      ],
    }),
  );
}

// A new version waits for the resident's "Actualizar" (offline/register-service-worker.ts).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The connection is back: send the session user's waiting reports. A failure the browser should try
 * again later (no connection yet, a busy server) rejects, so Background Sync retries with its own
 * back-off; the open pages are told either way.
 */
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox(undefined, fetch, { ignoreBackoff: true }).then((outcome) => {
      new BroadcastChannel(OUTBOX_CHANNEL).postMessage({ type: "changed" });
      if (outcome.kind === "done" && outcome.nextRetryAt) throw new Error("Reportes pendientes: reintentar");
    }),
  );
});

// A push from the server (docs/push.md): shown as the phone's own notification. The browser requires one
// for every push, so even an unreadable message shows a general one.
self.addEventListener("push", (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    data = undefined;
  }
  const message = parsePushMessage(data);
  event.waitUntil(self.registration.showNotification(message.title, notificationOptions(message)));
});

// A tap on it opens the report: in a window of the app already open, or in a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, event.notification.data));
});
