import { describe, expect, it } from "vitest";
import type { StorageConfig } from "../config/storage.config";
import { S3ObjectStorage } from "../storage/s3-object-storage";
import { tileSource, uploadSource } from "./security-headers";

describe("tileSource", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.example.org/{z}/{x}/{y}{r}.png", "https://*.tile.example.org"],
    ["https://tiles-{s}.mapas.example.co:8443/{z}/{x}/{y}.png", "https://*.mapas.example.co:8443"],
    ["HTTP://Tiles.Local:8080/{z}/{x}/{y}.png", "http://tiles.local:8080"],
    ["", undefined],
    [undefined, undefined],
    ["/tiles/{z}/{x}/{y}.png", undefined],
  ])("allows the origin of %s as %s", (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe("uploadSource", () => {
  const credentials = { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret-example" };
  const s3 = (
    options: Partial<Extract<StorageConfig, { driver: "s3" }>>,
  ): Extract<StorageConfig, { driver: "s3" }> => ({
    driver: "s3",
    bucket: "fotos-riomar",
    region: "us-east-1",
    forcePathStyle: false,
    credentials,
    ...options,
  });

  it("is the app itself with local storage", () => {
    expect(uploadSource({ driver: "local", rootDir: "/tmp/x" })).toBeUndefined();
  });

  it.each([
    ["AWS, virtual-hosted", s3({})],
    ["AWS in another region", s3({ region: "sa-east-1" })],
    ["AWS, path style", s3({ forcePathStyle: true })],
    [
      "MinIO, path style",
      s3({ endpoint: "http://minio:9000", publicEndpoint: "http://localhost:9000", forcePathStyle: true }),
    ],
    ["an S3 service with virtual hosts", s3({ endpoint: "https://s3.proveedor.example" })],
  ])("is the origin of the presigned URLs browsers get (%s)", async (_name, config) => {
    const storage = new S3ObjectStorage({ ...config, credentials });
    const url = await storage.presignPut("uploads/u/k.jpg", { expiresInSeconds: 60, maxBytes: 10 });
    expect(uploadSource(config)).toBe(new URL(url).origin);
  });
});
