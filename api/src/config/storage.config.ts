import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./config-error";

/** What the S3 driver needs to reach a bucket (storage/s3-object-storage.ts). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS itself; e.g. http://minio:9000 for an S3-compatible service. */
  endpoint?: string;
  /**
   * The endpoint as browsers reach it, when it differs from the one the app uses (e.g. the app talks to
   * http://minio:9000 inside a container network). Presigned URLs are signed for this host.
   */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageConfig =
  | { driver: "local"; rootDir: string }
  | ({ driver: "s3" } & Omit<S3StorageOptions, "credentials"> & {
        credentials: S3StorageOptions["credentials"];
      });

const booleanText = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const storageEnvSchema = z.object({
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
});

/**
 * The storage variables (README's table): `STORAGE_DRIVER` local|s3, and for s3 `S3_BUCKET` plus the
 * optional endpoint, region, credentials and path style. Fails with every problem named, as
 * `loadConfig` does. `dataDir` is the resolved DATA_DIR: local objects live in `dataDir/objects`.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = storageEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  if (values.STORAGE_DRIVER === "local") {
    return { driver: "local", rootDir: path.join(dataDir, "objects") };
  }
  const problems: string[] = [];
  if (!values.S3_BUCKET) problems.push("  S3_BUCKET: is required with STORAGE_DRIVER=s3");
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's default chain",
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    driver: "s3",
    bucket: values.S3_BUCKET!,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    publicEndpoint: values.S3_PUBLIC_ENDPOINT,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
