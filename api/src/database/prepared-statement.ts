import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";

/** The part of a `pg` client this needs (knex hands out `pg` clients from its pool). */
interface PgClient {
  query<Row>(query: { name?: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
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
  if (!plainValues(params)) {
    throw new Error("prepared statements take plain values (arrays as PostgreSQL array literals)");
  }
  const { name, text } = preparedStatement(sql, params.length);
  return queryPooled<Row>(em, { name, text, values: [...params] });
}

/** Statements already numbered and named, by their text: a page sends the same few each time. */
const preparedStatements = new Map<string, { name: string; text: string; count: number }>();
/** More than any caller's few shapes: past it the cache starts again rather than grow. */
const PREPARED_STATEMENTS_KEPT = 500;

function preparedStatement(sql: string, count: number): { name: string; text: string } {
  const known = preparedStatements.get(sql);
  if (known?.count === count) return known;
  const text = numberedPlaceholders(sql, count);
  if (preparedStatements.size >= PREPARED_STATEMENTS_KEPT) preparedStatements.clear();
  const statement = { name: preparedStatementName(text), text, count };
  preparedStatements.set(sql, statement);
  return statement;
}

/** A prepared statement's name: its text's hash, so one text is one statement on every connection. */
export function preparedStatementName(text: string): string {
  return `r_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
}

/** Strings, numbers, booleans or null: what pg sends as MikroORM would write them. */
const plainValues = (params: readonly unknown[]) =>
  params.every((value) => typeof value !== "object" || value === null);

/**
 * Runs `sql` with its values as parameters of an unnamed statement: PostgreSQL plans it for these values
 * each time, as it does a statement MikroORM sends with the values written into its text, and no plan is
 * kept. It skips MikroORM's and knex's handling of the statement, which a page of reports pays on the one
 * thread that serves every request (docs/report-search.md#relations). The same values as
 * `executePrepared`; inside a transaction, or with other values, it goes through the EntityManager.
 */
export async function executeUnprepared<Row>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<Row[]> {
  if (em.getTransactionContext() || !plainValues(params)) {
    return em.execute<Row[]>(sql, [...params]);
  }
  return queryPooled<Row>(em, { text: numberedPlaceholders(sql, params.length), values: [...params] });
}

/** One statement on a connection of the app's pool, its errors as MikroORM's. */
async function queryPooled<Row>(
  em: EntityManager,
  query: { name?: string; text: string; values: unknown[] },
): Promise<Row[]> {
  const client = em.getConnection().getKnex().client as KnexClient;
  let connection: PgClient | undefined;
  try {
    connection = await client.acquireConnection();
    return (await connection.query<Row>(query)).rows;
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
