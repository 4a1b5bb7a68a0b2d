import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { LocalObjectStorage } from "../../src/storage/local-object-storage";
import { objectStorageRouter } from "../../src/storage/local-object-storage.rest";
import type { ObjectStorage } from "../../src/storage/object-storage";
import { UrlSigner } from "../../src/storage/url-signer";

export interface StorageHarness {
  storage: ObjectStorage;
  /** Presigned URLs may be paths (local driver): this makes them fetchable. */
  resolve(url: string): string;
  stop(): Promise<void>;
}

/** The local driver behind its upload router on an HTTP server of its own. */
export async function startLocalStorage(): Promise<
  StorageHarness & { storage: LocalObjectStorage; rootDir: string }
> {
  const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "reporta-objects-"));
  const storage = new LocalObjectStorage({
    rootDir,
    signer: new UrlSigner(randomBytes(32)),
    baseUrl: "/api/storage",
  });
  const app = express();
  app.use("/api/storage", objectStorageRouter(storage));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    storage,
    rootDir,
    resolve: (url) => new URL(url, origin).toString(),
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(rootDir, { recursive: true, force: true });
    },
  };
}
