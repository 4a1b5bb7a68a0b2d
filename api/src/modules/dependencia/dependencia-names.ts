import type { EntityManager } from "@mikro-orm/postgresql";

/** A dependencia as a report names it: who works it. */
export interface DependenciaName {
  readonly id: string;
  readonly name: string;
}

type Names = ReadonlyMap<string, DependenciaName>;

/** How long an app instance keeps the dependencias' names (docs/staff.md#dependencias). */
export const DEPENDENCIA_NAMES_CACHE_MS = 10_000;

/** Per database (one per app instance: tests run several in one process), the names and their expiry. */
const namesByDatabase = new WeakMap<object, { names: Promise<Names>; expires: number }>();

const SELECT_NAMES = "SELECT id, name FROM dependencia";

/**
 * Every dependencia's name by id, deactivated ones too (they keep their reports). A dozen rows that
 * every staff page shows and only a super_admin's edit changes: each instance keeps them for a few
 * seconds, as it does the categories, and reads them again at once when asked for one it does not know
 * (a dependencia created on another instance); callers who miss together share that read. Inside a
 * transaction they are read on its connection, as everything it answers is. The map and its names are
 * shared and frozen.
 */
export async function dependenciaNames(em: EntityManager, ids: readonly string[] = []): Promise<Names> {
  if (em.getTransactionContext()) return toNames(await em.execute<DependenciaName[]>(SELECT_NAMES));
  const key = em.getDriver();
  let entry = namesByDatabase.get(key);
  if (!entry || entry.expires <= Date.now()) entry = startReading(em);
  const names = await entry.names;
  if (ids.every((id) => names.has(id))) return names;
  const latest = namesByDatabase.get(key);
  return (latest && latest !== entry && latest.expires > Date.now() ? latest : startReading(em)).names;
}

function startReading(em: EntityManager) {
  const key = em.getDriver();
  const entry = {
    names: em.getConnection().execute<DependenciaName[]>(SELECT_NAMES).then(toNames),
    expires: Date.now() + DEPENDENCIA_NAMES_CACHE_MS,
  };
  namesByDatabase.set(key, entry);
  // A failed read is not kept: the next caller tries again.
  entry.names.catch(() => {
    if (namesByDatabase.get(key) === entry) namesByDatabase.delete(key);
  });
  return entry;
}

function toNames(rows: DependenciaName[]): Names {
  return new Map(rows.map((row) => [row.id, Object.freeze({ id: row.id, name: row.name })]));
}

/** After an edit has been committed: this instance's next page reads the names again. */
export function forgetDependenciaNames(em: EntityManager): void {
  namesByDatabase.delete(em.getDriver());
}
