import type { PlainRowReader } from "../../database/plain-row-reader";

/** A dependencia as a report names it: who works it. */
export interface DependenciaName {
  id: string;
  name: string;
}

/** How long an app instance keeps the dependencias' names (docs/staff.md#dependencias). */
export const DEPENDENCIA_NAMES_CACHE_MS = 10_000;

/** Per database (one per app instance: tests run several in one process), the names and their expiry. */
const namesByDatabase = new WeakMap<
  object,
  { names: Promise<Map<string, DependenciaName>>; expires: number }
>();

/**
 * Every dependencia's name by id, deactivated ones too (they keep their reports). A dozen rows that
 * every staff page shows and only a super_admin's edit changes: each instance keeps them for a few
 * seconds, as it does the categories, and reads them again at once when asked for one it does not know
 * (a dependencia created on another instance). The map is shared: callers only read it.
 */
export async function dependenciaNames(
  database: PlainRowReader,
  ids: readonly string[] = [],
): Promise<ReadonlyMap<string, DependenciaName>> {
  const cached = namesByDatabase.get(database.getDriver());
  if (cached && cached.expires > Date.now()) {
    const names = await cached.names;
    if (ids.every((id) => names.has(id))) return names;
  }
  return readNames(database);
}

function readNames(database: PlainRowReader): Promise<Map<string, DependenciaName>> {
  const key = database.getDriver();
  const entry = {
    names: database
      .getConnection()
      .execute<DependenciaName[]>("SELECT id, name FROM dependencia")
      .then((rows) => new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]))),
    expires: Date.now() + DEPENDENCIA_NAMES_CACHE_MS,
  };
  namesByDatabase.set(key, entry);
  // A failed read is not kept: the next caller tries again.
  entry.names.catch(() => {
    if (namesByDatabase.get(key) === entry) namesByDatabase.delete(key);
  });
  return entry.names;
}

/** After an edit has been committed: this instance's next page reads the names again. */
export function forgetDependenciaNames(database: PlainRowReader): void {
  namesByDatabase.delete(database.getDriver());
}
