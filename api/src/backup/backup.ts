import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../config/env";
import {
  embeddedPasswordFile,
  EMBEDDED_DATABASE_NAME,
  startEmbeddedPostgres,
} from "../database/embedded-postgres";
import { EmbeddedPostgresInUseError } from "../database/embedded-postgres-error";
import { withClient } from "../database/with-client";
import { readPostmasterPid } from "../database/postmaster";
import { createObjectStorage } from "../storage/create-object-storage";
import { isStorageError, type ObjectStorage } from "../storage/object-storage";
import {
  ArchiveWriter,
  FORMAT_NAME,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  MARKER_ENTRY,
  markerBody,
  type Manifest,
} from "./archive";
import { DUMP_ENTRY, dumpDatabase } from "./pg-dump";
import { writePhysicalBackup } from "./physical-backup";

export const KEYS_PREFIX = "keys/";
export const OBJECTS_PREFIX = "objects/";
/** The pax record that keeps an object's content type in the archive. */
export const CONTENT_TYPE_PAX = "REPORTA.content_type";
/** The files of DATA_DIR without which a restored instance would not be the same app. */
export const KEY_FILES = ["secrets.json", "postgres-password"] as const;

/** The migrations a database has applied, oldest first (MikroORM's table). */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>("SELECT name FROM mikro_orm_migrations ORDER BY id");
  return rows.map((row) => row.name);
}

/**
 * `npm run backup`: writes one archive (docs/operations.md#backup) with the database as one snapshot,
 * then every photo object, then the manifest. The database comes first: photo objects are never
 * changed once written, so every photo the snapshot's rows name is already in the store when the
 * objects are listed; objects written after the snapshot are harmless extras. The archive is written
 * next to `out` and renamed into place at the end, so `out` is never half an archive.
 */
export async function createBackup(options: {
  config: Config;
  out: string;
  logger: Logger;
}): Promise<Manifest> {
  const { config, logger } = options;
  const out = path.resolve(options.out);
  const partial = `${out}.partial-${process.pid}`;
  const archive = new ArchiveWriter(partial);
  try {
    await archive.addBuffer(MARKER_ENTRY, markerBody());
    const database = config.databaseUrl
      ? await dumpExternal(archive, config.databaseUrl, partial)
      : await copyEmbedded(archive, config, logger);
    logger.info({ kind: database.kind }, "database copied; copying photo objects");
    const keys = await addKeys(archive, config.dataDir, database.kind);
    const storage = createObjectStorage(config.storage, {
      urlSigningSecret: randomBytes(32).toString("hex"),
    });
    const objects = await addObjects(archive, storage);
    const manifest: Manifest = {
      format: FORMAT_NAME,
      formatVersion: FORMAT_VERSION,
      appVersion: await appVersion(),
      createdAt: new Date().toISOString(),
      database,
      storage: { driver: storage.driver, ...objects },
      keys,
    };
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    await fs.rename(partial, out);
    return manifest;
  } catch (error) {
    await archive.abort();
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function dumpExternal(archive: ArchiveWriter, databaseUrl: string, partial: string) {
  const migrations = await withClient(databaseUrl, appliedMigrations);
  // A tar entry states its size before its bytes, so the dump is written aside first.
  const dumpFile = `${partial}.dump`;
  try {
    const { serverVersion } = await dumpDatabase(databaseUrl, dumpFile);
    await archive.addFile(DUMP_ENTRY, dumpFile);
    return { kind: "pg_dump" as const, serverVersion, migrations };
  } finally {
    await fs.rm(dumpFile, { force: true });
  }
}

/**
 * The embedded PostgreSQL of DATA_DIR: the running app's when it runs (its port from postmaster.pid,
 * the superuser password from its file), else one this command starts and stops.
 */
async function copyEmbedded(archive: ArchiveWriter, config: Config, logger: Logger) {
  const clusterDir = path.join(config.dataDir, "postgres");
  let stop: (() => Promise<void>) | undefined;
  let databaseUrl: string;
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPostgresPort,
      logger,
    });
    stop = () => embedded.stop();
    databaseUrl = embedded.databaseUrl;
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresInUseError)) throw error;
    const pidFile = await readPostmasterPid(clusterDir);
    if (!pidFile || !Number.isInteger(pidFile.port)) throw error;
    const password = (await fs.readFile(embeddedPasswordFile(config.dataDir), "utf8")).trim();
    databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pidFile.port}/${EMBEDDED_DATABASE_NAME}`;
    logger.info(
      { port: pidFile.port, appPid: error.ownerPid },
      "copying the running app's embedded PostgreSQL",
    );
  }
  try {
    const result = await writePhysicalBackup({
      databaseUrl,
      clusterDir,
      archive,
      migrationsFrom: appliedMigrations,
    });
    return { kind: "physical" as const, ...result };
  } finally {
    await stop?.();
  }
}

async function addKeys(
  archive: ArchiveWriter,
  dataDir: string,
  kind: "physical" | "pg_dump",
): Promise<string[]> {
  const kept: string[] = [];
  for (const name of KEY_FILES) {
    // The superuser password belongs to the embedded cluster copied with it.
    if (name === "postgres-password" && kind !== "physical") continue;
    if (await archive.addFile(`${KEYS_PREFIX}${name}`, path.join(dataDir, name))) kept.push(name);
  }
  return kept;
}

async function addObjects(archive: ArchiveWriter, storage: ObjectStorage) {
  let objects = 0;
  let bytes = 0;
  for (const info of await storage.listObjects("")) {
    let object;
    try {
      object = await storage.getObject(info.key);
    } catch (error) {
      // Deleted since the listing (a report's photo removed): not part of the snapshot either.
      if (isStorageError(error, "NoSuchKey")) continue;
      throw error;
    }
    const pax = object.contentType ? { [CONTENT_TYPE_PAX]: object.contentType } : undefined;
    await archive.addStream(`${OBJECTS_PREFIX}${info.key}`, object.size, object.body, pax);
    objects += 1;
    bytes += object.size;
  }
  return { objects, bytes };
}

async function appVersion(): Promise<string> {
  const file = new URL("../../package.json", import.meta.url);
  try {
    const pkg = JSON.parse(await fs.readFile(file, "utf8")) as { version?: string };
    return pkg.version ?? "sin versión";
  } catch {
    return "sin versión";
  }
}
