import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { ArchiveWriter } from "./archive";

/** Where the copy of the embedded PostgreSQL's data folder goes in the archive. */
export const CLUSTER_PREFIX = "database/cluster/";
export const WAL_PREFIX = "database/wal/";
export const BACKUP_LABEL_ENTRY = "database/backup_label";
export const TABLESPACE_MAP_ENTRY = "database/tablespace_map";

// What a base backup leaves out (PostgreSQL's "Making a Base Backup Using the Low Level API", as
// pg_basebackup does): folders rebuilt at start, whose contents are left out but which must exist,
// and files that belong to the running server only. pg_wal's segments come separately, from the range
// the backup needs.
const EMPTIED_FOLDERS = new Set([
  "pg_wal",
  "pg_stat_tmp",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_subtrans",
]);
const SKIPPED_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "current_logfiles",
  "backup_manifest",
  "postgresql.auto.conf.tmp",
  "pg_internal.init",
]);

const WAL_SEGMENT = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;

export interface PhysicalBackupResult {
  serverVersion: string;
  migrations: string[];
}

/**
 * Copies the running embedded PostgreSQL of `clusterDir` into the archive with the low-level backup
 * API (docs/operations.md#backup): a temporary replication slot keeps the WAL from the backup's start
 * from being recycled, `pg_backup_start` (fast checkpoint), the data folder copied while the app keeps
 * writing, `pg_backup_stop` (which ends the backup's WAL with a segment switch), then the backup_label
 * it returns and every WAL segment from the start to the stop point. Restored, PostgreSQL replays that
 * WAL over the copied files and reaches the state of the stop point.
 */
export async function writePhysicalBackup(options: {
  /** The app's database as superuser, on the server that runs from `clusterDir`. */
  databaseUrl: string;
  clusterDir: string;
  archive: ArchiveWriter;
  migrationsFrom: (client: pg.Client) => Promise<string[]>;
}): Promise<PhysicalBackupResult> {
  const { clusterDir, archive } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    // The statement limits the app sets do not apply here, but a checkpoint may take a while.
    await client.query("SET statement_timeout = 0");
    const serverVersion = ((await client.query("SHOW server_version")).rows[0] as { server_version: string })
      .server_version;
    const slot = `reporta_backup_${process.pid}_${Date.now()}`;
    // Temporary: dropped when this session ends, whatever happens to the backup.
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [slot]);
    const start = (
      await client.query<{ lsn: string; file: string }>(
        "SELECT lsn::text, pg_walfile_name(lsn) AS file FROM pg_backup_start($1, true) AS lsn",
        [`reporta-riomar ${new Date().toISOString()}`],
      )
    ).rows[0]!;
    let stopped = false;
    try {
      await copyFolder(archive, clusterDir, "");
      const migrations = await options.migrationsFrom(client);
      const stop = (
        await client.query<{ lsn: string; file: string; labelfile: string; spcmapfile: string }>(
          "SELECT lsn::text, pg_walfile_name(lsn) AS file, labelfile, spcmapfile FROM pg_backup_stop(false)",
        )
      ).rows[0]!;
      stopped = true;
      await archive.addBuffer(BACKUP_LABEL_ENTRY, Buffer.from(stop.labelfile));
      if (stop.spcmapfile) await archive.addBuffer(TABLESPACE_MAP_ENTRY, Buffer.from(stop.spcmapfile));
      const walSegmentBytes = Number(
        (
          (await client.query("SELECT setting FROM pg_settings WHERE name = 'wal_segment_size'")).rows[0] as {
            setting: string;
          }
        ).setting,
      );
      await copyWal(archive, path.join(clusterDir, "pg_wal"), start.file, stop.file, walSegmentBytes);
      return { serverVersion, migrations };
    } finally {
      if (!stopped) await client.query("SELECT pg_backup_stop(false)").catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

async function copyFolder(archive: ArchiveWriter, root: string, relative: string): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    // A database or relation folder dropped during the copy: the WAL replays the drop anyway.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      throw new Error(
        `${path.join(root, name)} es un enlace (¿un tablespace?); la copia de la PostgreSQL embebida no los ` +
          `admite (${name} is a symbolic link; tablespaces are not supported)`,
      );
    }
    if (entry.isDirectory()) {
      await archive.addDirectory(`${CLUSTER_PREFIX}${name}/`);
      if (!EMPTIED_FOLDERS.has(name) && !entry.name.startsWith("pgsql_tmp")) {
        await copyFolder(archive, root, name);
      }
    } else if (entry.isFile()) {
      if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith("pgsql_tmp")) continue;
      await archive.addFile(`${CLUSTER_PREFIX}${name}`, path.join(root, name));
    }
  }
}

/** Every WAL segment from `first` to `last` (names as pg_walfile_name gives them), and the timeline histories. */
async function copyWal(
  archive: ArchiveWriter,
  walDir: string,
  first: string,
  last: string,
  segmentBytes: number,
): Promise<void> {
  const segmentsPerId = 0x1_0000_0000 / segmentBytes;
  const parse = (name: string) => {
    const match = WAL_SEGMENT.exec(name);
    if (!match) throw new Error(`unexpected WAL file name ${name}`);
    return { timeline: match[1]!, number: parseInt(match[2]!, 16) * segmentsPerId + parseInt(match[3]!, 16) };
  };
  const from = parse(first);
  const to = parse(last);
  for (let number = from.number; number <= to.number; number++) {
    const name =
      from.timeline +
      Math.floor(number / segmentsPerId)
        .toString(16)
        .toUpperCase()
        .padStart(8, "0") +
      (number % segmentsPerId).toString(16).toUpperCase().padStart(8, "0");
    if (!(await archive.addFile(`${WAL_PREFIX}${name}`, path.join(walDir, name)))) {
      throw new Error(`the WAL segment ${name} the backup needs is missing from ${walDir}`);
    }
  }
  for (const name of await fs.readdir(walDir)) {
    if (name.endsWith(".history")) await archive.addFile(`${WAL_PREFIX}${name}`, path.join(walDir, name));
  }
}
