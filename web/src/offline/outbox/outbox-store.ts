import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * Reports filed without a connection wait on the phone, in IndexedDB, until they are sent
 * (docs/offline.md#filing-offline). IndexedDB because they carry photos (Blobs) and because the
 * service worker, which sends them in the background, can read it; the page and the worker share it.
 */
export const OUTBOX_DB_NAME = "reporta-riomar-outbox";
const OUTBOX_DB_VERSION = 1;

/** What the resident filled in, as the API's report input takes it (without the photos). */
export interface QueuedReportFields {
  categoryId: string;
  neighborhood: string;
  severity: number;
  address: string | null;
  description: string | null;
  location: { lat: number; lng: number } | null;
  anonymous: boolean;
  allowContact: boolean;
}

/**
 * A photo of a queued report: one already on the server (uploaded before the signal went), or one kept
 * on the phone, already shrunk, which gets its `objectPath` once uploaded (so a retry never uploads it
 * twice).
 */
export type QueuedPhoto =
  | { kind: "uploaded"; objectPath: string; thumbnailPath: string }
  | { kind: "kept"; blob: Blob; name: string; objectPath?: string; thumbnailPath?: string };

/**
 * - `waiting`: to be sent when the connection allows.
 * - `sign-in`: the session ended; it goes once the same user signs in again.
 * - `rejected`: the server refused it (a field or a photo); it waits for the resident to fix it.
 */
export type QueuedReportState = "waiting" | "sign-in" | "rejected";

export interface QueuedReport {
  /** The report's idempotency key (docs/decisions.md#nothing-lost): every send of it carries this key. */
  key: string;
  ownerId: string;
  queuedAt: number;
  fields: QueuedReportFields;
  photos: QueuedPhoto[];
  state: QueuedReportState;
  /** Set when its first send starts: from then on it can no longer be edited (only when rejected). */
  sendStarted: boolean;
  /** Failed sends in a row (no connection, 429, 5xx), for the back-off. */
  attempts: number;
  /** Not before this time (ms since the epoch), after a failed send. */
  retryAt: number;
  /** The server's Spanish words when it refused the report: a general one, and per field. */
  problem?: string;
  fieldProblems?: Record<string, string>;
}

/** A report that left the outbox: its radicado is still to be told to the resident. */
export interface SentReport {
  key: string;
  ownerId: string;
  id: string;
  radicado: string;
  sentAt: number;
}

interface OutboxSchema extends DBSchema {
  reports: { key: string; value: QueuedReport; indexes: { byOwner: string } };
  sent: { key: string; value: SentReport; indexes: { byOwner: string } };
}

/** The phone has no room for it: the message says so, and the form keeps what was typed. */
export class OutboxFullError extends Error {
  override name = "OutboxFullError";
  constructor() {
    super(
      "El teléfono no tiene espacio para guardar este reporte con sus fotos. Quita alguna foto o libera espacio e inténtalo de nuevo.",
    );
  }
}

/** The report is being sent right now, or its send has started: it can no longer change. */
export class OutboxLockedError extends Error {
  override name = "OutboxLockedError";
  constructor(message = "Este reporte ya se está enviando: no se puede cambiar.") {
    super(message);
  }
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, OUTBOX_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore("reports", { keyPath: "key" }).createIndex("byOwner", "ownerId");
      db.createObjectStore("sent", { keyPath: "key" }).createIndex("byOwner", "ownerId");
    },
    // Another tab opened a newer version: let it, this tab reopens on its next call.
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "QuotaExceededError";
}

/** Whether the resident may still change it: never sent, or refused by the server. */
export function isEditable(report: QueuedReport): boolean {
  return !report.sendStarted || report.state === "rejected";
}

/**
 * Puts a new report in the outbox, or the edited version of one (`replacing`, its old key) in the same
 * transaction, so a report is never both or neither. Fails with OutboxLockedError when the old version
 * started sending meanwhile, and OutboxFullError when the phone has no room.
 */
