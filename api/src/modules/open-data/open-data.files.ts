import type { EntityManager } from "@mikro-orm/postgresql";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Logger } from "pino";
import { spreadsheetCsv } from "../../csv/spreadsheet-csv";
import {
  exportOpenData,
  OPEN_DATA_DICTIONARY,
  OPEN_DATA_LICENSE,
  type OpenDataRow,
} from "./open-data.service";

export type OpenDataFormat = "csv" | "geojson";

/** One representation of a file on disk, and its strong ETag. */
export interface StoredFile {
  path: string;
  etag: string;
  size: number;
}

/** A built file: as it is, and gzipped once at build time (never per download). */
export interface OpenDataFile {
  identity: StoredFile;
  gzip: StoredFile;
}

/** A build's files, kept on disk until they are superseded and no download reads them. */
export interface OpenDataHandle {
  files: Record<OpenDataFormat, OpenDataFile>;
  release: () => void;
}

interface Build {
  /** The change count this build's snapshot includes (taken after every change up to it). */
  generation: number;
  dir: string;
  files: Record<OpenDataFormat, OpenDataFile>;
  readers: number;
  superseded: boolean;
}

const NAMES: Record<OpenDataFormat, string> = {
  csv: "reportes-riomar.csv",
  geojson: "reportes-riomar.geojson",
};

/**
 * The open-data files (docs/statistics.md#open-data), built once per change and then served from disk:
 * a download never holds a transaction or a connection while it waits for its client. `changed()` is
 * called for every change of the published data (an `openDataChanged` event, or a resync after a lost
 * LISTEN connection); the next download after it builds both files anew from one REPEATABLE READ,
 * read-only snapshot, and the downloads that arrive meanwhile wait for that one build. A build being
 * read is kept until its last download ends.
 */
export class OpenDataFiles {
  private generation = 1;
  private current?: Build;
  private building?: Promise<Build>;

  private constructor(
    private readonly root: string,
    private readonly fork: () => EntityManager,
    private readonly idKey: string,
    private readonly logger: Logger,
  ) {}

  /** `fork`: a fresh EntityManager for each build. Files go to a folder of this process's own. */
  static async create(options: {
    fork: () => EntityManager;
    idKey: string;
    logger: Logger;
  }): Promise<OpenDataFiles> {
    const root = await mkdtemp(path.join(tmpdir(), "reporta-open-data-"));
    return new OpenDataFiles(root, options.fork, options.idKey, options.logger);
  }

  /** The published data changed: the files on disk are out of date from now on. */
  changed(): void {
    this.generation += 1;
  }

  /** The files with every change made before this call, built first if needed; `release()` when sent. */
  async acquire(): Promise<OpenDataHandle> {
    const wanted = this.generation;
    for (;;) {
      const build = this.current;
      if (build && build.generation >= wanted) {
        build.readers += 1;
        let released = false;
        return {
          files: build.files,
          release: () => {
            if (released) return;
            released = true;
            build.readers -= 1;
            this.removeIfUnused(build);
          },
        };
      }
      this.building ??= this.build().finally(() => (this.building = undefined));
      await this.building;
    }
  }

  /** Removes every file; call when the server stops. */
  async close(): Promise<void> {
    await this.building?.catch(() => undefined);
    await rm(this.root, { recursive: true, force: true });
  }

  private async build(): Promise<Build> {
    // Read before the snapshot is taken: a change that arrives during the build makes it stale.
    const generation = this.generation;
    const started = performance.now();
    const dir = await mkdtemp(path.join(this.root, "build-"));
    try {
      const csvPath = path.join(dir, NAMES.csv);
      const geojsonPath = path.join(dir, NAMES.geojson);
      let rows = 0;
      await writeBoth(csvPath, geojsonPath, (csv, geojson) =>
        exportOpenData(this.fork(), this.idKey, async (batch) => {
          rows += batch.length;
          await Promise.all([csv(batch), geojson(batch)]);
        }),
      );
      // Compressed after the snapshot's transaction has ended: the connection is back in the pool.
      const [csv, geojson] = await Promise.all([storeWithGzip(csvPath), storeWithGzip(geojsonPath)]);
      const build: Build = { generation, dir, files: { csv, geojson }, readers: 0, superseded: false };
      const previous = this.current;
      this.current = build;
      if (previous) {
        previous.superseded = true;
        this.removeIfUnused(previous);
      }
      this.logger.info(
        { rows, ms: Math.round(performance.now() - started), csvBytes: csv.identity.size },
        "open-data files built",
      );
      return build;
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private removeIfUnused(build: Build): void {
    if (!build.superseded || build.readers > 0) return;
    rm(build.dir, { recursive: true, force: true }).catch((error: unknown) =>
      this.logger.warn({ err: error }, "could not remove old open-data files"),
    );
  }
}

type BatchWriter = (rows: OpenDataRow[]) => Promise<void>;

/** Writes the CSV and the GeoJSON side by side from one pass over the rows. */
async function writeBoth(
  csvPath: string,
  geojsonPath: string,
  fill: (csv: BatchWriter, geojson: BatchWriter) => Promise<void>,
): Promise<void> {
  const csv = spreadsheetCsv({
    columns: OPEN_DATA_DICTIONARY.map(({ field }) => field),
    recordDelimiter: "unix",
  });
  const csvFile = createWriteStream(csvPath);
  const csvWritten = pipeline(csv, csvFile);
  const geojsonFile = createWriteStream(geojsonPath);
  const geojsonWritten = once(geojsonFile, "finish");
  try {
    const header = { type: "FeatureCollection", licencia: OPEN_DATA_LICENSE, diccionario: "/api/open-data" };
    await write(geojsonFile, `${JSON.stringify(header).slice(0, -1)},"features":[\n`);
    let first = true;
    await fill(
      async (rows) => {
        for (const row of rows) await write(csv, row);
      },
      async (rows) => {
        const features = rows.map((row) => JSON.stringify(feature(row)));
        await write(geojsonFile, `${first ? "" : ",\n"}${features.join(",\n")}`);
        first = false;
      },
    );
    await write(geojsonFile, "\n]}\n");
    csv.end();
    geojsonFile.end();
    await Promise.all([csvWritten, geojsonWritten]);
  } catch (error) {
    csv.destroy();
    geojsonFile.destroy();
    await csvWritten.catch(() => undefined);
    throw error;
  }
}

async function write(stream: Writable | WriteStream, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

function feature(row: OpenDataRow) {
  const { latitud, longitud, ...properties } = row;
  return {
    type: "Feature",
    geometry:
      latitud === null || longitud === null ? null : { type: "Point", coordinates: [longitud, latitud] },
    properties,
  };
}

/** Gzips `file` beside it, hashing it on the way: the ETags name the content itself. */
async function storeWithGzip(file: string): Promise<OpenDataFile> {
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const gzipPath = `${file}.gz`;
  await pipeline(createReadStream(file), tap, createGzip({ level: 6 }), createWriteStream(gzipPath));
  const digest = hash.digest("base64url").slice(0, 32);
  const [identity, gzip] = await Promise.all([stat(file), stat(gzipPath)]);
  return {
    identity: { path: file, etag: `"${digest}"`, size: identity.size },
    gzip: { path: gzipPath, etag: `"${digest}-gz"`, size: gzip.size },
  };
}
