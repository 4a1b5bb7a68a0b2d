import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { Transform, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

/**
 * The backup archive (docs/operations.md#backup): a gzip'd tar whose first entry is the marker below,
 * then the database, the kept keys and every photo object, and last `manifest.json`. Readers check the
 * marker before anything else and read the whole archive once before writing anything.
 */
export const FORMAT_NAME = "reporta-riomar-backup";
export const FORMAT_VERSION = 1;
export const MARKER_ENTRY = "reporta-riomar-backup.json";
export const MANIFEST_ENTRY = "manifest.json";

export interface Manifest {
  format: typeof FORMAT_NAME;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** `physical`: the embedded PostgreSQL's data folder plus its WAL; `pg_dump`: a custom-format dump. */
  database: {
    kind: "physical" | "pg_dump";
    serverVersion: string;
    /** The migrations applied in the copy, oldest first. */
    migrations: string[];
  };
  storage: { driver: "local" | "s3"; objects: number; bytes: number };
  /** The files of DATA_DIR kept with the copy (the generated secrets, the embedded superuser's password). */
  keys: string[];
}

/** Writes entries one after the other into a gzip'd tar file, streaming each. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;

  constructor(file: string) {
    // 0600: the archive holds every report, the secrets and the database's password.
    this.done = pipeline(this.pack, zlib.createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
    // A failed write ends `done`; every later entry would wait forever on a dead pack otherwise.
    this.done.catch(() => this.pack.destroy());
  }

  async addBuffer(name: string, body: Buffer, extra: { mode?: number; pax?: Record<string, string> } = {}) {
    await new Promise<void>((resolve, reject) => {
      this.pack.entry(
        { name, size: body.length, mode: extra.mode ?? 0o600, pax: extra.pax },
        body,
        (error) => (error ? reject(error) : resolve()),
      );
    });
  }

  addDirectory(name: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, type: "directory", mode: 0o700 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  /**
   * Adds `size` bytes of `body`: a source that grows meanwhile is cut, one that shrank is padded with
   * zeros (as pg_basebackup does; the WAL replayed at restore rewrites such pages).
   */
  async addStream(name: string, size: number, body: Readable, pax?: Record<string, string>): Promise<void> {
    const entry = this.pack.entry({ name, size, mode: 0o600, pax });
    let written = 0;
    const exact = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const room = size - written;
        if (room <= 0) return callback();
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        written += part.length;
        callback(null, part);
      },
      flush(callback) {
        let missing = size - written;
        while (missing > 0) {
          const zeros = Buffer.alloc(Math.min(missing, 1 << 20));
          missing -= zeros.length;
          this.push(zeros);
        }
        callback();
      },
    });
    await pipeline(body, exact, entry as unknown as Writable);
  }

  /** Adds a file as it is now; false when it vanished meanwhile (a dropped table, a removed object). */
  async addFile(name: string, file: string): Promise<boolean> {
    let handle;
    try {
      handle = await fs.open(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      await this.addStream(name, size, handle.createReadStream({ autoClose: false }));
      return true;
    } finally {
      await handle.close();
    }
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.done;
  }

  async abort(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => undefined);
  }
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  pax: Record<string, string>;
  body: Readable;
}

/** The archive is not one of ours, is damaged or cut short, or is of an unknown format version. */
export class ArchiveFormatError extends Error {
  override name = "ArchiveFormatError";
}

/**
 * Calls `onEntry` for every entry of the archive in order (each body must be read or drained before the
 * next comes). Checks the marker first and throws ArchiveFormatError for anything that is not a
 * complete archive of a known format.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<Manifest> {
  const extract = tar.extract();
  let index = 0;
  let manifest: Manifest | undefined;
  const source = createReadStream(file);
  const gunzip = zlib.createGunzip();
  const reading = pipeline(source, gunzip, extract as unknown as Writable).catch((error: unknown) => {
    throw new ArchiveFormatError(`no se pudo leer el archivo (${(error as Error).message})`);
  });
  try {
    for await (const raw of extract as unknown as AsyncIterable<Readable & { header: tar.Header }>) {
      const header = raw.header;
      const entry: ArchiveEntry = {
        name: header.name,
        type: header.type ?? "file",
        size: header.size ?? 0,
        pax: (header.pax ?? {}) as Record<string, string>,
        body: raw,
      };
      if (index++ === 0) {
        if (entry.name !== MARKER_ENTRY) throw new ArchiveFormatError("no es una copia de Reporta Riomar");
        checkFormat(JSON.parse((await readAll(raw)).toString("utf8")) as unknown);
        continue;
      }
      if (entry.name === MANIFEST_ENTRY) {
        const parsed = JSON.parse((await readAll(raw)).toString("utf8")) as Manifest;
        checkFormat(parsed);
        manifest = parsed;
        continue;
      }
      if (manifest) throw new ArchiveFormatError("hay datos después del manifiesto");
      try {
        await onEntry(entry);
      } catch (error) {
        throw new EntryHandlerError(error);
      }
      // An entry the caller did not read is skipped.
      raw.resume();
    }
  } catch (error) {
    source.destroy();
    await reading.catch(() => undefined);
    if (error instanceof EntryHandlerError) throw error.cause;
    if (error instanceof ArchiveFormatError) throw error;
    // Not gzip, not tar, cut short, a manifest that is not JSON: not an archive this app can restore.
    throw new ArchiveFormatError(`no se pudo leer (${(error as Error).message})`);
  }
  await reading;
  if (index === 0) throw new ArchiveFormatError("no es una copia de Reporta Riomar (archivo vacío)");
  if (!manifest) throw new ArchiveFormatError("está incompleto (falta el manifiesto del final)");
  return manifest;
}

function checkFormat(value: unknown): void {
  const record = value as { format?: unknown; formatVersion?: unknown } | null;
  if (record?.format !== FORMAT_NAME) throw new ArchiveFormatError("no es una copia de Reporta Riomar");
  if (record.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveFormatError(
      `su versión de formato (${String(record.formatVersion)}) no es la que esta versión de la app sabe ` +
        `restaurar (${FORMAT_VERSION})`,
    );
  }
}

/** Carries an error of the caller's entry handler through the reader, untouched. */
class EntryHandlerError extends Error {
  constructor(override readonly cause: unknown) {
    super("entry handler failed");
  }
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const markerBody = (): Buffer =>
  Buffer.from(JSON.stringify({ format: FORMAT_NAME, formatVersion: FORMAT_VERSION }));
