import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it, type TestContext } from "vitest";
import { ArchiveWriter, MANIFEST_ENTRY, MARKER_ENTRY, markerBody } from "../../src/backup/archive";
import { startEmbeddedPostgres } from "../../src/database/embedded-postgres";
import { seedReports } from "../../src/database/seed-reports";
import { createLogger } from "../../src/server/logger";
import { startTestS3, type TestS3 } from "../support/s3rver";
import { LocalObjectStorage } from "../../src/storage/local-object-storage";
import { UrlSigner } from "../../src/storage/url-signer";
import { API_DIR, embeddedDatabaseUrl, Sandbox, waitUntilHealthy } from "../app-process";
import { HttpClient } from "../http-client";
import { createDatabase, databaseUrl, dropDatabase, freePort, uniqueName, withClient } from "../postgres";
import { createTestDatabase } from "../test-server";
import { clientProgram, programMajorVersion, serverVersion } from "../../src/backup/pg-dump";
import { validReport } from "../reports/report-support";

function sandbox(onTestFinished: TestContext["onTestFinished"]): Sandbox {
  const box = new Sandbox();
  onTestFinished(() => box.cleanup());
  return box;
}

/** Runs `npm run backup|restore`'s script as the operator would, with only the given environment. */
function runScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `src/scripts/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

const storageOf = (dataDir: string) =>
  new LocalObjectStorage({
    rootDir: path.join(dataDir, "objects"),
    signer: new UrlSigner(Buffer.alloc(32, 1)),
    baseUrl: "/api/storage",
  });

/** Every row of each table the snapshot must keep, as text, by table. */
const KEPT_TABLES = [
  "report",
  "report_status_change",
  "report_vote",
  "comment",
  "photo",
  "audit_entry",
  "response_template",
  "category",
  "app_user",
] as const;

async function rowsByTable(client: pg.Client): Promise<Map<string, Set<string>>> {
  const rows = new Map<string, Set<string>>();
  for (const table of KEPT_TABLES) {
    // The residents filing during the backup sign in, which updates their own account row.
    const row = table === "app_user" ? "t.id" : "t::text";
    const { rows: found } = await client.query<{ row: string }>(
      `SELECT ${row} AS row FROM ${pg.escapeIdentifier(table)} t`,
    );
    rows.set(table, new Set(found.map((r) => r.row)));
  }
  return rows;
}

/** A little of everything: reports with histories, votes and comments, photos, settings, audit entries. */
async function seed(databaseUrl: string, dataDir: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await seedReports(pool, { reports: 30, seed: 7 });
  } finally {
    await pool.end();
  }
  const storage = storageOf(dataDir);
  const keys: string[] = [];
  await withClient(databaseUrl, async (client) => {
    const { rows: reports } = await client.query<{ id: string; author_id: string }>(
      "SELECT id, author_id FROM report WHERE author_id IS NOT NULL ORDER BY id LIMIT 4",
    );
    for (const [index, report] of reports.entries()) {
      const id = randomUUID();
      const display = `photos/${id}/display.jpg`;
      const thumbnail = `photos/${id}/thumb.jpg`;
      await storage.putObject(display, Buffer.from(`display ${index} `.repeat(200 + index)), {
        contentType: "image/jpeg",
      });
      await storage.putObject(thumbnail, Buffer.from(`thumb ${index}`), { contentType: "image/jpeg" });
      keys.push(display, thumbnail);
      await client.query(
        `INSERT INTO photo (id, owner_id, upload_key, status, display_key, thumbnail_key, width, height, bytes,
                            content_type, report_id, created_at, processed_at)
         VALUES ($1, $2, $3, 'ready', $4, $5, 800, 600, 4000, 'image/jpeg', $6, now(), now())`,
        [id, report.author_id, `uploads/${id}`, display, thumbnail, report.id],
      );
      await client.query("UPDATE report SET photo_ids = array_append(photo_ids, $1) WHERE id = $2", [
        id,
        report.id,
      ]);
    }
    await client.query(
      `INSERT INTO response_template (id, status, title, body, position, updated_at)
       VALUES (gen_random_uuid(), 'resuelto', 'Arreglado', 'La cuadrilla reparó el daño.', 1, now())`,
    );
    await client.query(
      `INSERT INTO audit_entry (id, actor_id, actor_name, action, subject_type, subject_id, subject_label,
                                before, after, created_at)
       SELECT gen_random_uuid(), 'seed-staff', 'Personal Alcaldía', 'report.status', 'report', id::text,
              radicado, '{"status":"recibido"}', '{"status":"en_gestion"}', now()
         FROM report ORDER BY id LIMIT 5`,
    );
  });
  return keys;
}

describe("npm run backup / npm run restore", () => {
  it("backs up the embedded default while reports are filed and restores it whole into a fresh folder", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const sourceDir = await box.tempDir();
    const sourcePort = await freePort();
    const app = box.spawnApp({
      DATA_DIR: sourceDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(sourcePort),
    });
    await waitUntilHealthy(app);
    const sourceUrl = await embeddedDatabaseUrl(sourceDir, sourcePort);
    const photoKeys = await seed(sourceUrl, sourceDir);
    const before = await withClient(sourceUrl, rowsByTable);

    // Residents keep filing reports through the API while the backup runs.
    const citizen = await new HttpClient(app.url).testLogin("test-citizen");
    let backupRunning = false;
    let filedDuringBackup = 0;
    let filing = true;
    let firstFiled = () => {};
    const started = new Promise<void>((resolve) => (firstFiled = resolve));
    const filer = (async () => {
      // Below the 20 reports an hour one resident may file.
      for (let filed = 0; filing && filed < 18; filed++) {
        const response = await citizen.request("/api/reports", {
          method: "POST",
          headers: { "idempotency-key": randomUUID() },
          json: validReport(),
        });
        expect(response.status, await response.text()).toBe(201);
        if (backupRunning) filedDuringBackup += 1;
        firstFiled();
      }
    })();
    await started;
    const archive = path.join(await box.tempDir(), "copia.tar.gz");
    backupRunning = true;
    const backup = await runScript("backup", ["--out", archive], {
      DATA_DIR: sourceDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    });
    backupRunning = false;
    filing = false;
    await filer;
    expect(backup.code, backup.output).toBe(0);
    expect(filedDuringBackup).toBeGreaterThan(0);
    const after = await withClient(sourceUrl, rowsByTable);

    const restoredDir = await box.tempDir();
    const restoredPort = await freePort();
    const restore = await runScript("restore", [archive], {
      DATA_DIR: restoredDir,
      EMBEDDED_POSTGRES_PORT: String(restoredPort),
    });
    expect(restore.code, restore.output).toBe(0);

    const restored = box.spawnApp({
      DATA_DIR: restoredDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(restoredPort),
    });
    await waitUntilHealthy(restored);
    expect((await fetch(`${restored.url}/api/health/ready`)).status).toBe(200);
    const restoredUrl = await embeddedDatabaseUrl(restoredDir, restoredPort);
    const copy = await withClient(restoredUrl, rowsByTable);
    for (const table of KEPT_TABLES) {
      // Everything committed before the backup began is there, unchanged...
      const missing = [...before.get(table)!].filter((row) => !copy.get(table)!.has(row));
      expect(missing, table).toEqual([]);
      // ...and nothing that was never in the source database.
      const foreign = [...copy.get(table)!].filter((row) => !after.get(table)!.has(row));
      expect(foreign, table).toEqual([]);
    }
    // One snapshot: a report filed during the backup is there with its whole history, or not at all.
    await withClient(restoredUrl, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `SELECT r.id FROM report r
          WHERE NOT EXISTS (SELECT 1 FROM report_status_change c WHERE c.report_id = r.id)`,
      );
      expect(rows).toEqual([]);
    });
    // Every photo object the restored rows name, byte for byte, with its content type.
    const source = storageOf(sourceDir);
    const target = storageOf(restoredDir);
    for (const key of photoKeys) {
      const [original, copied] = await Promise.all([source.getObject(key), target.getObject(key)]);
      expect(copied.contentType).toBe("image/jpeg");
      expect(copied.etag).toBe(original.etag);
    }
    // Same secrets: sessions and cédula hashes keep working after a restore.
    expect(await readdir(restoredDir)).toEqual(expect.arrayContaining(["secrets.json", "postgres-password"]));

    // Refusals: nothing written, exit code 2, a clear message.
    const again = await runScript("restore", [archive], {
      DATA_DIR: restoredDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    });
    expect(again.code).toBe(2);
    expect(again.output).toContain("no está vacía");
    await expectRefusedIntoFreshFolder(box, sourceUrl, archive);

    // pg_dump cannot read a server newer than itself: said plainly, nothing written.
    const debianDump = "/usr/lib/postgresql/15/bin/pg_dump";
    if (existsSync(debianDump)) {
      const out = path.join(await box.tempDir(), "externa.tar.gz");
      const dump = await runScript("backup", ["--out", out], {
        DATA_DIR: await box.tempDir(),
        DATABASE_URL: sourceUrl,
        PG_BIN_DIR: path.dirname(debianDump),
      });
      expect(dump.code, dump.output).toBe(1);
      expect(dump.output).toContain("PostgreSQL 18");
      expect(dump.output).toContain("no puede copiar un servidor más nuevo");
      expect(existsSync(out)).toBe(false);
    }
  }, 180_000);

  it("backs up DATABASE_URL with pg_dump and restores it into an empty database", async ({
    onTestFinished,
    skip,
  }) => {
    // pg_dump reads only servers of its own major version or older: the embedded PostgreSQL of a run
    // without DATABASE_URL is newer than Debian's pg_dump, and the test above checks that refusal.
    const source = await createTestDatabase();
    onTestFinished(() => source.drop());
    const server = await serverVersion(source.url);
    if (server.major > (await programMajorVersion(clientProgram("pg_dump")))) skip();
    const box = sandbox(onTestFinished);
    const sourceDir = await box.tempDir();
    const photoKeys = await seed(source.url, sourceDir);
    const original = await withClient(source.url, rowsByTable);
    const archive = path.join(await box.tempDir(), "externa.tar.gz");
    const backup = await runScript("backup", ["--out", archive], {
      DATA_DIR: sourceDir,
      DATABASE_URL: source.url,
    });
    expect(backup.code, backup.output).toBe(0);

    const adminUrl = inject("postgresAdminUrl");
    const name = uniqueName(inject("databasePrefix"));
    await createDatabase(adminUrl, name);
    onTestFinished(() => dropDatabase(adminUrl, name));
    const targetUrl = databaseUrl(inject("postgresServerUrl"), name);
    const targetDir = await box.tempDir();
    const restore = await runScript("restore", [archive], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    expect(restore.code, restore.output).toBe(0);
    const copy = await withClient(targetUrl, rowsByTable);
    for (const table of KEPT_TABLES) expect(copy.get(table), table).toEqual(original.get(table));
    const target = storageOf(targetDir);
    for (const key of photoKeys) expect(await target.headObject(key), key).not.toBeNull();

    const again = await runScript("restore", [archive], {
      DATA_DIR: await box.tempDir(),
      DATABASE_URL: targetUrl,
    });
    expect(again.code).toBe(2);
    expect(again.output).toContain("no está vacía");

    // The same dump also restores into a new embedded PostgreSQL.
    const embeddedDir = await box.tempDir();
    const embeddedPort = await freePort();
    const intoEmbedded = await runScript("restore", [archive], {
      DATA_DIR: embeddedDir,
      EMBEDDED_POSTGRES_PORT: String(embeddedPort),
    });
    expect(intoEmbedded.code, intoEmbedded.output).toBe(0);
    const embedded = await startEmbeddedPostgres({
      dataDir: embeddedDir,
      port: embeddedPort,
      logger: createLogger({ logLevel: "warn" }),
    });
    try {
      const restored = await withClient(embedded.databaseUrl, rowsByTable);
      for (const table of KEPT_TABLES) expect(restored.get(table), table).toEqual(original.get(table));
    } finally {
      await embedded.stop();
    }
  }, 150_000);

  it("copies the photo objects of an S3 bucket, and of a stopped app starts its PostgreSQL itself", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const [sourceS3, targetS3] = await Promise.all([startTestS3(), startTestS3()]);
    onTestFinished(() => Promise.all([sourceS3.stop(), targetS3.stop()]).then(() => undefined));
    const s3Env = (s3: TestS3) => ({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    const sourceDir = await box.tempDir();
    const sourcePort = await freePort();
    // The app migrates its database, then stops: the backup starts the folder's PostgreSQL itself.
    const app = box.spawnApp({
      DATA_DIR: sourceDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(sourcePort),
      ...s3Env(sourceS3),
    });
    await waitUntilHealthy(app);
    app.child.kill("SIGTERM");
    expect((await app.exited).code, app.output()).toBe(0);
    const keys = ["photos/a/display.jpg", "photos/a/thumb.jpg", "photos/b/display.jpg"];
    for (const [index, key] of keys.entries()) {
      await sourceS3.storage.putObject(key, Buffer.from(`foto ${index} `.repeat(100 * (index + 1))), {
        contentType: "image/jpeg",
      });
    }

    const archive = path.join(await box.tempDir(), "s3.tar.gz");
    const backup = await runScript("backup", ["--out", archive], {
      DATA_DIR: sourceDir,
      EMBEDDED_POSTGRES_PORT: String(sourcePort),
      ...s3Env(sourceS3),
    });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("3 fotos");

    const restore = await runScript("restore", [archive], {
      DATA_DIR: await box.tempDir(),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      ...s3Env(targetS3),
    });
    expect(restore.code, restore.output).toBe(0);
    for (const key of keys) {
      const [original, copied] = await Promise.all([
        sourceS3.storage.headObject(key),
        targetS3.storage.headObject(key),
      ]);
      expect(copied?.size, key).toBe(original?.size);
      expect(copied?.etag, key).toBe(original?.etag);
      expect(copied?.contentType, key).toBe("image/jpeg");
    }

    const fresh = await box.tempDir();
    const again = await runScript("restore", [archive], {
      DATA_DIR: fresh,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      ...s3Env(targetS3),
    });
    expect(again.code, again.output).toBe(2);
    expect(again.output).toContain("El almacenamiento de fotos");
    expect(await readdir(fresh)).toEqual([]);
  }, 120_000);
});

async function expectRefusedIntoFreshFolder(box: Sandbox, sourceUrl: string, archive: string): Promise<void> {
  const scratch = await box.tempDir();
  const notAnArchive = path.join(scratch, "notas.tar.gz");
  await writeFile(notAnArchive, "esto no es una copia");
  const futureFormat = path.join(scratch, "futura.tar.gz");
  const writer = new ArchiveWriter(futureFormat);
  await writer.addBuffer(
    MARKER_ENTRY,
    Buffer.from(JSON.stringify({ format: "reporta-riomar-backup", formatVersion: 99 })),
  );
  await writer.addBuffer(MANIFEST_ENTRY, Buffer.from("{}"));
  await writer.finish();
  // A data folder of another PostgreSQL major version (made before the embedded one changed major).
  const otherMajor = path.join(scratch, "otra-postgres.tar.gz");
  const older = new ArchiveWriter(otherMajor);
  await older.addBuffer(MARKER_ENTRY, markerBody());
  await older.addBuffer(
    MANIFEST_ENTRY,
    Buffer.from(
      JSON.stringify({
        format: "reporta-riomar-backup",
        formatVersion: 1,
        appVersion: "0.9.0",
        createdAt: new Date().toISOString(),
        database: { kind: "physical", serverVersion: "9.6.24", migrations: [] },
        storage: { driver: "local", objects: 0, bytes: 0 },
        keys: [],
      }),
    ),
  );
  await older.finish();
  // Cut short (a full disk, an interrupted copy): refused before anything is written.
  const cut = path.join(scratch, "cortada.tar.gz");
  const whole = await readFile(archive);
  await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
  const target = path.join(scratch, "destino");
  for (const [file, message] of [
    [notAnArchive, "no es una copia que esta app pueda restaurar"],
    [futureFormat, "versión de formato (99)"],
    [otherMajor, "Esta copia guarda la carpeta de datos de PostgreSQL 9 y la PostgreSQL embebida"],
    [cut, "no es una copia que esta app pueda restaurar"],
    [path.join(scratch, "no-existe.tar.gz"), "No se puede leer"],
  ] as const) {
    const result = await runScript("restore", [file], {
      DATA_DIR: target,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    });
    expect(result.code, result.output).toBe(2);
    expect(result.output).toContain(message);
    expect(existsSync(target)).toBe(false);
  }
  // An archive of the embedded PostgreSQL cannot go into an external database.
  const external = await runScript("restore", [archive], { DATA_DIR: target, DATABASE_URL: sourceUrl });
  expect(external.code, external.output).toBe(2);
  expect(external.output).toContain("solo se restaura en ella");
}
