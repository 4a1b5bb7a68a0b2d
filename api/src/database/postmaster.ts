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

/** What the app reads in PostgreSQL's `postmaster.pid`: pid, data folder, port, shared memory id. */
export interface PostmasterPidFile {
  file: string;
  pid: number;
  dataDir: string;
  port: number;
  /** The System V shared memory segment of the server that wrote it ("key id" on line 7). */
  shmid?: number;
}

export async function readPostmasterPid(clusterDir: string): Promise<PostmasterPidFile | undefined> {
  const file = path.join(clusterDir, "postmaster.pid");
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    return undefined;
  }
  const [pid = "", dataDir = "", , port = "", , , shmem = ""] = text.split("\n");
  const shmid = Number(shmem.trim().split(/\s+/)[1]);
  return {
    file,
    pid: Number.parseInt(pid, 10),
    dataDir,
    port: Number.parseInt(port, 10),
    shmid: Number.isInteger(shmid) ? shmid : undefined,
  };
}

/**
 * Before a start: when `clusterDir/postmaster.pid` names a PostgreSQL that still runs, stops it if,
 * and only if, it is provably the server of this very folder left behind by an app process that no
 * longer runs (a kill -9 of the app); otherwise refuses, naming the pid. A postmaster.pid whose process
 * is gone is left to PostgreSQL, which replaces it after checking that no old backend still uses the
 * shared memory (removing it by hand would skip that check); one whose pid another program has now is
 * removed after the same check. See docs/operations.md, "Crash recovery of the embedded PostgreSQL".
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
  if (!isPostgres(postmaster)) {
    // The server that wrote the file is gone and its pid was given to another program: typically after
    // a reboot or a container restart, when pids start over. PostgreSQL itself would refuse to start
    // ("lock file already exists"); the file is stale unless a backend of that server still holds its
    // shared memory, which is PostgreSQL's own test.
    if (await sharedMemoryInUse(pidFile.shmid)) {
      throw inUse(
        "it is not a PostgreSQL server, but the shared memory of the server that wrote that file is " +
          "still in use (or cannot be checked)",
      );
    }
    logger.warn(
      { pid, program: postmaster.argv[0], pidFile: pidFile.file },
      "postmaster.pid names a pid that another program has now; removing the stale file",
    );
    await fs.rm(pidFile.file, { force: true });
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
  const [, ...args] = postmaster.argv;
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

/** A postmaster runs as `.../bin/postgres -D ...`; its backends retitle themselves "postgres: ...". */
function isPostgres(info: ProcessInfo): boolean {
  return path.basename(info.argv[0] ?? "") === "postgres";
}

/**
 * Whether any process is attached to System V shared memory segment `shmid` (Linux lists them in
 * /proc/sysvipc/shm); a segment that no longer exists is not in use. Without a shmid nothing can be
 * shown, so it counts as in use.
 */
async function sharedMemoryInUse(shmid: number | undefined): Promise<boolean> {
  if (shmid === undefined) return true;
  let table: string;
  try {
    table = await fs.readFile("/proc/sysvipc/shm", "utf8");
  } catch {
    return true;
  }
  const [header = "", ...rows] = table.trim().split("\n");
  const columns = header.trim().split(/\s+/);
  const idColumn = columns.indexOf("shmid");
  const attachedColumn = columns.indexOf("nattch");
  if (idColumn < 0 || attachedColumn < 0) return true;
  const row = rows.map((line) => line.trim().split(/\s+/)).find((cells) => Number(cells[idColumn]) === shmid);
  return row !== undefined && Number(row[attachedColumn]) > 0;
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
