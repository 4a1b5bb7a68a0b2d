import type { StorageConfig } from "../config/storage.config";
import { LocalObjectStorage } from "./local-object-storage";
import type { ObjectStorage } from "./object-storage";
import { S3ObjectStorage } from "./s3-object-storage";
import { deriveUrlSigningKey, UrlSigner } from "./url-signer";

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
