import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { withClient } from "../src/database/with-client";

/** The URL of database `name` on the server at `serverUrl` (which names no database). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** `url` without its database name: the server itself, to which any database name can be added. */
export function serverUrlOf(url: string): string {
  const server = new URL(url);
  server.pathname = "";
  return server.toString();
}

/** A lowercase identifier that no other run (or other test in this run) will pick. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString("hex")}`;
}

export { withClient };

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : "";
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`));
}

/** FORCE: a test that fails half-way may leave the app's connections open. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/**
 * Ports this process has handed out: once the probe that found a port has closed, the OS may offer it
 * again, and a test that asks for two (an app's and its embedded PostgreSQL's) got the same one twice.
 */
const handedOut = new Set<number>();

/** A TCP port free on 127.0.0.1 right now (the OS picks it, so parallel tests do not collide). */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    if (!handedOut.has(address.port)) {
      handedOut.add(address.port);
      return address.port;
    }
  }
}

/**
 * Starts `requests` while a transaction of the test's own holds the rows `lockSql` (a SELECT … FOR
 * UPDATE) locks, and commits it once `waiters` other sessions of the database wait for a lock: every
 * request is then under way before any of them can finish, so races happen every run instead of by
 * chance. Answers what `requests` answers.
 */
export async function releaseWhenWaiting<T>(
  url: string,
  lockSql: string,
  params: unknown[],
  waiters: number,
  requests: () => Promise<T>,
): Promise<T> {
  return withClient(url, async (db) => {
    await db.query("BEGIN");
    await db.query(lockSql, params);
    const answers = requests();
    // A failed request must not leave the wait below running forever.
    let failed = false;
    answers.catch(() => (failed = true));
    for (;;) {
      const { rows } = await db.query<{ waiting: string }>(
        `SELECT count(*) AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if (failed || Number(rows[0]!.waiting) >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await db.query("COMMIT");
    return answers;
  });
}
