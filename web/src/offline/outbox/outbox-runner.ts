import { isOnline, subscribeOnlineStatus } from "../online-status";
import { trackedFetch } from "../tracked-fetch";
import { takeSentReports, type SentReport } from "./outbox-store";
import { flushOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG } from "./send-outbox";

/**
 * The page's side of the outbox (docs/offline.md#filing-offline): who is told when it changes, and when
 * the page sends what waits in it.
 */

/**
 * - `queued`: a report was put in the outbox (or edited): time to try sending it.
 * - `changed`: one was sent, refused or deleted: screens read the outbox again.
 */
export type OutboxChange = "queued" | "changed";
type Listener = (change: OutboxChange) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

const isChange = (value: unknown): value is OutboxChange => value === "queued" || value === "changed";

function sharedChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(OUTBOX_CHANNEL);
  // Another tab or the service worker changed the outbox.
  channel.onmessage = (event: MessageEvent<{ type?: unknown } | null>) => {
    const change = event.data?.type;
    if (isChange(change)) for (const listener of listeners) listener(change);
  };
  return channel;
}

/** Called whenever the outbox changes, in this tab, another tab or the worker. */
export function subscribeOutbox(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab changed the outbox: its own screens and the other tabs hear it. */
export function outboxChanged(change: OutboxChange = "changed"): void {
  for (const listener of listeners) listener(change);
  sharedChannel()?.postMessage({ type: change });
}

/**
 * Asks the browser to run the worker's send when the connection is back, even with the app closed
 * (Background Sync, where the browser has it; elsewhere the page sends on `online` and at start).
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No permission or no worker: the page sends it.
  }
}

const BUSY_RETRY_MS = 5_000;

/**
 * The app's own calls keep the online status (offline/tracked-fetch.ts); the upload to storage, which
 * may be another host, does not: its failure says nothing about the app's server.
 */
function appFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  return url.origin === window.location.origin ? trackedFetch(input, init) : fetch(input, init);
}

export interface OutboxRunnerEvents {
  /** Reports that arrived, with their radicados; each is told in one tab only. */
  onSent: (sent: SentReport[]) => void;
  /** The session ended: the reports wait until the same user signs in again. */
  onSignInNeeded: () => void;
}

/**
 * While `ownerId` is signed in on this page: sends the waiting reports now, whenever the connection
 * comes back, when another tab or the worker says so, and again after a failed send's back-off.
 * Answers the function that stops it.
 */
export function startOutboxRunner(ownerId: string, events: OutboxRunnerEvents): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasOnline = isOnline();

  const tellSent = async () => {
    const sent = await takeSentReports(ownerId);
    if (!stopped && sent.length > 0) events.onSent(sent);
  };

  const schedule = (at: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void run(), Math.max(1_000, at - Date.now()));
  };

  /** `connectionBack`: the app starts or the connection has just returned; back-offs do not apply. */
  const run = async (connectionBack = false): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (isOnline()) {
        const outcome = await flushOutbox(ownerId, appFetch, { ignoreBackoff: connectionBack });
        if (outcome.kind === "busy") {
          // Another tab or the worker is sending: look again shortly, for what it leaves.
          schedule(Date.now() + BUSY_RETRY_MS);
        } else {
          if (outcome.sent.length > 0 || outcome.signInNeeded || outcome.nextRetryAt) outboxChanged();
          if (outcome.signInNeeded && !stopped) events.onSignInNeeded();
          if (outcome.nextRetryAt) schedule(outcome.nextRetryAt);
          else clearTimeout(timer);
        }
      }
      await tellSent();
    } catch {
      // IndexedDB refused (private mode, storage cleared): nothing is waiting that the page can send.
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  };

  const unsubscribeOnline = subscribeOnlineStatus(() => {
    const online = isOnline();
    if (online && !wasOnline) void run(true);
    wasOnline = online;
  });
  // A report queued here or in another tab is sent at once when it can be; a report sent elsewhere
  // (the worker, with no page open) is told here. Sends' own "changed" start no send: two tabs failing
  // against a busy server must not set each other off.
  const unsubscribeOutbox = subscribeOutbox(
    (change) => void (change === "queued" ? run() : tellSent().catch(() => undefined)),
  );
  void run(true);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeOnline();
    unsubscribeOutbox();
  };
}
