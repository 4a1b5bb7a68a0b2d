import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import type { Logger } from "pino";
import type { Config } from "../config/env";
import {
  embeddedPostgresMajor,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../database/embedded-postgres";
import { createObjectStorage } from "../storage/create-object-storage";
import { ArchiveFormatError, readAll, readArchive, type ArchiveEntry, type Manifest } from "./archive";
import { appliedMigrations, CONTENT_TYPE_PAX, KEY_FILES, KEYS_PREFIX, OBJECTS_PREFIX } from "./backup";
import { withClient } from "../database/with-client";
import { DUMP_ENTRY, restoreDump } from "./pg-dump";
import { BACKUP_LABEL_ENTRY, CLUSTER_PREFIX, TABLESPACE_MAP_ENTRY, WAL_PREFIX } from "./physical-backup";

const exec = promisify(execFile);

/** The restore was refused before anything was written: the archive or the target is not right. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/**
 * `npm run restore`: puts an archive of `createBackup` back into an empty target (docs/operations.md#backup):
 * the embedded PostgreSQL of an empty DATA_DIR, or the empty database of DATABASE_URL, and an empty photo
 * store. The archive is read through once first (marker, format version, completeness) and the target
 * checked, so a refusal writes nothing. A physical copy is then started once here, so that PostgreSQL
 * replays its WAL and the restored migrations are checked before the app is.
 */
export async function restoreBackup(options: {
  config: Config;
  file: string;
  logger: Logger;
}): Promise<Manifest> {
  const { config, logger } = options;
  const file = path.resolve(options.file);
  try {
    await fs.access(file, fs.constants.R_OK);
  } catch {
    throw new RestoreRefusedError(`No se puede leer ${file}. (Cannot read ${file}.)`);
  }
  let manifest: Manifest;
  try {
    manifest = await readArchive(file, () => Promise.resolve());
  } catch (error) {
    if (!(error instanceof ArchiveFormatError)) throw error;
    throw new RestoreRefusedError(
      `${file} no es una copia que esta app pueda restaurar: ${error.message}. ` +
        `(${file} is not a backup this app can restore.)`,
    );
  }
  await refuseOtherPostgresMajor(manifest);
  const storage = createObjectStorage(config.storage, { urlSigningSecret: randomBytes(32).toString("hex") });
  await refuseNonEmptyTarget(config, manifest, storage.driver === "local");
  if ((await storage.listObjects("")).length > 0) {
    throw new RestoreRefusedError(
      `El almacenamiento de fotos (${describeStorage(config)}) no está vacío; la restauración solo escribe ` +
        `en uno vacío. (The photo storage is not empty.)`,
    );
  }

  const clusterDir = path.join(config.dataDir, "postgres");
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    if (!databaseUrl && manifest.database.kind === "pg_dump") {
      // A dump of an external database goes into a new embedded cluster.
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
        logger,
      });
      databaseUrl = embedded.databaseUrl;
    }
    await readArchive(file, async (entry) => {
      if (entry.name.startsWith(CLUSTER_PREFIX)) {
        await writeEntry(clusterDir, entry.name.slice(CLUSTER_PREFIX.length), entry);
      } else if (entry.name === BACKUP_LABEL_ENTRY) {
        await writeEntry(clusterDir, "backup_label", entry);
      } else if (entry.name === TABLESPACE_MAP_ENTRY) {
        await writeEntry(clusterDir, "tablespace_map", entry);
      } else if (entry.name.startsWith(WAL_PREFIX)) {
        await writeEntry(path.join(clusterDir, "pg_wal"), entry.name.slice(WAL_PREFIX.length), entry);
      } else if (entry.name === DUMP_ENTRY) {
        await restoreDump(databaseUrl!, entry.body);
      } else if (entry.name.startsWith(KEYS_PREFIX)) {
        const name = entry.name.slice(KEYS_PREFIX.length);
        if ((KEY_FILES as readonly string[]).includes(name)) await writeEntry(config.dataDir, name, entry);
      } else if (entry.name.startsWith(OBJECTS_PREFIX)) {
        const key = entry.name.slice(OBJECTS_PREFIX.length);
        const contentType = entry.pax[CONTENT_TYPE_PAX] ?? "application/octet-stream";
        await storage.putObject(key, await readAll(entry.body), { contentType });
      }
    });
    if (manifest.database.kind === "physical") {
      await prepareCluster(config.dataDir, clusterDir);
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
        logger,
      });
      databaseUrl = embedded.databaseUrl;
    }
    const migrations = await withClient(databaseUrl!, appliedMigrations);
    if (migrations.join("\n") !== manifest.database.migrations.join("\n")) {
      throw new Error(
        `the restored database lists ${migrations.length} migrations, the manifest ${manifest.database.migrations.length}`,
      );
    }
    return manifest;
  } catch (error) {
    logger.error(
      { err: error },
      "la restauración falló a medias: vacíe el destino (DATA_DIR, la base de datos, las fotos) antes de reintentar",
    );
    throw error;
  } finally {
    await embedded?.stop();
  }
}

