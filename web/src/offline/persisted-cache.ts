import type { InMemoryCache, NormalizedCacheObject } from "@apollo/client";

/**
 * The answers the app has read, kept on the phone so that the screens viewed before still show
 * without a connection (docs/offline.md#what-is-kept). localStorage rather than IndexedDB: removing it
 * is synchronous, so "Cerrar Sesión" clears it before its navigation leaves the page.
 */
export const PERSISTED_CACHE_KEY = "reporta:apollo-cache";

/** Above this only the current visit's answers are kept: localStorage holds about 5 MB. */
const MAX_SNAPSHOT_CHARS = 2_000_000;
const WRITE_DELAY_MS = 500;

type Snapshot = NormalizedCacheObject;

interface PersistState {
  cache: InMemoryCache;
  store: Storage;
  /** The previous visits' answers, kept alongside this visit's once the viewer is known to be theirs. */
  earlier: Snapshot;
  /** Whose answers `earlier` holds: `Viewer:<id>`, or null for a signed-out visitor. */
  earlierOwner: string | null;
  /** Nothing is written until the server has said who is signed in (online) or the snapshot was read back (offline). */
  ownerKnown: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
  /** The kept answers are in the cache (read back at start offline, or when the connection failed). */
  restored: boolean;
}

let state: PersistState | undefined;
let listening = false;

function localStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the app works online as before.
    return undefined;
  }
}

/** Whose answers a snapshot holds: the cache's reference of `me` ("Viewer:<id>"), or null signed out. */
export function snapshotOwner(snapshot: Snapshot | undefined): string | null {
  const me = snapshot?.ROOT_QUERY?.me as { __ref?: string } | null | undefined;
  return me?.__ref ?? null;
}

function readSnapshot(store: Storage): Snapshot | undefined {
  try {
    const text = store.getItem(PERSISTED_CACHE_KEY);
    return text ? (JSON.parse(text) as Snapshot) : undefined;
  } catch {
    // A damaged snapshot is worth nothing.
    store.removeItem(PERSISTED_CACHE_KEY);
    return undefined;
  }
}

/**
 * This visit's answers over the earlier ones, field by field as Apollo merges them: a record read with
 * fewer fields on another screen (a report on the public page) keeps the fields Mis reportes needs, and
 * so does an object of the record that has no id of its own (a report's `viewerCan`, which the
 * community list reads less of than the report's page; apollo/cache-policies.ts).
 */
function merged(earlier: Snapshot, current: Snapshot): Snapshot {
  const result: Snapshot = { ...earlier };
  for (const [id, record] of Object.entries(current)) {
    if (record) result[id] = mergedValue(earlier[id], record) as typeof record;
  }
  return result;
}

type Fields = Record<string, unknown>;

/**
 * A record, or a field's value: an object (not a reference, not a list) over one of the same type keeps
 * the earlier fields this visit did not read; anything else replaces.
 */
function mergedValue(earlier: unknown, current: unknown): unknown {
  const isObject = (value: unknown): value is Fields =>
    typeof value === "object" && value !== null && !Array.isArray(value) && !("__ref" in value);
  if (!isObject(earlier) || !isObject(current) || earlier.__typename !== current.__typename) return current;
  const result: Fields = { ...earlier };
  for (const [field, value] of Object.entries(current)) result[field] = mergedValue(earlier[field], value);
  return result;
}

function write(current: PersistState): void {
  current.timer = undefined;
  if (current.stopped || !current.ownerKnown) return;
  const now = current.cache.extract();
  let text = JSON.stringify(merged(current.earlier, now));
  if (text.length > MAX_SNAPSHOT_CHARS) {
    current.earlier = {};
    text = JSON.stringify(now);
  }
  try {
    if (text.length > MAX_SNAPSHOT_CHARS) current.store.removeItem(PERSISTED_CACHE_KEY);
    else current.store.setItem(PERSISTED_CACHE_KEY, text);
  } catch {
    // Full storage: better no snapshot than a stale one.
    current.store.removeItem(PERSISTED_CACHE_KEY);
  }
}

