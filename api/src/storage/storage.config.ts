import path from "node:path";
import { z } from "zod";
import { ConfigError } from "../config/config-error";
import { LocalObjectStorage } from "./local-object-storage";
import type { ObjectStorage } from "./object-storage";
import { S3ObjectStorage, type S3StorageOptions } from "./s3-object-storage";
import { deriveUrlSigningKey, UrlSigner } from "./url-signer";

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

export interface StorageDependencies {
  /** Signs the local driver's upload URLs; the session secret is a good source (it is derived). */
  urlSigningSecret: string;
  /** Where `objectStorageRouter` is mounted as browsers see it. */
  localBaseUrl?: string;
}

export function createObjectStorage(config: StorageConfig, deps: StorageDependencies): ObjectStorage {
  if (config.driver === "s3") {
    const { driver: _driver, ...options } = config;
    return new S3ObjectStorage(options);
  }
  return new LocalObjectStorage({
    rootDir: config.rootDir,
    signer: new UrlSigner(deriveUrlSigningKey(deps.urlSigningSecret)),
    baseUrl: deps.localBaseUrl ?? "/api/storage",
  });
}
