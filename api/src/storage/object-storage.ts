import type { Readable } from "node:stream";

/**
 * Object storage as the photo feature needs it: private objects, presigned uploads straight from the
 * browser (single PUT or S3-style multipart), and server-side reads and writes. Two drivers implement it
 * (docs/decisions.md#photo-storage): `local` (files under DATA_DIR, URLs signed by the app) and `s3`.
 */
export interface ObjectStorage {
  readonly driver: "local" | "s3";

  putObject(key: string, body: Buffer, options: { contentType: string }): Promise<{ etag: string }>;
  /** Throws `StorageError` "NoSuchKey" when the object does not exist. */
  getObject(key: string): Promise<StoredObject>;
  /** `null` when the object does not exist. */
  headObject(key: string): Promise<StoredObjectInfo | null>;
  /** Idempotent: deleting a missing object succeeds. */
  deleteObject(key: string): Promise<void>;
  /** Objects whose key starts with `prefix`, in key order. */
  listObjects(prefix: string): Promise<StoredObjectInfo[]>;

  /**
   * A URL the browser can PUT the object's bytes to until it expires. `maxBytes` is enforced by the
   * drivers that can (local); S3 cannot limit a presigned PUT, so callers check the size afterwards.
   * The local driver may answer a path without origin; callers resolve it against the request.
   */
  presignPut(key: string, options: PresignOptions): Promise<string>;

  createMultipartUpload(key: string, options?: { contentType?: string }): Promise<{ uploadId: string }>;
  /** Parts uploaded so far, by part number. Throws "NoSuchUpload" for an unknown upload. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  presignPart(key: string, uploadId: string, partNumber: number, options: PresignOptions): Promise<string>;
  /** Joins the parts in part-number order; throws "InvalidPart" when one is missing or its ETag differs. */
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
  ): Promise<{ location: string; etag: string }>;
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}

export interface PresignOptions {
  expiresInSeconds: number;
  contentType?: string;
  maxBytes?: number;
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string | undefined;
  /** Quoted, as S3 sends it. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface UploadedPart {
  partNumber: number;
  size: number;
  etag: string;
}

export type StorageErrorCode = "NoSuchKey" | "NoSuchUpload" | "InvalidPart" | "EntityTooLarge" | "InvalidKey";

/** A failure the caller can act on (anything else is an outage and stays a plain Error). */
export class StorageError extends Error {
  override name = "StorageError";
  constructor(
    readonly code: StorageErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

export const isStorageError = (error: unknown, code?: StorageErrorCode): error is StorageError =>
  error instanceof StorageError && (code === undefined || error.code === code);

/** S3's limits on multipart uploads (the local driver follows them too). */
export const MULTIPART_LIMITS = { minPartBytes: 5 * 1024 * 1024, maxParts: 10_000 } as const;

// Keys become file paths in the local driver and URL paths in both, so only a safe subset is allowed:
// segments of letters, digits, `.`, `_`, `-`, never `.` or `..` alone, never empty.
const KEY_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$/;

export function assertValidKey(key: string): void {
  const segments = key.split("/");
  if (key.length > 512 || segments.some((segment) => !KEY_SEGMENT.test(segment))) {
    throw new StorageError("InvalidKey", `invalid object key: ${JSON.stringify(key)}`);
  }
}

/** Each segment percent-encoded, the slashes kept: the key as a URL path. */
export const keyToUrlPath = (key: string): string => key.split("/").map(encodeURIComponent).join("/");

/** S3 compares ETags without their quotes. */
export const normalizeEtag = (etag: string): string => etag.trim().replace(/^W\//, "").replace(/"/g, "");

/**
 * Reads a whole object, but never more than `maxBytes`: a bigger one throws "EntityTooLarge" after
 * reading `maxBytes + 1` bytes, so a huge upload cannot exhaust memory.
 */
export async function readObjectBytes(
  storage: ObjectStorage,
  key: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; info: StoredObjectInfo }> {
  const object = await storage.getObject(key);
  const { body, ...info } = object;
  if (info.size > maxBytes) {
    body.destroy();
    throw new StorageError("EntityTooLarge");
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new StorageError("EntityTooLarge");
      chunks.push(chunk);
    }
  } finally {
    body.destroy();
  }
  return { bytes: Buffer.concat(chunks, total), info };
}
