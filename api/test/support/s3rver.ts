import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3ObjectStorage } from "../../src/storage/s3-object-storage";

export interface TestS3 {
  storage: S3ObjectStorage;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 and a free port, with one bucket, and the `s3` driver
 * pointed at it with path-style URLs, as with MinIO.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "reporta-s3rver-"));
  const bucket = "reporta-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  addMissingMultipartOperations(server);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storage = new S3ObjectStorage({
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    // s3rver's fixed account.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    storage,
    endpoint,
    bucket,
    async stop() {
      storage.client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7.1 answers ListParts and AbortMultipartUpload with MethodNotAllowed, which real S3 and MinIO
 * implement. These two follow the S3 API over s3rver's own part files, so that the driver's calls (and
 * the SDK's XML parsing) run against a server in the tests too. Inserted just before s3rver's router,
 * after its XML encoder.
 */
function addMissingMultipartOperations(server: S3rver): void {
  const router = server.middleware.pop()!;
  server.middleware.push(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!match || typeof uploadId !== "string" || !["GET", "DELETE"].includes(ctx.method)) return next();
    const bucket = decodeURIComponent(match[1]!);
    const key = decodeURIComponent(match[2]!);
    const uploadDir = path.join(server.store.getResourcePath(bucket, undefined, "uploads"), uploadId);
    const storedKey = await fs.readFile(path.join(uploadDir, "key"), "utf8").catch(() => undefined);
    if (storedKey !== key) {
      ctx.status = 404;
      ctx.body = { Error: { Code: "NoSuchUpload", Message: "The specified upload does not exist." } };
      return;
    }
    if (ctx.method === "DELETE") {
      await fs.rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const names = await fs.readdir(uploadDir);
    const parts = await Promise.all(
      names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => {
          const [stat, md5] = await Promise.all([
            fs.stat(path.join(uploadDir, name)),
            fs.readFile(path.join(uploadDir, `${name}.md5`), "utf8"),
          ]);
          return {
            PartNumber: Number(name),
            LastModified: stat.mtime.toISOString(),
            ETag: `"${md5}"`,
            Size: stat.size,
          };
        }),
    );
    parts.sort((a, b) => a.PartNumber - b.PartNumber);
    ctx.status = 200;
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MaxParts: 1000,
        IsTruncated: false,
        ...(parts.length > 0 ? { Part: parts } : {}),
      },
    };
  });
  server.middleware.push(router);
}
