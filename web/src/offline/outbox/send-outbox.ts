import {
  deleteQueuedReport,
  markSent,
  OutboxLockedError,
  queuedReports,
  updateQueuedReport,
  type QueuedPhoto,
  type QueuedReport,
  type SentReport,
} from "./outbox-store";

/**
 * Sends the reports waiting in the outbox (docs/offline.md#filing-offline). The page runs it when the
 * connection comes back and when the app starts; the service worker runs it on Background Sync, with no
 * page open. Plain `fetch` and IndexedDB only, so both can: nothing here touches the page.
 */

/** Held by whoever is sending: two tabs and the worker never send at once (each report goes once). */
export const OUTBOX_LOCK = "reporta-outbox";
/** Held by a tab while the resident edits that queued report: it is not sent meanwhile. */
export const editLockName = (key: string) => `reporta-outbox-edit:${key}`;
/** Pages and the worker say on this channel that the outbox changed (a report queued, sent, refused). */
export const OUTBOX_CHANNEL = "reporta-outbox";
/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = "reporta-outbox";

const CALL_TIMEOUT_MS = 15_000;
/** A 5 MB photo over a slow 3G link. */
const UPLOAD_TIMEOUT_MS = 120_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

export type FlushOutcome =
  | { kind: "done"; sent: SentReport[]; signInNeeded: boolean; nextRetryAt?: number }
  /** Another tab or the worker is sending right now. */
  | { kind: "busy" };

type Fetch = typeof fetch;

/** Why a send stopped before the report arrived. */
class SendStopped extends Error {
  constructor(
    readonly reason: "sign-in" | "retry" | "rejected",
    readonly problem?: string,
    readonly fieldProblems?: Record<string, string>,
    readonly retryAfterMs?: number,
    /** The server answered (429, 5xx): the connection works, the next report may still go. */
    readonly answered = false,
  ) {
    super(reason);
  }
}

interface ErrorBody {
  error?: unknown;
  fields?: unknown;
}

async function readBody(response: Response): Promise<ErrorBody> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function textFields(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== "object" || fields === null) return undefined;
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields))
    if (typeof message === "string") result[name] = message;
  return Object.keys(result).length > 0 ? result : undefined;
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * What an answer that is not a success means for the report: the session ended, try later (the server
 * is busy or failing), or the server refused it for a reason the resident must fix.
 */
async function stopFor(
  response: Response,
  describe: (message: string | undefined) => string,
): Promise<never> {
  if (response.status === 401) throw new SendStopped("sign-in");
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    throw new SendStopped("retry", undefined, undefined, retryAfterMs(response), true);
  }
  const body = await readBody(response);
  const message = typeof body.error === "string" ? body.error : undefined;
  throw new SendStopped("rejected", describe(message), textFields(body.fields));
}

