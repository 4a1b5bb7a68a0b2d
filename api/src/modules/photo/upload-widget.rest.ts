import { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { z } from "zod";
import { LIMITS } from "../../domain";
import { AppError, notFound } from "../../errors/app-error";
import { sendAppError } from "../../errors/rest-error";
import { requestEntityManager } from "../../context/request-context";
import {
  isStorageError,
  MULTIPART_LIMITS,
  normalizeEtag,
  type ObjectStorage,
} from "../../storage/object-storage";
import { requireSignIn } from "../../auth/require-sign-in";
import { PHOTO_MESSAGES } from "./photo.messages";
import { absoluteUrl } from "./photo.rest";
import { badPhoto, createPendingUpload, findOwnPendingUpload, UPLOAD_URL_TTL_SECONDS } from "./photo.service";

export interface UploadWidgetRouterOptions {
  storage: ObjectStorage;
  /** Applied to the calls that start an upload, after sign-in. */
  rateLimit?: RequestHandler;
  /** The app's origin as browsers see it (PUBLIC_URL); by default, the origin of each request. */
  publicUrl?: string;
  /** Largest upload accepted at completion; the product's photo limit unless a test says otherwise. */
  maxUploadBytes?: number;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

// A MIME type safe to echo in a header the browser will send (XMLHttpRequest refuses odd characters).
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

const completeBody = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.number().int().min(1).max(MULTIPART_LIMITS.maxParts),
        ETag: z.string().min(1).max(200),
      }),
    )
    .min(1)
    .max(MULTIPART_LIMITS.maxParts),
});

/**
 * The Companion-style endpoints of the upload widget (@uppy/aws-s3 with `endpoint: "/api/uploads"`), mounted
 * at /api/uploads: single-upload parameters and the five multipart calls
 * (docs/decisions.md#upload-widget-calls). Every call needs sign-in and works only on the caller's own
 * pending upload; part URLs point straight at storage (S3, or the local driver's signed route). Not every
 * S3-compatible server enforces S3's 5 MiB minimum part size (s3rver does not, the local driver has no rule
 * of its own), so completion checks it here, together with the photo size limit.
 */
