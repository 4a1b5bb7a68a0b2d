import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";

/** The part of a `pg` client this needs (knex hands out `pg` clients from its pool). */
interface PgClient {
  query<Row>(query: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/**
 * Runs `sql` as a named prepared statement (docs/report-search.md#relations): each pooled connection
 * parses it once and, after its first few runs, PostgreSQL may keep a generic plan instead of planning
 * it again. MikroORM sends every statement with its values written into the text, which PostgreSQL
 * parses and plans each time: for a list's relations statement that took longer than running it. The
 * name is the text's hash, so one text is one statement on every connection; callers keep their texts
 * few (a fixed set of shapes). Its `?` are placeholders only, and its values strings, numbers, booleans
 * or null (arrays as PostgreSQL array literals, `textArray`): pg would send a JS array or Date otherwise
 * than MikroORM writes it. Inside a transaction the statement goes through the EntityManager as usual
 * (the transaction's connection).
 */
export async function executePrepared<Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<Row[]> {
  if (em.getTransactionContext()) return em.execute<Row[]>(sql, [...params]);
  const text = numberedPlaceholders(sql, params.length);
  if (params.some((value) => typeof value === "object" && value !== null)) {
    throw new Error("prepared statements take plain values (arrays as PostgreSQL array literals)");
  }
  const name = `r_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  const client = em.getConnection().getKnex().client as KnexClient;
  let connection: PgClient | undefined;
  try {
    connection = await client.acquireConnection();
    return (await connection.query<Row>({ name, text, values: [...params] })).rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  } finally {
    if (connection) await client.releaseConnection(connection);
  }
}

/** `?` → `$1`, `$2`… (the statements given hold no `?` but their placeholders). */
export function numberedPlaceholders(sql: string, count: number): string {
  let index = 0;
  const text = sql.replace(/\?/g, () => `$${++index}`);
  if (index !== count) throw new Error(`${count} values for ${index} placeholders`);
  return text;
}