async function call(fetcher: Fetch, url: string, init: RequestInit, timeoutMs = CALL_TIMEOUT_MS) {
  try {
    return await fetcher(url, {
      credentials: "same-origin",
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    // No answer (no connection, a dropped socket, the time limit): the server may or may not have
    // acted; the idempotency key makes the next try safe.
    throw new SendStopped("retry");
  }
}

/**
 * Every call to the API names the user who queued the report: the server answers 401 when the session
 * is another account's (someone else signed in on the phone meanwhile), so the report waits for its
 * own user instead of landing in another's name.
 */
const apiHeaders = (ownerId: string) => ({
  Accept: "application/json",
  "Content-Type": "application/json",
  "X-Expected-User": ownerId,
});

/** One kept photo through the residents' photo calls (docs/decisions.md#rest-calls). */
async function uploadPhoto(
  fetcher: Fetch,
  ownerId: string,
  photo: Extract<QueuedPhoto, { kind: "kept" }>,
  number: number,
): Promise<{ objectPath: string; thumbnailPath: string }> {
  const refused = (message: string | undefined) =>
    `La foto ${number} no se pudo enviar${message ? `: ${message}` : "."} Quítala o cámbiala.`;
  const signed = await call(fetcher, "/api/objects/upload", {
    method: "POST",
    headers: apiHeaders(ownerId),
    body: "{}",
  });
  if (!signed.ok) await stopFor(signed, refused);
  const { uploadURL } = (await signed.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== "string") throw new SendStopped("retry");
  const stored = await call(
    fetcher,
    uploadURL,
    {
      method: "PUT",
      body: photo.blob,
      headers: { "content-type": photo.blob.type || "application/octet-stream" },
    },
    UPLOAD_TIMEOUT_MS,
  );
  if (!stored.ok) await stopFor(stored, refused);
  const processed = await call(fetcher, "/api/evidence-photos", {
    method: "PUT",
    headers: apiHeaders(ownerId),
    body: JSON.stringify({ photoURL: uploadURL }),
  });
  if (!processed.ok) await stopFor(processed, refused);
  const answer = (await processed.json()) as { objectPath?: unknown; thumbnailPath?: unknown };
  if (typeof answer.objectPath !== "string" || typeof answer.thumbnailPath !== "string") {
    throw new SendStopped("retry");
  }
  return { objectPath: answer.objectPath, thumbnailPath: answer.thumbnailPath };
}

/**
 * Sends one report: its kept photos first, each saved as uploaded as soon as the server has it (a send
 * cut half-way resumes where it stopped and never uploads a photo twice), then the report with its
 * idempotency key (a report whose answer was lost is answered, not filed again).
 */
async function sendReport(fetcher: Fetch, start: QueuedReport): Promise<{ id: string; radicado: string }> {
  let report = start;
  for (const [index, photo] of report.photos.entries()) {
    if (photo.kind !== "kept" || photo.objectPath) continue;
    const uploaded = await uploadPhoto(fetcher, report.ownerId, photo, index + 1);
    const saved = await updateQueuedReport(report.key, (current) => ({
      ...current,
      photos: current.photos.map((each, at) => (at === index ? { ...photo, ...uploaded } : each)),
    }));
    if (!saved) throw new SendStopped("rejected", "El reporte ya no está en el teléfono.");
    report = saved;
  }
  const evidenceUrls = report.photos.map((photo) => photo.objectPath!);
  const response = await call(fetcher, "/api/reports", {
    method: "POST",
    headers: { ...apiHeaders(report.ownerId), "Idempotency-Key": report.key },
    body: JSON.stringify({ ...report.fields, evidenceUrls }),
  });
  if (!response.ok) await stopFor(response, (message) => message ?? "El servidor no aceptó el reporte.");
  const answer = (await response.json()) as { id?: unknown; radicado?: unknown };
  if (typeof answer.id !== "string" || typeof answer.radicado !== "string") throw new SendStopped("retry");
  return { id: answer.id, radicado: answer.radicado };
}

export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs `send` holding the report's edit lock, so that the form cannot open it meanwhile; answers
 * undefined without running it when the report is open in an edit.
 */
async function withEditLock<T>(key: string, send: () => Promise<T>): Promise<T | undefined> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return send();
  return locks.request(editLockName(key), { ifAvailable: true }, (lock) =>
    lock ? send() : Promise.resolve(undefined),
  );
}

export interface FlushOptions {
  /** Try even the reports still in their back-off: the connection has just come back. */
  ignoreBackoff?: boolean;
}

async function sendAll(fetcher: Fetch, ownerId: string, options: FlushOptions): Promise<FlushOutcome> {
  const sent: SentReport[] = [];
  const retryTimes: number[] = [];
  const now = Date.now();
  for (const report of await queuedReports(ownerId)) {
    if (report.state === "rejected") continue;
    if (!options.ignoreBackoff && report.retryAt > now) {
      retryTimes.push(report.retryAt);
      continue;
    }
    const stop = await withEditLock(report.key, async () => {
      // Read again under the lock: an edit saved a moment ago replaced it, or it is already gone.
      const started = await updateQueuedReport(report.key, (current) => ({ ...current, sendStarted: true }));
      if (!started) return undefined;
      try {
        const answer = await sendReport(fetcher, started);
        await markSent(started, answer);
        sent.push({ key: started.key, ownerId, ...answer, sentAt: Date.now() });
        return undefined;
      } catch (error) {
        const stopped = error instanceof SendStopped ? error : new SendStopped("retry");
        const saved = await updateQueuedReport(report.key, (current) => {
          if (stopped.reason === "rejected") {
            return {
              ...current,
              state: "rejected",
              problem: stopped.problem,
              fieldProblems: stopped.fieldProblems,
            };
          }
          if (stopped.reason === "sign-in") return { ...current, state: "sign-in" };
          const attempts = current.attempts + 1;
          return {
            ...current,
            state: "waiting",
            attempts,
            retryAt: Date.now() + (stopped.retryAfterMs ?? retryDelayMs(attempts)),
          };
        });
        if (saved && stopped.reason === "retry") retryTimes.push(saved.retryAt);
        return stopped;
      }
    });
    // The session is the same for every report: the rest wait with it. Without a connection, so do
    // they; a server that answered but failed this one may still take the next.
    if (stop?.reason === "sign-in") return { kind: "done", sent, signInNeeded: true };
    if (stop?.reason === "retry" && !stop.answered) break;
  }
  const nextRetryAt = retryTimes.length > 0 ? Math.min(...retryTimes) : undefined;
  return { kind: "done", sent, signInNeeded: false, nextRetryAt };
}

/** The signed-in user, as the server sees the session cookie (the worker knows no other way). */
async function sessionUserId(fetcher: Fetch): Promise<string | null | undefined> {
  try {
    const response = await call(fetcher, "/api/auth/user", { headers: { Accept: "application/json" } });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const user = (await response.json()) as { id?: unknown };
    return typeof user.id === "string" ? user.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `ownerId`'s waiting reports, one at a time, oldest first; the worker, which does not know who is
 * signed in, passes none and sends the session user's. Only one sender runs at a time across the tabs
 * and the worker (Web Locks); where the browser has no locks the server's idempotency keys still keep
 * each report single. Reports open in an edit are skipped, as are refused ones and, unless the
 * connection has just come back, those still in their back-off.
 */
export async function flushOutbox(
  ownerId: string | undefined,
  fetcher: Fetch = fetch,
  options: FlushOptions = {},
): Promise<FlushOutcome> {
  const run = async (): Promise<FlushOutcome> => {
    const owner = ownerId ?? (await sessionUserId(fetcher));
    // No answer about the session: try again later (the worker's Background Sync retries).
    if (owner === undefined) {
      return { kind: "done", sent: [], signInNeeded: false, nextRetryAt: Date.now() + FIRST_RETRY_MS };
    }
    if (owner === null) return { kind: "done", sent: [], signInNeeded: true };
    return sendAll(fetcher, owner, options);
  };
  const locks = globalThis.navigator?.locks;
  if (!locks) return run();
  return locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) =>
    lock ? run() : Promise.resolve<FlushOutcome>({ kind: "busy" }),
  );
}

/**
 * Deletes a queued report, but not while a send is running (here, in another tab or in the worker): a
 * report is deleted before its send or not at all. A report whose earlier send got no answer may have
 * arrived all the same; the server's list says so.
 */
export async function deleteQueuedReportWhenIdle(ownerId: string, key: string): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return deleteQueuedReport(ownerId, key);
  await locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock)
      throw new OutboxLockedError("Este reporte se está enviando ahora mismo: no se puede eliminar.");
    await deleteQueuedReport(ownerId, key);
  });
}
