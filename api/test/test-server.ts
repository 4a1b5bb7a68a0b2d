import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { loadConfig } from "../src/config/env";
import { createLogger } from "../src/server/logger";
import { startServer } from "../src/server/start";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "./postgres";

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of this test's own, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = uniqueName(inject("databasePrefix"));
  await createDatabase(adminUrl, name, inject("templateDatabase"));
  return {
    name,
    url: databaseUrl(inject("postgresServerUrl"), name),
    drop: () => dropDatabase(adminUrl, name),
  };
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  databaseName: string;
  databaseUrl: string;
  /** Every REST route of the app, "METHOD /path". */
  routes: string[];
  /** DATA_DIR: local photo storage lives under it. */
  dataDir: string;
  /** The environment the app was started with (a second instance reuses its secrets). */
  env: Record<string, string>;
  /** Stops the app as main.ts does on SIGTERM, then drops its database. */
  stop(): Promise<void>;
}

/**
 * The real app (HTTP, GraphQL, WebSocket) on a free port, over a database no other test sees.
 * `env` adds or overrides environment variables (e.g. NODE_ENV or the OIDC_* settings).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  return startApp(database, env, true);
}

/**
 * Another instance of the app on `first`'s database, with the same secrets (one deployment, two
 * processes behind a load balancer). Stopping it leaves the database to `first`.
 */
export async function startSecondServer(first: TestServer): Promise<TestServer> {
  const database: TestDatabase = { name: first.databaseName, url: first.databaseUrl, drop: async () => {} };
  return startApp(database, first.env, false);
}

async function startApp(database: TestDatabase, env: Record<string, string>, ownsDatabase: boolean) {
  const dropDatabase = () => (ownsDatabase ? database.drop() : Promise.resolve());
  // Photos (local storage driver) go to a folder of this server's own, removed at stop.
  const dataDir = await mkdtemp(path.join(tmpdir(), "reporta-test-"));
  try {
    const appEnv = {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      // Given, so that the app does not generate and keep them in a DATA_DIR.
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      CEDULA_HASH_KEY: randomBytes(32).toString("base64url"),
      ...env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    };
    const config = loadConfig(appEnv);
    const server = await startServer(config, createLogger(config));
    return {
      // The app reports `localhost`, which may resolve to ::1 while it listens on 127.0.0.1 only.
      url: `http://127.0.0.1:${server.port}`,
      databaseName: database.name,
      databaseUrl: database.url,
      dataDir,
      env: appEnv,
      routes: server.routes,
      async stop() {
        try {
          await server.stop();
        } finally {
          await dropDatabase();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
