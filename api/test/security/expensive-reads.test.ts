import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withStatementTimeout } from "../../src/database/expensive-reads";
import { mikroOrmConfig } from "../../src/database/mikro-orm.config";
import { EXPENSIVE_READ_LIMITS, QUERY_TIME_MESSAGES, type StatementTimeoutKind } from "../../src/domain";
import { HttpClient } from "../http-client";
import { citizen } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

/**
 * One caller's expensive reads cannot starve the server (docs/graphql.md#expensive-reads). The reads are
 * made to wait by holding a lock on the report table from another connection, so that they hold their
 * connections for as long as the test needs, as slow scans over a million reports would.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Holds an ACCESS EXCLUSIVE lock on `report` until `release()`: every read of it waits. */
async function lockReports(): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  await client.query("BEGIN");
  await client.query("LOCK TABLE report IN ACCESS EXCLUSIVE MODE");
  return {
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

/** Statements of the app waiting for the lock on `report`. */
async function waitingOnLock(): Promise<number> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%FROM report r%'`,
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Ten counts of a one-word search in one request: within the cost limit, ten expensive reads. */
const TEN_COUNTS = `{ ${Array.from(
  { length: 10 },
  (_, i) => `c${i}: searchReports(limit: 1, filter: { text: "calle" }) { totalCount }`,
).join(" ")} }`;

describe("statement time limits (docs/graphql.md#expensive-reads)", () => {
  it("gives every connection the interactive limit, and the stated kinds their longer ones", async () => {
    const orm = await MikroORM.init(mikroOrmConfig(server.databaseUrl));
    try {
      const limitOf = async (em: EntityManager) =>
        (await em.execute<Array<{ statement_timeout: string }>>("SHOW statement_timeout"))[0]!
          .statement_timeout;
      expect(await limitOf(orm.em.fork())).toBe("5s");
      const within = (kind: StatementTimeoutKind) => withStatementTimeout(orm.em.fork(), kind, limitOf);
      expect(await within("interactive")).toBe("5s");
      expect(await within("statistics")).toBe("15s");
      expect(await within("export")).toBe("1min");
      expect(await within("openData")).toBe("2min");
      // A longer limit lasts for its own transaction only.
      expect(await limitOf(orm.em.fork())).toBe("5s");
    } finally {
      await orm.close();
    }
  });
});

describe("expensive reads (docs/graphql.md#expensive-reads)", () => {
  it("leave connections to /api/health and ordinary callers while one caller's reads wait", async () => {
    const resident = await citizen(server);
    const lock = await lockReports();
    let abusive: Array<Promise<Awaited<ReturnType<HttpClient["graphql"]>>>>;
    try {
      // Two requests at once, twenty expensive reads: more than the application's connections.
      abusive = [resident.graphql(TEN_COUNTS), resident.graphql(TEN_COUNTS)];
      await until(
        async () => (await waitingOnLock()) >= EXPENSIVE_READ_LIMITS.runningPerCaller,
        "the resident's reads to reach the database",
      );
      // Each probe would answer 503 after two seconds without a connection.
      for (let probe = 0; probe < 3; probe++) {
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
      }
      const ordinary = await new HttpClient(server.url).graphql("{ categories { id name } }");
      expect(ordinary.errors).toBeUndefined();
      expect(ordinary.data?.categories).toHaveLength(11);
      // The caller runs only its share at once; the rest wait their turn without a connection.
      expect(await waitingOnLock()).toBe(EXPENSIVE_READ_LIMITS.runningPerCaller);
    } finally {
      await lock.release();
    }
    // Once the lock is gone every read ends: answered, or refused in Spanish for having waited too
    // long for its turn or for the lock; never an internal error.
    for (const answer of await Promise.all(abusive)) {
      for (const error of answer.errors ?? []) {
        expect(error.extensions?.code).toBe("QUERY_TIMEOUT");
        expect([QUERY_TIME_MESSAGES.waitedTooLong, QUERY_TIME_MESSAGES.statementTimeout]).toContain(
          error.message,
        );
      }
    }
  });

  it("cancels an interactive statement at its limit with QUERY_TIMEOUT, on both doors", async () => {
    const resident = await citizen(server);
    const lock = await lockReports();
    try {
      const [rest, graphql] = await Promise.all([
        resident.request("/api/reports/all?text=calle"),
        resident.graphql(`{ searchReports(limit: 1, filter: { text: "calle" }) { nodes { id } } }`),
      ]);
      expect(rest.status).toBe(503);
      expect(rest.headers.get("retry-after")).toBe("5");
      expect(await rest.json()).toEqual({ error: QUERY_TIME_MESSAGES.statementTimeout });
      expect(graphql.errors).toEqual([
        {
          message: QUERY_TIME_MESSAGES.statementTimeout,
          locations: [{ line: 1, column: 3 }],
          path: ["searchReports"],
          extensions: { code: "QUERY_TIMEOUT", retryAfterSeconds: 5 },
        },
      ]);
    } finally {
      await lock.release();
    }
  });
});