/** A write still waiting for its delay happens now: the page is being left or hidden. */
function flush(): void {
  const current = state;
  if (!current || current.timer === undefined) return;
  clearTimeout(current.timer);
  write(current);
}

function schedule(): void {
  const current = state;
  if (!current || current.stopped || current.timer !== undefined) return;
  current.timer = setTimeout(() => write(current), WRITE_DELAY_MS);
}

/**
 * Keeps `cache` written to the phone from now on. Started without a connection, the app reads the
 * last snapshot back into the cache, so screens show their last answers. Online the app reads from
 * the server as before (docs/decisions.md#data-freshness), and the earlier snapshot is kept beside this
 * visit's answers only once the server names the same viewer (`viewerAnswered`).
 */
export function persistApolloCache(cache: InMemoryCache, online: boolean): void {
  const store = localStore();
  if (!store) return;
  const snapshot = readSnapshot(store) ?? {};
  state = {
    cache,
    store,
    earlier: online ? snapshot : {},
    earlierOwner: snapshotOwner(snapshot),
    ownerKnown: !online,
    timer: undefined,
    stopped: false,
    restored: !online,
  };
  if (!online) cache.restore(snapshot);
  // A screen left or the app closed within the write delay would lose its last answers: the phone
  // keeps them before the page goes (docs/offline.md#what-is-kept).
  if (!listening) {
    listening = true;
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
  // Apollo stores every answer and every change through these: each schedules one write.
  const originalWrite = cache.write.bind(cache);
  cache.write = (options) => {
    const reference = originalWrite(options);
    schedule();
    return reference;
  };
  const originalModify = cache.modify.bind(cache);
  cache.modify = (options) => {
    const changed = originalModify(options);
    schedule();
    return changed;
  };
  const originalEvict = cache.evict.bind(cache);
  cache.evict = (options) => {
    const evicted = originalEvict(options);
    schedule();
    return evicted;
  };
}

/**
 * The connection failed although the browser said it was online (a dead signal): the kept answers
 * are read back into the cache now, under this visit's own, once. Returns whether there were any.
 */
export function restoreKeptAnswers(): boolean {
  const current = state;
  if (!current || current.stopped || current.restored) return current?.restored ?? false;
  current.restored = true;
  if (Object.keys(current.earlier).length === 0) return false;
  current.cache.restore(merged(current.earlier, current.cache.extract()));
  current.earlier = {};
  current.ownerKnown = true;
  return true;
}

/**
 * The server said who is signed in (`viewerRef`, or null). A user's answers never show to anyone else
 * (docs/offline.md#what-is-cleared): if the kept answers are another viewer's, they are removed from
 * the phone and from the cache (where they are when the app started offline). Returns whether it did.
 */
export function viewerAnswered(viewerRef: string | null): boolean {
  const current = state;
  if (!current || current.stopped) return false;
  const other = current.earlierOwner !== viewerRef;
  if (other) {
    current.store.removeItem(PERSISTED_CACHE_KEY);
    current.earlier = {};
    // Started offline, the cache holds what was read back: it goes too.
    if (current.ownerKnown) void current.cache.reset();
    current.earlierOwner = viewerRef;
  }
  current.ownerKnown = true;
  schedule();
  return other;
}

/**
 * Sign-out: the kept answers are removed at once, and this page writes no more (its memory still holds
 * them until the sign-out's navigation replaces the page).
 */
export function clearPrivateCache(): void {
  if (state) {
    state.stopped = true;
    clearTimeout(state.timer);
  }
  localStore()?.removeItem(PERSISTED_CACHE_KEY);
}

/** For tests: forget the cache being kept. */
export function stopPersisting(): void {
  if (state) clearTimeout(state.timer);
  state = undefined;
}
