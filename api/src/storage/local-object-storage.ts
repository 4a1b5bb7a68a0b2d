import { once } from "node:events";
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertValidKey,
  keyToUrlPath,
  MULTIPART_LIMITS,
  normalizeEtag,
  StorageError,
  type ObjectStorage,
  type PresignOptions,
  type StoredObject,
  type StoredObjectInfo,
  type UploadedPart,
} from "./object-storage";
import { UUID_PATTERN } from "../domain";
import type { UploadGrant, UrlSigner } from "./url-signer";

export interface LocalObjectStorageOptions {
  /** Everything lives under this folder (DATA_DIR/objects). */
  rootDir: string;
  signer: UrlSigner;
  /**
   * Where `localStorageRouter` is mounted, as browsers reach it: a path ("/api/storage") or an absolute
   * URL. Presigned URLs are built on it.
   */
  baseUrl: string;
}

interface ObjectMeta {
  contentType?: string;
  etag: string;
}

interface UploadMeta {
  key: string;
  contentType?: string;
  createdAt: string;
}

/**
 * Objects as files: `data/<key>` holds the bytes and `meta/<key>.json` the content type and ETag.
 * Writes go to `tmp/` first and are renamed into place, so a reader never sees half a file. Multipart
 * uploads are emulated with one file per part under `multipart/<uploadId>/`.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = "local";
  private readonly root: string;
  private readonly baseUrl: string;

  constructor(private readonly options: LocalObjectStorageOptions) {
    this.root = path.resolve(options.rootDir);
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
  }

  async putObject(key: string, body: Buffer, options: { contentType: string }): Promise<{ etag: string }> {
    assertValidKey(key);
    const tmp = await this.tmpFile();
    try {
      await fs.writeFile(tmp, body);
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      await this.commit(key, tmp, { contentType: options.contentType, etag });
      return { etag };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async getObject(key: string): Promise<StoredObject> {
    const info = await this.headObject(key);
    if (!info) throw new StorageError("NoSuchKey");
    return { ...info, body: createReadStream(this.dataPath(key)) };
  }

  async headObject(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    let stat;
    try {
      stat = await fs.stat(this.dataPath(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stat.isFile()) return null;
    const meta = await readJson<ObjectMeta>(this.metaPath(key));
    return {
      key,
      size: stat.size,
      contentType: meta?.contentType,
      etag: meta?.etag,
      lastModified: stat.mtime,
    };
  }

  async deleteObject(key: string): Promise<void> {
    assertValidKey(key);
    await fs.rm(this.dataPath(key), { force: true });
    await fs.rm(this.metaPath(key), { force: true });
  }

  async listObjects(prefix: string): Promise<StoredObjectInfo[]> {
    // Walk only the folder the prefix points into, not the whole store.
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    if (folder) assertValidKey(folder);
    const keys: string[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries;
      try {
        entries = await fs.readdir(path.join(this.root, "data", relative), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(key);
        else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(folder);
    keys.sort();
    const infos = await Promise.all(keys.map((key) => this.headObject(key)));
    return infos.filter((info): info is StoredObjectInfo => info !== null);
  }

  presignPut(key: string, options: PresignOptions): Promise<string> {
    assertValidKey(key);
    return Promise.resolve(this.uploadUrl({ key, ...this.grantTimes(options) }));
  }

  async createMultipartUpload(key: string, options: { contentType?: string } = {}) {
    assertValidKey(key);
    const uploadId = randomUUID();
    await fs.mkdir(this.uploadDir(uploadId), { recursive: true });
    const meta: UploadMeta = { key, contentType: options.contentType, createdAt: new Date().toISOString() };
    await fs.writeFile(path.join(this.uploadDir(uploadId), "upload.json"), JSON.stringify(meta));
    return { uploadId };
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    await this.loadUpload(key, uploadId);
    const names = await fs.readdir(this.uploadDir(uploadId));
    const parts: UploadedPart[] = [];
    for (const name of names) {
      const match = /^part-(\d+)\.json$/.exec(name);
      if (!match) continue;
      const part = await readJson<UploadedPart>(path.join(this.uploadDir(uploadId), name));
      if (part) parts.push(part);
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  presignPart(key: string, uploadId: string, partNumber: number, options: PresignOptions): Promise<string> {
    assertValidKey(key);
    assertPartNumber(partNumber);
    if (!UUID_PATTERN.test(uploadId)) throw new StorageError("NoSuchUpload");
    return Promise.resolve(this.uploadUrl({ key, uploadId, partNumber, ...this.grantTimes(options) }));
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
  ): Promise<{ location: string; etag: string }> {
    const upload = await this.loadUpload(key, uploadId);
    const stored = new Map((await this.listParts(key, uploadId)).map((part) => [part.partNumber, part]));
    const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    if (ordered.length === 0) throw new StorageError("InvalidPart", "no parts");
    const digests: Buffer[] = [];
    for (const [index, part] of ordered.entries()) {
      const found = stored.get(part.partNumber);
      if (
        !found ||
        normalizeEtag(found.etag) !== normalizeEtag(part.etag) ||
        ordered[index - 1]?.partNumber === part.partNumber
      ) {
        throw new StorageError("InvalidPart", `part ${part.partNumber} is missing or its ETag differs`);
      }
      digests.push(Buffer.from(normalizeEtag(found.etag), "hex"));
    }
    const tmp = await this.tmpFile();
    try {
      const files = ordered.map((part) => this.partPath(uploadId, part.partNumber));
      async function* concatenated() {
        for (const file of files) yield* createReadStream(file);
      }
      await pipeline(Readable.from(concatenated()), createWriteStream(tmp));
      // S3's multipart ETag: the MD5 of the parts' MD5s, then the number of parts.
      const etag = `"${createHash("md5").update(Buffer.concat(digests)).digest("hex")}-${ordered.length}"`;
      await this.commit(key, tmp, { contentType: upload.contentType, etag });
      await fs.rm(this.uploadDir(uploadId), { recursive: true, force: true });
      return { location: `${this.baseUrl}/upload/${keyToUrlPath(key)}`, etag };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    await this.loadUpload(key, uploadId);
    await fs.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  /** Checks a presigned URL's query against its key; the router answers the failure. */
  checkGrant(key: string, query: Record<string, unknown>): UploadGrant | "invalid" | "expired" {
    const text = (name: string) => (typeof query[name] === "string" ? query[name] : undefined);
    const integer = (name: string) => {
      const value = text(name);
      return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    };
    const expires = integer("expires");
    const signature = text("signature");
    if (expires === undefined || !signature) return "invalid";
    const grant: UploadGrant = { key, expires, maxBytes: integer("max") };
    const uploadId = text("uploadId");
    if (uploadId !== undefined) {
      const partNumber = integer("partNumber");
      if (partNumber === undefined) return "invalid";
      grant.uploadId = uploadId;
      grant.partNumber = partNumber;
    }
    try {
      assertValidKey(key);
    } catch {
      return "invalid";
    }
    if (!this.options.signer.verify(grant, signature)) return "invalid";
    if (grant.expires * 1000 < Date.now()) return "expired";
    return grant;
  }

  /** Stores the body of a presigned PUT (the grant already checked), returning its quoted ETag. */
  async receive(grant: UploadGrant, body: Readable, contentType: string | undefined): Promise<string> {
    if (grant.uploadId !== undefined && grant.partNumber !== undefined) {
      return this.receivePart(grant, body);
    }
    const tmp = await this.tmpFile();
    try {
      const { md5 } = await writeLimited(body, tmp, grant.maxBytes);
      const etag = `"${md5}"`;
      await this.commit(grant.key, tmp, { contentType, etag });
      return etag;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  /** Removes multipart uploads and temporary files older than `maxAgeMs` (abandoned by their clients). */
  async removeStaleUploads(maxAgeMs: number): Promise<number> {
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    for (const folder of ["multipart", "tmp"]) {
      let names: string[];
      try {
        names = await fs.readdir(path.join(this.root, folder));
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      for (const name of names) {
        const target = path.join(this.root, folder, name);
        const stat = await fs.stat(target).catch(() => null);
        if (stat && stat.mtimeMs < cutoff) {
          await fs.rm(target, { recursive: true, force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  private async receivePart(grant: UploadGrant, body: Readable): Promise<string> {
    const uploadId = grant.uploadId!;
    const partNumber = grant.partNumber!;
    assertPartNumber(partNumber);
    await this.loadUpload(grant.key, uploadId);
    const tmp = await this.tmpFile();
    try {
      const { md5, size } = await writeLimited(body, tmp, grant.maxBytes);
      const part: UploadedPart = { partNumber, size, etag: `"${md5}"` };
      // The upload may have been aborted or completed meanwhile: then the part has nowhere to go.
      await this.loadUpload(grant.key, uploadId);
      await fs.rename(tmp, this.partPath(uploadId, partNumber));
      await writeJsonAtomic(
        path.join(this.uploadDir(uploadId), `part-${partNumber}.json`),
        part,
        await this.tmpFile(),
      );
      return part.etag;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  private grantTimes(options: PresignOptions) {
    return {
      expires: Math.floor(Date.now() / 1000) + options.expiresInSeconds,
      maxBytes: options.maxBytes,
    };
  }

  private uploadUrl(grant: UploadGrant): string {
    const query = new URLSearchParams({ expires: String(grant.expires) });
    if (grant.maxBytes !== undefined) query.set("max", String(grant.maxBytes));
    if (grant.uploadId !== undefined) query.set("uploadId", grant.uploadId);
    if (grant.partNumber !== undefined) query.set("partNumber", String(grant.partNumber));
    query.set("signature", this.options.signer.sign(grant));
    return `${this.baseUrl}/upload/${keyToUrlPath(grant.key)}?${query.toString()}`;
  }

  private async loadUpload(key: string, uploadId: string): Promise<UploadMeta> {
    assertValidKey(key);
    if (!UUID_PATTERN.test(uploadId)) throw new StorageError("NoSuchUpload");
    const meta = await readJson<UploadMeta>(path.join(this.uploadDir(uploadId), "upload.json"));
    if (!meta || meta.key !== key) throw new StorageError("NoSuchUpload");
    return meta;
  }

  private async commit(key: string, tmp: string, meta: ObjectMeta): Promise<void> {
    await fs.mkdir(path.dirname(this.dataPath(key)), { recursive: true });
    await fs.mkdir(path.dirname(this.metaPath(key)), { recursive: true });
    // Metadata first: a reader that finds the data always finds its content type too.
    await writeJsonAtomic(this.metaPath(key), meta, await this.tmpFile());
    await fs.rename(tmp, this.dataPath(key));
  }

  private async tmpFile(): Promise<string> {
    const folder = path.join(this.root, "tmp");
    await fs.mkdir(folder, { recursive: true });
    return path.join(folder, randomUUID());
  }

  private dataPath(key: string): string {
    return path.join(this.root, "data", ...key.split("/"));
  }

  private metaPath(key: string): string {
    return `${path.join(this.root, "meta", ...key.split("/"))}.json`;
  }

  private uploadDir(uploadId: string): string {
    return path.join(this.root, "multipart", uploadId);
  }

  private partPath(uploadId: string, partNumber: number): string {
    return path.join(this.uploadDir(uploadId), `part-${partNumber}`);
  }
}

function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MULTIPART_LIMITS.maxParts) {
    throw new StorageError("InvalidPart", `invalid part number ${partNumber}`);
  }
}

/** Streams `body` into `file`, hashing it and stopping with "EntityTooLarge" past `maxBytes`. */
async function writeLimited(
  body: Readable,
  file: string,
  maxBytes: number | undefined,
): Promise<{ md5: string; size: number }> {
  const hash = createHash("md5");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return callback(new StorageError("EntityTooLarge"));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const out = createWriteStream(file);
  try {
    await pipeline(body, meter, out);
  } catch (error) {
    // A refusal can come before the file is even open: wait until it is closed, so that the caller's
    // removal finds it (else the open would create it after the removal).
    if (!out.closed) await once(out, "close");
    throw error;
  }
  return { md5: hash.digest("hex"), size };
}

async function writeJsonAtomic(file: string, value: unknown, tmp: string): Promise<void> {
  try {
    await fs.writeFile(tmp, JSON.stringify(value));
    await fs.rename(tmp, file);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as T;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR";
