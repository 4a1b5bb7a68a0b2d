import { Router, type Response } from "express";
import { LocalObjectStorage } from "./local-object-storage";
import { isStorageError, type ObjectStorage } from "./object-storage";

const MESSAGES = {
  invalid: "El enlace de subida no es válido.",
  tooLarge: "El archivo es demasiado grande.",
  noSuchUpload: "La subida no existe o ya terminó. Inténtalo de nuevo.",
  invalidPart: "Número de parte inválido.",
} as const;

/**
 * The local driver's stand-in for S3's upload endpoint: `PUT /upload/<key>?expires=&signature=` (plus
 * `uploadId` and `partNumber` for a multipart part). The signature is the only credential, as with S3,
 * so it must be mounted before the session and CSRF middleware and before any body parser; the S3
 * driver needs no route, so this is an empty router then.
 */
export function objectStorageRouter(storage: ObjectStorage): Router {
  const router = Router();
  if (!(storage instanceof LocalObjectStorage)) return router;

  router.put("/upload/{*key}", async (req, res) => {
    const raw = (req.params as { key?: string | string[] }).key;
    const key = Array.isArray(raw) ? raw.join("/") : (raw ?? "");
    const grant = storage.checkGrant(key, req.query);
    if (grant === "expired") {
      // S3's own wording, which the upload widget recognises: it asks for a new URL and retries.
      refuse(res, 403)
        .type("application/xml")
        .send(
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
            "<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>",
        );
      return;
    }
    if (grant === "invalid") {
      refuse(res, 403).json({ error: MESSAGES.invalid });
      return;
    }
    const declared = Number(req.get("content-length"));
    if (grant.maxBytes !== undefined && declared > grant.maxBytes) {
      refuse(res, 413).json({ error: MESSAGES.tooLarge });
      return;
    }
    try {
      const etag = await storage.receive(grant, req, req.get("content-type") || undefined);
      res.setHeader("ETag", etag);
      res.status(200).end();
    } catch (error) {
      if (isStorageError(error, "EntityTooLarge")) refuse(res, 413).json({ error: MESSAGES.tooLarge });
      else if (isStorageError(error, "NoSuchUpload")) refuse(res, 404).json({ error: MESSAGES.noSuchUpload });
      else if (isStorageError(error, "InvalidPart")) refuse(res, 400).json({ error: MESSAGES.invalidPart });
      else throw error;
    }
  });
  return router;
}

/** The rest of a refused body is not worth receiving: close the connection after answering. */
function refuse(res: Response, status: number): Response {
  return res.status(status).setHeader("Connection", "close");
}