export function uploadWidgetRouter({
  storage,
  rateLimit = passThrough,
  publicUrl,
  maxUploadBytes = LIMITS.photoMaxBytes,
}: UploadWidgetRouterOptions): Router {
  const router = Router();
  router.use("/s3", requireSignIn);
  // Every part but the last must reach the minimum size, so more parts than this can never complete:
  // refusing to sign them keeps one upload from filling the disk or bucket part by part.
  const maxParts = Math.min(
    MULTIPART_LIMITS.maxParts,
    Math.max(1, Math.ceil(maxUploadBytes / MULTIPART_LIMITS.minPartBytes)),
  );

  router.get("/s3/params", rateLimit, async (req, res) => {
    const photo = await createPendingUpload(requestEntityManager(), req.user!);
    const type =
      typeof req.query.type === "string" && MIME_TYPE.test(req.query.type) ? req.query.type : undefined;
    const url = await storage.presignPut(photo.uploadKey, {
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      maxBytes: maxUploadBytes,
    });
    res.json({
      method: "PUT",
      url: absoluteUrl(req, url, publicUrl),
      fields: {},
      headers: type ? { "content-type": type } : {},
      expires: UPLOAD_URL_TTL_SECONDS,
    });
  });

  router.post("/s3/multipart", rateLimit, async (req, res) => {
    const body = (req.body ?? {}) as { type?: unknown };
    const type = typeof body.type === "string" && MIME_TYPE.test(body.type) ? body.type : undefined;
    const photo = await createPendingUpload(requestEntityManager(), req.user!);
    const { uploadId } = await storage.createMultipartUpload(photo.uploadKey, { contentType: type });
    res.json({ uploadId, key: photo.uploadKey });
  });

  router.get("/s3/multipart/:uploadId", async (req, res) => {
    const photo = await findOwnPendingUpload(requestEntityManager(), req.user!.id, req.query.key);
    const parts = await orNotFound(() => storage.listParts(photo.uploadKey, req.params.uploadId));
    res.json(parts.map(({ partNumber, size, etag }) => ({ PartNumber: partNumber, Size: size, ETag: etag })));
  });

  router.get("/s3/multipart/:uploadId/:partNumber", async (req, res) => {
    const photo = await findOwnPendingUpload(requestEntityManager(), req.user!.id, req.query.key);
    const partNumber = Number(req.params.partNumber);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > maxParts) {
      throw badPhoto(PHOTO_MESSAGES.invalidPartNumber);
    }
    const url = await orNotFound(() =>
      storage.presignPart(photo.uploadKey, req.params.uploadId, partNumber, {
        expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
        // No single part can be larger than the whole upload may be.
        maxBytes: maxUploadBytes,
      }),
    );
    res.json({ url: absoluteUrl(req, url, publicUrl), expires: UPLOAD_URL_TTL_SECONDS });
  });

  router.post("/s3/multipart/:uploadId/complete", async (req, res) => {
    const photo = await findOwnPendingUpload(requestEntityManager(), req.user!.id, req.query.key);
    const { uploadId } = req.params;
    const body = completeBody.safeParse(req.body);
    if (!body.success) throw badPhoto(PHOTO_MESSAGES.invalidParts);
    const requested = [...body.data.parts].sort((a, b) => a.PartNumber - b.PartNumber);
    if (requested.some((part, index) => requested[index - 1]?.PartNumber === part.PartNumber)) {
      throw badPhoto(PHOTO_MESSAGES.invalidParts);
    }

    // The sizes S3 recorded, not what the client says.
    const stored = new Map(
      (await orNotFound(() => storage.listParts(photo.uploadKey, uploadId))).map((part) => [
        part.partNumber,
        part,
      ]),
    );
    let total = 0;
    for (const [index, part] of requested.entries()) {
      const found = stored.get(part.PartNumber);
      if (!found || normalizeEtag(found.etag) !== normalizeEtag(part.ETag)) {
        throw badPhoto(PHOTO_MESSAGES.partMismatch);
      }
      const last = index === requested.length - 1;
      if (!last && found.size < MULTIPART_LIMITS.minPartBytes) throw badPhoto(PHOTO_MESSAGES.partTooSmall);
      total += found.size;
    }
    if (total > maxUploadBytes) {
      // Never going to be accepted: free the storage now rather than after the photo check.
      await storage.abortMultipartUpload(photo.uploadKey, uploadId).catch(() => undefined);
      throw badPhoto(PHOTO_MESSAGES.tooLarge, 413);
    }

    const { location } = await orNotFound(() =>
      storage.completeMultipartUpload(
        photo.uploadKey,
        uploadId,
        requested.map((part) => ({ partNumber: part.PartNumber, etag: part.ETag })),
      ),
    );
    res.json({ location: absoluteUrl(req, location, publicUrl), key: photo.uploadKey });
  });

  router.delete("/s3/multipart/:uploadId", async (req, res) => {
    const photo = await findOwnPendingUpload(requestEntityManager(), req.user!.id, req.query.key);
    await orNotFound(() => storage.abortMultipartUpload(photo.uploadKey, req.params.uploadId));
    res.json({});
  });

  // The widget shows `message` of a 4xx answer to the resident (Companion's convention); `error` is
  // this API's. Anything else goes on to the app's handler.
  const handleError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (!(error instanceof AppError)) return next(error);
    sendAppError(res, error, { message: error.message });
  };
  router.use("/s3", handleError);

  return router;
}

/** Storage's "unknown upload" and "bad part" as this API's 404 and 400. */
async function orNotFound<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStorageError(error, "NoSuchUpload")) throw notFound(PHOTO_MESSAGES.uploadNotFound);
    if (isStorageError(error, "InvalidPart")) throw badPhoto(PHOTO_MESSAGES.partMismatch);
    throw error;
  }
}
