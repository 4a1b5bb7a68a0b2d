import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SIMPLE_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * Cookie sessions need CSRF protection. A cross-site page can only send "simple" requests without a
 * CORS preflight (which we never grant), so a state-changing request must carry a non-simple content
 * type (JSON) or a custom header; and a present Origin must be the app's own.
 */
export function csrfProtection(
  isAllowedOrigin: (origin: string, host: string | undefined) => boolean,
): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (origin && !isAllowedOrigin(origin, req.get("host"))) {
      res.status(403).json({ error: "Origen no permitido." });
      return;
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const contentType = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const simpleBody = contentType === "" || SIMPLE_CONTENT_TYPES.includes(contentType);
    const customHeader = req.get("x-requested-with") != null || req.get("apollo-require-preflight") != null;
    if (simpleBody && !customHeader) {
      res.status(403).json({ error: "Solicitud rechazada: falta un encabezado de seguridad." });
      return;
    }
    next();
  };
}

/** The app's own origin: PUBLIC_URL when configured, else whatever host the request was sent to. */
export function originChecker(publicUrl: string | undefined) {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return (origin: string, host: string | undefined): boolean => {
    if (configured) return origin === configured;
    try {
      return host != null && new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}
