import { pipeline } from "node:stream/promises";
import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import { LIMITS } from "../../domain";
import { notFound } from "../../errors/app-error";
import { requestEntityManager } from "../../context/request-context";
import { isStorageError, type ObjectStorage } from "../../storage/object-storage";
import { requireSignIn } from "../../auth/require-sign-in";
import { PHOTO_MESSAGES } from "./photo.messages";
import {
  badPhoto,
  createPendingUpload,
  findReadyPhoto,
  presentPhoto,
  processEvidencePhoto,
  type PhotoAccess,
  UPLOAD_URL_TTL_SECONDS,
} from "./photo.service";

export interface PhotoRouterOptions {
  storage: ObjectStorage;
  /** Applied to the calls that cost storage or CPU (upload URLs, processing), after sign-in. */
  rateLimit?: RequestHandler;
  /** The app's origin as browsers see it (PUBLIC_URL); by default, the origin of each request. */
  publicUrl?: string;
  /**
   * Who may load the photos of the report `reportId` (the report feature decides: a moderated report's
   * photos are its author's and staff's only); by default, anyone.
   */
  reportAccess?: (reportId: string, viewer: Request["user"]) => Promise<PhotoAccess>;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

const evidenceBody = z.object({ photoURL: z.string().min(1).max(2048) });

/**
 * The photo calls (docs/decisions.md#rest-calls), mounted inside /api: `POST /objects/upload` (a presigned
 * PUT URL), `PUT /evidence-photos` (check and process what was uploaded) and the processed images at
 * `GET /photos/:id` and `GET /photos/:id/thumbnail`.
 */
export function photoRouter({
  storage,
  rateLimit = passThrough,
  publicUrl,
  reportAccess = () => Promise.resolve<PhotoAccess>("public"),
}: PhotoRouterOptions): Router {
  const router = Router();

  router.post("/objects/upload", requireSignIn, rateLimit, async (req, res) => {
    const photo = await createPendingUpload(requestEntityManager(), req.user!);
    const url = await storage.presignPut(photo.uploadKey, {
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      maxBytes: LIMITS.photoMaxBytes,
    });
    res.json({ uploadURL: absoluteUrl(req, url, publicUrl) });
  });

  router.put("/evidence-photos", requireSignIn, rateLimit, async (req, res) => {
    const body = evidenceBody.safeParse(req.body);
    if (!body.success) throw badPhoto(PHOTO_MESSAGES.invalidUrl);
    const started = performance.now();
    const { photo, processedNow } = await processEvidencePhoto(
      requestEntityManager(),
      storage,
      req.user!.id,
      body.data.photoURL,
    );
    if (processedNow) {
      // `req.log` comes from the request logging (request-log.ts), which a router mounted without it (tests) lacks.
      req.log?.info({ photoId: photo.id, ms: Math.round(performance.now() - started) }, "photo processed");
    }
    res.json(presentPhoto(photo));
  });

  const serve =
    (variant: "display" | "thumbnail"): RequestHandler =>
    async (req, res) => {
      const photo = await findReadyPhoto(requestEntityManager(), String(req.params.id));
      const key = variant === "display" ? photo?.displayKey : photo?.thumbnailKey;
      if (!photo || !key) throw notFound(PHOTO_MESSAGES.photoNotFound);
      const access = photo.reportId ? await reportAccess(photo.reportId, req.user) : "public";
      if (access === "hidden") throw notFound(PHOTO_MESSAGES.photoNotFound);
      // A photo id never changes content, so caches may keep it forever; a moderated report's photo
      // only the viewer's own browser, and not on disk.
      res.setHeader(
        "Cache-Control",
        access === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
      );
      res.setHeader("ETag", `"${photo.id}-${variant}"`);
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      let object;
      try {
        object = await storage.getObject(key);
      } catch (error) {
        if (isStorageError(error, "NoSuchKey")) throw notFound(PHOTO_MESSAGES.photoNotFound);
        throw error;
      }
      res.type(photo.contentType ?? object.contentType ?? "application/octet-stream");
      res.setHeader("Content-Length", String(object.size));
      await pipeline(object.body, res);
    };
  router.get("/photos/:id", serve("display"));
  router.get("/photos/:id/thumbnail", serve("thumbnail"));

  return router;
}

/**
 * The local driver signs paths of this app; browsers (and the upload widget, which parses the URL)
 * need them absolute. S3 URLs already are.
 */
export function absoluteUrl(req: Request, url: string, publicUrl: string | undefined): string {
  if (/^https?:\/\//i.test(url)) return url;
  return new URL(url, publicUrl ?? `${req.protocol}://${req.get("host")}`).toString();
}
