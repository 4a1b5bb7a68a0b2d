import { describe, expect, it } from "vitest";
import { LocalObjectStorage } from "../storage/local-object-storage";
import { S3ObjectStorage } from "../storage/s3-object-storage";
import { createObjectStorage } from "../storage/create-object-storage";
import { ConfigError } from "./env";
import { loadStorageConfig } from "./storage.config";

const secret = "x".repeat(32);

describe("loadStorageConfig", () => {
  it("defaults to the local driver under DATA_DIR/objects", () => {
    const config = loadStorageConfig({}, "/srv/data");
    expect(config).toEqual({ driver: "local", rootDir: "/srv/data/objects" });
    expect(createObjectStorage(config, { urlSigningSecret: secret })).toBeInstanceOf(LocalObjectStorage);
  });

  it("reads every S3 variable, with path style as a boolean", () => {
    const config = loadStorageConfig(
      {
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: "http://minio:9000",
        S3_PUBLIC_ENDPOINT: "http://minio.localhost:9000",
        S3_REGION: "sa-east-1",
        S3_BUCKET: "reporta-riomar",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      },
      "/srv/data",
    );
    expect(config).toEqual({
      driver: "s3",
      bucket: "reporta-riomar",
      region: "sa-east-1",
      endpoint: "http://minio:9000",
      publicEndpoint: "http://minio.localhost:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(createObjectStorage(config, { urlSigningSecret: secret })).toBeInstanceOf(S3ObjectStorage);
  });

  it("treats empty values as unset, as .env files leave them", () => {
    const config = loadStorageConfig(
      { STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "", S3_REGION: "" },
      "/d",
    );
    expect(config).toMatchObject({ endpoint: undefined, forcePathStyle: false, region: "us-east-1" });
  });

  it.each([
    [{ STORAGE_DRIVER: "ftp" }, "STORAGE_DRIVER"],
    [{ STORAGE_DRIVER: "s3" }, "S3_BUCKET: is required"],
    [{ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "only-the-key" }, "set both"],
    [{ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ STORAGE_DRIVER: "s3", S3_BUCKET: "b-1", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
  ])("names what is wrong in %j", (env, problem) => {
    expect(() => loadStorageConfig(env, "/d")).toThrow(ConfigError);
    expect(() => loadStorageConfig(env, "/d")).toThrow(problem);
  });
});
