import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../../api/test/postgres";

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../api");

export interface AppServer {
  baseUrl: string;
  /** Its database, for what a browser cannot do (a test clock). */
  databaseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The real server (`api/src/main.ts`) serving the built web app on free ports: on a fresh embedded
 * PostgreSQL, or, when DATABASE_URL is set, on a fresh database of that server. `env` adds to the
 * test environment, given the server's own address (an SMTP server, PUBLIC_URL for e-mailed links).
 */
export async function startAppServer(
  env: (baseUrl: string) => Record<string, string> = () => ({}),
): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reporta-e2e-"));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const postgresPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      DATABASE_URL: database?.url ?? "",
      LOG_LEVEL: "warn",
      // Browsers are on 127.0.0.1; sign-ups name their own address through it (session.ts).
      TRUST_PROXY: "loopback",
      ...env(baseUrl),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stopAll = async () => {
    await stop(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, server);
    // The embedded server's superuser password is kept in the data folder (api: embedded-postgres.ts).
    const databaseUrl =
      database?.url ??
      `postgres://postgres:${encodeURIComponent(
        (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim(),
      )}@127.0.0.1:${postgresPort}/reporta_riomar`;
    return { baseUrl, databaseUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function createDatabase(serverUrl: string) {
  const name = `reporta_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop(server);
  throw new Error(`the server did not become healthy at ${baseUrl}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}
