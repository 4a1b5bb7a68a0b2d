import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { RequestContext } from "@mikro-orm/core";
import type { MikroORM } from "@mikro-orm/postgresql";
import express from "express";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "../test-server";
import { initOrm } from "../../src/database/orm";
import { finishExpressApp } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { LocalObjectStorage } from "../../src/storage/local-object-storage";
import { objectStorageRouter } from "../../src/storage/local-object-storage.rest";
import type { ObjectStorage } from "../../src/storage/object-storage";
import { startTestS3 } from "./s3rver";
import { UrlSigner } from "../../src/storage/url-signer";
import { photoRouter } from "../../src/modules/photo/photo.rest";
import {
  uploadWidgetRouter,
  type UploadWidgetRouterOptions,
} from "../../src/modules/photo/upload-widget.rest";

export const USER_HEADER = "x-test-user";

export interface PhotoTestApp {
  url: string;
  orm: MikroORM;
  storage: ObjectStorage;
  /** A new user id for each call, so that tests see only their own uploads. */
  newUser(): string;
  /** fetch() against the app as `userId` (signed out when undefined). */
  request(
    userId: string | undefined,
    path: string,
    init?: RequestInit & { json?: unknown },
  ): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The photo routers on a small Express app shaped like the real one (storage route before the JSON
 * parser, the app's own error handler), over a migrated database of its own, with `req.user` taken from
 * a test header instead of a session.
 */
export async function startPhotoTestApp(
  driver: "local" | "s3",
  widget: Partial<UploadWidgetRouterOptions> = {},
): Promise<PhotoTestApp> {
  const cleanup: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  };
  try {
    const database: TestDatabase = await createTestDatabase();
    cleanup.push(() => database.drop());
    const logger = createLogger({ logLevel: "silent" });
    const orm = await initOrm(database.url, logger);
    cleanup.push(() => orm.close(true));

    let storage: ObjectStorage;
    if (driver === "s3") {
      const s3 = await startTestS3();
      cleanup.push(() => s3.stop());
      storage = s3.storage;
    } else {
      const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "reporta-photo-objects-"));
      cleanup.push(() => fs.rm(rootDir, { recursive: true, force: true }));
      storage = new LocalObjectStorage({
        rootDir,
        signer: new UrlSigner(randomBytes(32)),
        baseUrl: "/api/storage",
      });
    }

    const app = express();
    app.use((_req, _res, next) => RequestContext.create(orm.em, next));
    app.use("/api/storage", objectStorageRouter(storage));
    app.use((req, _res, next) => {
      const id = req.get(USER_HEADER);
      if (id) req.user = { id, role: "citizen", hasCedula: false, dependencias: [] };
      next();
    });
    const api = express.Router();
    api.use(express.json({ limit: "100kb" }));
    api.use(photoRouter({ storage }));
    api.use("/uploads", uploadWidgetRouter({ storage, ...widget }));
    api.use((_req, res) => {
      res.status(404).json({ error: "Recurso no encontrado" });
    });
    app.use("/api", api);
    finishExpressApp(app, logger);

    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    return {
      url,
      orm,
      storage,
      newUser: () => `user-${randomUUID()}`,
      request(userId, target, init = {}) {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (userId) headers.set(USER_HEADER, userId);
        if (json !== undefined) headers.set("content-type", "application/json");
        return fetch(target.startsWith("http") ? target : `${url}${target}`, {
          ...rest,
          headers,
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A camera-like JPEG: noisy enough to weigh what a phone photo weighs, stored sideways with EXIF
 * orientation 6 (rotate 90° clockwise to view), with camera and GPS tags.
 */
export async function makeCameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6a8c5a",
      noise: { type: "gaussian", mean: 120, sigma: 10 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(pixels)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "ReportaCam", Model: "Test 1", Software: "sharp" },
      // Barranquilla, as a resident's phone would record it.
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "11/1 1/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "74/1 49/1 3300/100",
      },
    })
    .toBuffer();
}

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const makeWebp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .webp()
    .toBuffer();

/** A valid PNG header declaring `width` × `height` with no pixel data worth decoding: a "bomb". */
export async function makePixelBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  // IHDR is the first chunk: length(4) "IHDR"(4) width(4) height(4) ... crc(4), after the 8-byte signature.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Whether raw EXIF (as sharp's `metadata().exif`) has a GPS IFD pointer (tag 0x8825) in IFD0. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.toString("latin1", 0, 6) === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index++) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}