/**
 * A physical copy is a data folder, which only a PostgreSQL of the same major version starts: one made
 * before the app's embedded PostgreSQL changed major is refused before anything is written
 * (docs/operations.md#backup), instead of failing half-way with the folder written.
 */
async function refuseOtherPostgresMajor(manifest: Manifest): Promise<void> {
  if (manifest.database.kind !== "physical") return;
  const archived = Number(manifest.database.serverVersion.split(".")[0]);
  const embedded = await embeddedPostgresMajor();
  if (archived === embedded) return;
  throw new RestoreRefusedError(
    `Esta copia guarda la carpeta de datos de PostgreSQL ${archived} y la PostgreSQL embebida de esta versión ` +
      `de la app es la ${embedded}, que no puede abrirla: restáurela con la versión de la app que la hizo ` +
      `(${manifest.appVersion}). ` +
      `(This archive holds a PostgreSQL ${archived} data folder; the embedded PostgreSQL ${embedded} cannot open it.)`,
  );
}

async function refuseNonEmptyTarget(
  config: Config,
  manifest: Manifest,
  localStorage: boolean,
): Promise<void> {
  if (config.databaseUrl) {
    if (manifest.database.kind === "physical") {
      throw new RestoreRefusedError(
        "Esta copia es de la PostgreSQL embebida (una copia física de su carpeta) y solo se restaura en ella: " +
          "quite DATABASE_URL y use un DATA_DIR vacío. (This archive holds the embedded PostgreSQL's data " +
          "folder; restore it without DATABASE_URL into an empty DATA_DIR.)",
      );
    }
    const relations = await withClient(config.databaseUrl, async (client) => {
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*) AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
            AND n.nspname NOT LIKE 'pg_temp%'`,
      );
      return Number(rows[0]!.count);
    });
    if (relations > 0) {
      throw new RestoreRefusedError(
        `La base de datos de DATABASE_URL no está vacía (${relations} tablas, índices o secuencias); la ` +
          `restauración solo escribe en una base vacía. (The DATABASE_URL database is not empty.)`,
      );
    }
    // The kept secrets go to DATA_DIR: never over the ones there.
    for (const name of manifest.keys) {
      if (await exists(path.join(config.dataDir, name))) {
        throw new RestoreRefusedError(
          `${path.join(config.dataDir, name)} ya existe; la restauración no lo reemplaza. (It already exists.)`,
        );
      }
    }
    return;
  }
  const entries = await fs.readdir(config.dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  // With local photo storage its objects live in DATA_DIR too, which the storage check covers.
  const others = entries.filter((name) => !(localStorage && name === "objects"));
  if (others.length > 0) {
    throw new RestoreRefusedError(
      `La carpeta de datos ${config.dataDir} no está vacía; la restauración solo escribe en una vacía (o que ` +
        `no exista). Indique otra con DATA_DIR. (The data folder is not empty; set DATA_DIR to an empty one.)`,
    );
  }
}

/** Writes an entry under `root`, refusing names that would leave it. */
async function writeEntry(root: string, relative: string, entry: ArchiveEntry): Promise<void> {
  const target = path.resolve(root, relative);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
    throw new Error(`archive entry ${entry.name} points outside ${root}`);
  }
  if (entry.type === "directory") {
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    return;
  }
  if (entry.type !== "file") return;
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await pipeline(entry.body, createWriteStream(target, { mode: 0o600, flags: "wx" }));
}

/**
 * PostgreSQL runs only from a folder of its own user, mode 0700; as root, embedded-postgres runs it as
 * user "postgres" (docs/operations.md#backup), so the restored files are handed to that user.
 */
async function prepareCluster(dataDir: string, clusterDir: string): Promise<void> {
  await fs.chmod(clusterDir, 0o700);
  if (process.getuid?.() !== 0) return;
  await fs.chmod(dataDir, 0o755);
  let ids: { uid: number; gid: number };
  try {
    ids = await postgresUser();
  } catch {
    await exec("groupadd", ["-f", "postgres"]);
    await exec("useradd", ["-g", "postgres", "postgres"]);
    ids = await postgresUser();
  }
  await exec("chown", ["-R", `${ids.uid}:${ids.gid}`, clusterDir]);
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const uid = Number((await exec("id", ["-u", "postgres"])).stdout.trim());
  const gid = Number((await exec("id", ["-g", "postgres"])).stdout.trim());
  return { uid, gid };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

function describeStorage(config: Config): string {
  return config.storage.driver === "s3"
    ? `el bucket ${config.storage.bucket}`
    : path.join(config.dataDir, "objects");
}