export async function queueReport(
  report: Omit<QueuedReport, "queuedAt" | "state" | "sendStarted" | "attempts" | "retryAt">,
  replacing?: string,
  /**
   * The form already sent it once and got no answer: it may have arrived, so it counts as started (no
   * more edits, docs/offline.md#filing-offline) and as one failed attempt.
   */
  { sentOnce = false }: { sentOnce?: boolean } = {},
): Promise<QueuedReport> {
  const db = await database();
  const queued: QueuedReport = {
    ...report,
    queuedAt: Date.now(),
    state: "waiting",
    sendStarted: sentOnce,
    attempts: sentOnce ? 1 : 0,
    retryAt: 0,
  };
  try {
    const tx = db.transaction("reports", "readwrite");
    // An abort below rejects `done` too: the error that matters is thrown on its own.
    tx.done.catch(() => undefined);
    if (replacing) {
      const old = await tx.store.get(replacing);
      if (!old || old.ownerId !== report.ownerId) {
        tx.abort();
        throw new OutboxLockedError("Este reporte ya se envió o se eliminó: no se puede cambiar.");
      }
      if (!isEditable(old)) {
        tx.abort();
        throw new OutboxLockedError();
      }
      queued.queuedAt = old.queuedAt;
      await tx.store.delete(replacing);
    }
    await tx.store.put(queued);
    await tx.done;
  } catch (error) {
    if (error instanceof OutboxLockedError) throw error;
    if (isQuotaError(error) || (error as { name?: string } | null)?.name === "QuotaExceededError") {
      throw new OutboxFullError();
    }
    throw error;
  }
  return queued;
}

/** The user's reports waiting on this phone, oldest first. */
export async function queuedReports(ownerId: string): Promise<QueuedReport[]> {
  const db = await database();
  const reports = await db.getAllFromIndex("reports", "byOwner", ownerId);
  return reports.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function queuedReport(ownerId: string, key: string): Promise<QueuedReport | undefined> {
  const report = await (await database()).get("reports", key);
  return report?.ownerId === ownerId ? report : undefined;
}

/** Changes a queued report in one transaction; `change` answers the new version. Missing: nothing. */
export async function updateQueuedReport(
  key: string,
  change: (report: QueuedReport) => QueuedReport,
): Promise<QueuedReport | undefined> {
  const db = await database();
  const tx = db.transaction("reports", "readwrite");
  const current = await tx.store.get(key);
  if (!current) {
    await tx.done;
    return undefined;
  }
  const next = change(current);
  await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * Deletes a queued report the resident gave up on. Callers hold the outbox's lock
 * (`deleteQueuedReportWhenIdle`), so it is never on its way meanwhile.
 */
export async function deleteQueuedReport(ownerId: string, key: string): Promise<void> {
  const db = await database();
  const tx = db.transaction("reports", "readwrite");
  const current = await tx.store.get(key);
  if (current?.ownerId === ownerId) await tx.store.delete(key);
  await tx.done;
}

/** The report arrived: out of the outbox, and its radicado waits to be told, in one transaction. */
export async function markSent(
  report: QueuedReport,
  answer: { id: string; radicado: string },
): Promise<void> {
  const db = await database();
  const tx = db.transaction(["reports", "sent"], "readwrite");
  await tx.objectStore("reports").delete(report.key);
  await tx.objectStore("sent").put({
    key: report.key,
    ownerId: report.ownerId,
    id: answer.id,
    radicado: answer.radicado,
    sentAt: Date.now(),
  });
  await tx.done;
}

/**
 * The radicados not yet told to the user, taken out as they are read: of two tabs asking at once, one
 * gets each (one transaction), so the resident hears it once.
 */
export async function takeSentReports(ownerId: string): Promise<SentReport[]> {
  const db = await database();
  const tx = db.transaction("sent", "readwrite");
  const sent = await tx.store.index("byOwner").getAll(ownerId);
  await Promise.all(sent.map((report) => tx.store.delete(report.key)));
  await tx.done;
  return sent.sort((a, b) => a.sentAt - b.sentAt);
}

/** Owners with reports waiting: sign-out warns about them (docs/offline.md#signing-out). */
export async function countQueuedReports(ownerId: string): Promise<number> {
  return (await database()).countFromIndex("reports", "byOwner", ownerId);
}

/** Tests: a fresh database handle (fake-indexeddb is reset between them). */
export function forgetOutboxConnection(): void {
  void opened?.then((db) => db.close()).catch(() => undefined);
  opened = undefined;
}
