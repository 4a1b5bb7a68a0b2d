import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { EmbeddedPostgresError } from "./embedded-postgres-error";
import type { OwnerLock } from "./owner-lock";
import {
  canInspectProcesses,
  processInfo,
  signalZeroSucceeds,
  waitForExit,
  type ProcessInfo,
} from "./processes";

const ORPHAN_STOP_TIMEOUT_MS = 30_000;

/** The first lines of PostgreSQL's `postmaster.pid`: pid, data folder, start time, port. */
interface PostmasterPidFile {
  pid: number;
  dataDir: string;
  port: number;
}

async function readPostmasterPid(clusterDir: string): Promise<PostmasterPidFile | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8");
  } catch {
    return undefined;
  }
  const [pid = "", dataDir = "", , port = ""] = text.split("\n");
  return { pid: Number.parseInt(pid, 10), dataDir, port: Number.parseInt(port, 10) };
}

/**
 * Before a start: when `clusterDir/postmaster.pid` names a PostgreSQL that still runs, stops it if,
 * and only if, it is provably the server of this very folder left behind by an app process that no
 * longer runs (a kill -9 of the app); otherwise refuses, naming the pid. A postmaster.pid whose process
 * is gone is left to PostgreSQL, which replaces it after checking that no old backend still uses the
 * shared memory (removing it by hand would skip that check). See docs/decisions.md, "Crash recovery of
 * the embedded PostgreSQL".
 */
export async function stopOrphanedPostmaster(options: {
  clusterDir: string;
  lock: OwnerLock;
  logger: Logger;
}): Promise<void> {
  const { clusterDir, lock, logger } = options;
  const pidFile = await readPostmasterPid(clusterDir);
  if (!pidFile) return;
  const { pid } = pidFile;
  const inUse = (why: string) =>
    new EmbeddedPostgresError(
      `A process (pid ${pid}) named in ${path.join(clusterDir, "postmaster.pid")} is running, and ${why}, ` +
        `so the app leaves it alone and does not start. Stop it (for a PostgreSQL: "kill -INT ${pid}"), ` +
        `or give this app another DATA_DIR, then start again.`,
    );
  if (!canInspectProcesses) {
    if (signalZeroSucceeds(pid)) throw inUse("this system does not let the app check what it is");
    return;
  }
  const postmaster = await processInfo(pid);
  if (!postmaster) {
    logger.info({ pid }, "postmaster.pid names a process that no longer runs; PostgreSQL replaces it");
    return;
  }
  const mismatch = await whyNotThisClustersPostmaster(postmaster, pidFile, clusterDir);
  if (mismatch) throw inUse(mismatch);
  const parent = await processInfo(postmaster.ppid);
  if (parent && isNodeProcess(parent)) {
    // The app spawns its PostgreSQL itself; a dead app's server is handed to init or a subreaper.
    throw inUse(`its parent (pid ${parent.pid}) is a running Node.js process: an app that owns it`);
  }
  if (!lock.previous) {
    throw inUse(
      "no app process recorded starting it (it was started by hand, or by an older version of the app)",
    );
  }
  if (lock.previous.startTime && BigInt(postmaster.startTime) < BigInt(lock.previous.startTime)) {
    throw inUse(`it started before the app process (pid ${lock.previous.pid}) that last owned the folder`);
  }
  if (!(await lock.isStillOurs())) throw inUse("another app process has just taken this data folder");

  logger.warn(
    { pid, previousAppPid: lock.previous.pid, clusterDir },
    "stopping the embedded PostgreSQL left running by an app process that no longer runs",
  );
  // Fast shutdown: ends its sessions, writes a checkpoint and removes postmaster.pid.
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, ORPHAN_STOP_TIMEOUT_MS))) {
    throw new EmbeddedPostgresError(
      `The PostgreSQL (pid ${pid}) left running in ${clusterDir} by a previous app process did not stop ` +
        `within ${ORPHAN_STOP_TIMEOUT_MS / 1000} s of a fast-shutdown request. Stop it by hand, then start again.`,
    );
  }
  logger.info({ pid }, "left-behind embedded PostgreSQL stopped");
}

/** Undefined when `postmaster` is the server of `clusterDir` described by its postmaster.pid. */
async function whyNotThisClustersPostmaster(
  postmaster: ProcessInfo,
  pidFile: PostmasterPidFile,
  clusterDir: string,
): Promise<string | undefined> {
  const [program = "", ...args] = postmaster.argv;
  if (path.basename(program) !== "postgres") return `it is not a PostgreSQL server (${program || "?"})`;
  const served = argumentAfter(args, "-D");
  if (!served || !(await samePath(served, clusterDir, postmaster.pid))) {
    return `it is a PostgreSQL serving another data folder (${served ?? "?"})`;
  }
  if (!(await samePath(pidFile.dataDir, clusterDir, postmaster.pid))) {
    return `postmaster.pid names another data folder (${pidFile.dataDir})`;
  }
  const port = Number(argumentAfter(args, "-p"));
  if (port !== pidFile.port) {
    return `it listens on port ${port || "?"}, not on the port in postmaster.pid (${pidFile.port})`;
  }
  return undefined;
}

function isNodeProcess(info: ProcessInfo): boolean {
  const program = path.basename(info.argv[0] ?? "");
  return program === path.basename(process.execPath) || /^node(js)?[\d.]*$/.test(program);
}

function argumentAfter(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Whether two paths name one folder; a relative `candidate` is relative to process `pid`'s cwd. */
async function samePath(candidate: string, folder: string, pid: number): Promise<boolean> {
  let absolute = candidate;
  if (!path.isAbsolute(candidate)) {
    try {
      absolute = path.resolve(await fs.readlink(`/proc/${pid}/cwd`), candidate);
    } catch {
      return false;
    }
  }
  const real = (file: string) => fs.realpath(file).catch(() => path.resolve(file));
  return (await real(absolute)) === (await real(folder));
}
