import fs from "node:fs/promises";
import path from "node:path";
import { isRunning, ownProcess } from "./processes";

/** The app process that runs (or last ran) the embedded PostgreSQL of a data folder. */
export interface OwnerRecord {
  pid: number;
  startTime?: string;
}

export interface OwnerLock {
  file: string;
  /** The owner recorded before this process took the lock; it no longer runs. */
  previous?: OwnerRecord;
  /** Whether the lock file still names this process (another app may have taken it meanwhile). */
  isStillOurs(): Promise<boolean>;
  /** Removes the lock file if it still names this process. */
  release(): Promise<void>;
}

export class DataFolderInUseError extends Error {
  override name = "DataFolderInUseError";
  constructor(
    readonly owner: OwnerRecord,
    readonly file: string,
  ) {
    super(`lock ${file} is held by pid ${owner.pid}`);
  }
}

const LOCK_FILE = "postgres.lock";

/**
 * Takes `dataDir/postgres.lock`, which names the app process that runs the folder's embedded
 * PostgreSQL, or throws DataFolderInUseError when that process still runs. A record whose process is
 * gone (a crash, a kill -9) is replaced: it is what lets the next start stop the PostgreSQL that the
 * dead app left behind (docs/operations.md, "Crash recovery of the embedded PostgreSQL").
 */
export async function acquireOwnerLock(dataDir: string): Promise<OwnerLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const own = await ownProcess();
  const contents = JSON.stringify(own);
  const isUs = (record: OwnerRecord | undefined) =>
    record?.pid === own.pid && record.startTime === own.startTime;
  let previous: OwnerRecord | undefined;
  for (let attempt = 0; ; attempt++) {
    previous = await readOwner(file);
    if (previous && !isUs(previous) && (await isRunning(previous))) {
      throw new DataFolderInUseError(previous, file);
    }
    if (previous) await fs.rm(file, { force: true });
    try {
      // Exclusive create: of two apps starting at once on one folder, one gets the lock.
      await fs.writeFile(file, contents, { flag: "wx", mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
    }
  }
  const isStillOurs = async () => isUs(await readOwner(file));
  return {
    file,
    previous: isUs(previous) ? undefined : previous,
    isStillOurs,
    async release() {
      if (await isStillOurs()) await fs.rm(file, { force: true });
    },
  };
}

async function readOwner(file: string): Promise<OwnerRecord | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<OwnerRecord>;
    if (typeof parsed.pid === "number" && Number.isInteger(parsed.pid) && parsed.pid > 0) {
      return {
        pid: parsed.pid,
        startTime: typeof parsed.startTime === "string" ? parsed.startTime : undefined,
      };
    }
  } catch {
    // A file cut short by a crash while it was written: nobody can be shown to own the folder.
  }
  return { pid: 0 };
}
