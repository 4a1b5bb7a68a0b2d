import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startLocalStorage, type StorageHarness as Harness } from "../../test/support/local-object-storage";
import {
  isStorageError,
  MULTIPART_LIMITS,
  readObjectBytes,
  StorageError,
  type ObjectStorage,
} from "./object-storage";
import { startTestS3 } from "../../test/support/s3rver";

async function startS3Storage(): Promise<Harness> {
  const s3 = await startTestS3();
  return { storage: s3.storage, resolve: (url) => url, stop: () => s3.stop() };
}

const put = (url: string, body: Buffer | string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "PUT", body, headers });
const md5 = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`;

describe.each([
  ["local", startLocalStorage],
  ["s3", startS3Storage],
])("the %s driver", (driver, start) => {
  let harness: Harness;
  let storage: ObjectStorage;
  const key = (name = randomUUID()) => `test/${driver}/${name}`;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it("puts, heads, reads, lists and deletes objects", async () => {
    const objectKey = key();
    const bytes = randomBytes(1000);
    const { etag } = await storage.putObject(objectKey, bytes, { contentType: "image/jpeg" });
    expect(etag).toBe(md5(bytes));

    expect(await storage.headObject(objectKey)).toMatchObject({
      key: objectKey,
      size: 1000,
      contentType: "image/jpeg",
      etag: md5(bytes),
    });
    const read = await readObjectBytes(storage, objectKey, 1000);
    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.info.contentType).toBe("image/jpeg");
    await expect(readObjectBytes(storage, objectKey, 999)).rejects.toSatisfy((error) =>
      isStorageError(error, "EntityTooLarge"),
    );
    expect((await storage.listObjects(`test/${driver}/`)).map((object) => object.key)).toContain(objectKey);

    await storage.deleteObject(objectKey);
    expect(await storage.headObject(objectKey)).toBeNull();
    await expect(storage.getObject(objectKey)).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchKey"),
    );
    // Deleting again is not an error.
    await storage.deleteObject(objectKey);
  });

  it("refuses keys that could escape their folder", async () => {
    for (const bad of ["../etc/passwd", "a/../../b", "", "a//b", "/abs", "a b"]) {
      await expect(storage.putObject(bad, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
        StorageError,
      );
    }
  });

  it("accepts a PUT to a presigned URL and answers its ETag", async () => {
    const objectKey = key();
    const bytes = randomBytes(2048);
    const url = await storage.presignPut(objectKey, { expiresInSeconds: 900 });
    const response = await put(harness.resolve(url), bytes, { "content-type": "image/png" });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(md5(bytes));
    const stored = await readObjectBytes(storage, objectKey, 10_000);
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(stored.info.contentType).toBe("image/png");
  });

  it("uploads in parts through presigned part URLs: lists them, completes in order", async () => {
    const objectKey = key();
    const { uploadId } = await storage.createMultipartUpload(objectKey, { contentType: "image/jpeg" });
    const first = randomBytes(MULTIPART_LIMITS.minPartBytes + 1);
    const second = randomBytes(1234);
    const etags: string[] = [];
    // The second part first: parts may arrive in any order.
    for (const [partNumber, bytes] of [
      [2, second],
      [1, first],
    ] as const) {
      const url = await storage.presignPart(objectKey, uploadId, partNumber, { expiresInSeconds: 900 });
      const response = await put(harness.resolve(url), bytes);
      expect(response.status).toBe(200);
      expect(response.headers.get("etag")).toBe(md5(bytes));
      etags[partNumber] = response.headers.get("etag")!;
    }

    expect(await storage.listParts(objectKey, uploadId)).toEqual([
      { partNumber: 1, size: first.length, etag: md5(first) },
      { partNumber: 2, size: second.length, etag: md5(second) },
    ]);

    const result = await storage.completeMultipartUpload(objectKey, uploadId, [
      { partNumber: 2, etag: etags[2]! },
      { partNumber: 1, etag: etags[1]! },
    ]);
    expect(result.location).toContain(objectKey);
    const stored = await readObjectBytes(storage, objectKey, 10 * 1024 * 1024);
    expect(stored.bytes.equals(Buffer.concat([first, second]))).toBe(true);
    await expect(storage.listParts(objectKey, uploadId)).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchUpload"),
    );
  });

  it("aborts a multipart upload, after which it is unknown", async () => {
    const objectKey = key();
    const { uploadId } = await storage.createMultipartUpload(objectKey);
    const url = await storage.presignPart(objectKey, uploadId, 1, { expiresInSeconds: 900 });
    expect((await put(harness.resolve(url), randomBytes(100))).status).toBe(200);
    expect(await storage.listParts(objectKey, uploadId)).toHaveLength(1);

    await storage.abortMultipartUpload(objectKey, uploadId);
    await expect(storage.listParts(objectKey, uploadId)).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchUpload"),
    );
    expect(await storage.headObject(objectKey)).toBeNull();
  });
});

describe("the local driver's upload URLs", () => {
  let harness: Awaited<ReturnType<typeof startLocalStorage>>;

  beforeAll(async () => {
    harness = await startLocalStorage();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it("refuses a URL whose key, limit or signature was changed", async () => {
    const url = new URL(
      harness.resolve(await harness.storage.presignPut("a/b", { expiresInSeconds: 60, maxBytes: 10 })),
    );
    const tampered = [
      url.toString().replace("/a/b?", "/a/c?"),
      url.toString().replace("max=10", "max=1000"),
      url.toString().replace(/signature=[^&]+/, "signature=AAAA"),
      url.toString().replace(/&signature=[^&]+/, ""),
    ];
    for (const target of tampered) {
      const response = await put(target, "x");
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "El enlace de subida no es válido." });
    }
    expect(await harness.storage.headObject("a/c")).toBeNull();
    expect(await harness.storage.headObject("a/b")).toBeNull();
  });

  it("answers an expired URL the way S3 does, so that the upload widget asks for a new one", async () => {
    const url = await harness.storage.presignPut("a/expired", { expiresInSeconds: -1 });
    const response = await put(harness.resolve(url), "x");
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("<Message>Request has expired</Message>");
    expect(await harness.storage.headObject("a/expired")).toBeNull();
  });

  it("refuses a body over the signed limit, declared or streamed, and keeps nothing", async () => {
    const url = harness.resolve(
      await harness.storage.presignPut("a/big", { expiresInSeconds: 60, maxBytes: 100 }),
    );
    expect((await put(url, randomBytes(101))).status).toBe(413);
    // Chunked, without a Content-Length: counted while it streams.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(randomBytes(80));
        controller.enqueue(randomBytes(80));
        controller.close();
      },
    });
    // Node's fetch needs `duplex` for a stream body; its RequestInit type already has it.
    const streamed = await fetch(url, { method: "PUT", body, duplex: "half" });
    expect(streamed.status).toBe(413);
    expect(await harness.storage.headObject("a/big")).toBeNull();
    // The refused stream's temporary file is removed as the answer goes out: wait for it, not a timer.
    await vi.waitFor(async () => expect(await fs.readdir(path.join(harness.rootDir, "tmp"))).toEqual([]));
    expect((await put(url, randomBytes(100))).status).toBe(200);
  });

  it("refuses completing with a part whose ETag differs (s3rver does not check this)", async () => {
    const { storage } = harness;
    const { uploadId } = await storage.createMultipartUpload("a/mp");
    const url = await storage.presignPart("a/mp", uploadId, 1, { expiresInSeconds: 60 });
    expect((await put(harness.resolve(url), "part")).status).toBe(200);
    await expect(
      storage.completeMultipartUpload("a/mp", uploadId, [{ partNumber: 1, etag: '"0000"' }]),
    ).rejects.toSatisfy((error) => isStorageError(error, "InvalidPart"));
    await expect(
      storage.completeMultipartUpload("a/mp", uploadId, [{ partNumber: 2, etag: md5(Buffer.from("part")) }]),
    ).rejects.toSatisfy((error) => isStorageError(error, "InvalidPart"));
  });

  it("keeps an upload id from pointing outside its folder", async () => {
    await expect(harness.storage.listParts("a/b", "../../data")).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchUpload"),
    );
    const { uploadId } = await harness.storage.createMultipartUpload("a/one");
    // Another key's upload id is unknown for this key.
    await expect(harness.storage.listParts("a/two", uploadId)).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchUpload"),
    );
  });

  it("removes multipart uploads and temporary files left behind", async () => {
    const { storage } = harness;
    const { uploadId } = await storage.createMultipartUpload("a/left-behind");
    const kept = await storage.createMultipartUpload("a/in-progress");
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await fs.utimes(path.join(harness.rootDir, "multipart", uploadId), dayAgo, dayAgo);

    expect(await storage.removeStaleUploads(60 * 60 * 1000)).toBe(1);
    await expect(storage.listParts("a/left-behind", uploadId)).rejects.toSatisfy((error) =>
      isStorageError(error, "NoSuchUpload"),
    );
    expect(await storage.listParts("a/in-progress", kept.uploadId)).toEqual([]);
  });
});
