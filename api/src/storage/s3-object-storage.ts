import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import {
  assertValidKey,
  keyToUrlPath,
  MULTIPART_LIMITS,
  StorageError,
  type ObjectStorage,
  type PresignOptions,
  type StoredObject,
  type StoredObjectInfo,
  type UploadedPart,
} from "./object-storage";
import type { S3StorageOptions } from "../config/storage.config";

/** Any S3-compatible service through the AWS SDK v3. */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = "s3";
  readonly client: S3Client;
  private readonly presignClient: S3Client;
  private readonly bucket: string;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    const config = (endpoint: string | undefined): S3ClientConfig => ({
      region: options.region,
      endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // The SDK's default adds CRC checksums (and aws-chunked bodies) that S3-compatible services such
      // as MinIO versions or s3rver may not understand, and that a presigned browser PUT cannot send.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.client = new S3Client(config(options.endpoint));
    this.presignClient = options.publicEndpoint ? new S3Client(config(options.publicEndpoint)) : this.client;
  }

  async putObject(key: string, body: Buffer, options: { contentType: string }): Promise<{ etag: string }> {
    assertValidKey(key);
    const result = await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType }),
    );
    return { etag: result.ETag ?? "" };
  }

  async getObject(key: string): Promise<StoredObject> {
    assertValidKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(result.Body instanceof Readable)) throw new Error("S3 GetObject answered no stream body");
      return {
        key,
        size: result.ContentLength ?? 0,
        contentType: result.ContentType,
        etag: result.ETag,
        lastModified: result.LastModified,
        body: result.Body,
      };
    } catch (error) {
      throw translate(error);
    }
  }

  async headObject(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: result.ContentLength ?? 0,
        contentType: result.ContentType,
        etag: result.ETag,
        lastModified: result.LastModified,
      };
    } catch (error) {
      const translated = translate(error);
      if (translated instanceof StorageError && translated.code === "NoSuchKey") return null;
      throw translated;
    }
  }

  async deleteObject(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async listObjects(prefix: string): Promise<StoredObjectInfo[]> {
    const objects: StoredObjectInfo[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        objects.push({
          key: item.Key,
          size: item.Size ?? 0,
          contentType: undefined,
          etag: item.ETag,
          lastModified: item.LastModified,
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  }

  presignPut(key: string, options: PresignOptions): Promise<string> {
    assertValidKey(key);
    // No ContentType in the signature: the browser's header may differ, and the bytes are checked anyway.
    return getSignedUrl(this.presignClient, new PutObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: options.expiresInSeconds,
    });
  }

  async createMultipartUpload(key: string, options: { contentType?: string } = {}) {
    assertValidKey(key);
    const result = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType }),
    );
    if (!result.UploadId) throw new Error("S3 CreateMultipartUpload answered no UploadId");
    return { uploadId: result.UploadId };
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertValidKey(key);
    const parts: UploadedPart[] = [];
    let PartNumberMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumberMarker }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber === undefined || !part.ETag) continue;
          parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
        }
        PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (PartNumberMarker);
    } catch (error) {
      throw translate(error);
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  presignPart(key: string, uploadId: string, partNumber: number, options: PresignOptions): Promise<string> {
    assertValidKey(key);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MULTIPART_LIMITS.maxParts) {
      throw new StorageError("InvalidPart", `invalid part number ${partNumber}`);
    }
    return getSignedUrl(
      this.presignClient,
      new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
      { expiresIn: options.expiresInSeconds },
    );
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
  ): Promise<{ location: string; etag: string }> {
    assertValidKey(key);
    const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    try {
      const result = await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: ordered.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })),
          },
        }),
      );
      return { location: result.Location ?? this.objectUrl(key), etag: result.ETag ?? "" };
    } catch (error) {
      throw translate(error);
    }
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      throw translate(error);
    }
  }

  /** The object's (private) URL: an identifier the client may hand back, never fetched by browsers. */
  private objectUrl(key: string): string {
    const endpoint = (this.options.publicEndpoint ?? this.options.endpoint ?? "").replace(/\/+$/, "");
    if (!endpoint)
      return `https://${this.bucket}.s3.${this.options.region}.amazonaws.com/${keyToUrlPath(key)}`;
    return `${endpoint}/${this.bucket}/${keyToUrlPath(key)}`;
  }
}

/** SDK errors that callers act on, as StorageErrors; everything else as it came. */
function translate(error: unknown): unknown {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (name === "NoSuchKey" || name === "NotFound") return new StorageError("NoSuchKey");
  if (name === "NoSuchUpload") return new StorageError("NoSuchUpload");
  if (name === "InvalidPart" || name === "InvalidPartOrder") return new StorageError("InvalidPart");
  if (name === "EntityTooSmall") return new StorageError("InvalidPart", "a part is under 5 MiB");
  if (status === 404) return new StorageError("NoSuchKey");
  return error;
}
