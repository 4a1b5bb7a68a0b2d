import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Runs a statement that aggregates its rows into one JSON array named `list` (`coalesce(json_agg(…),
 * '[]') AS list`), built and ordered by PostgreSQL: a person's rows of one kind, as their data export
 * lists them (docs/decisions.md#account-deletion).
 */
export async function readJsonList<Item>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<Item[]> {
  const [row] = await em.execute<Array<{ list: Item[] }>>(sql, [...params]);
  return row?.list ?? [];
}
