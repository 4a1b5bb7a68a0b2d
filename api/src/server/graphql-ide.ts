import { Router } from "express";
import { existsSync } from "node:fs";
import path from "node:path";
import { GRAPHQL_PATH } from "./graphql";
import { WEB_DIST_DIR } from "./web-app";

/**
 * The page's own Content-Security-Policy, set here so that it holds whatever the app's default is:
 * GraphiQL's editor (Monaco) writes <style> elements as it runs, so styles may be inline on this page
 * only; scripts, workers and requests stay on the app's own origin (it works with no internet).
 */
export const IDE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** A friendlier address for the same page. */
export const ANALYSTS_PATH = "/analistas";

/**
 * The analysts' IDE (docs/statistics.md#analysts-ide): a browser opening /graphql (or /analistas) gets
 * the bundled GraphiQL page (web/ide.html), served by the app itself, so it works with no internet.
 * GraphQL requests (POST, or GET with a query) and clients that want JSON go on to Apollo, whose own
 * landing page stays disabled.
 */
export function graphqlIdeRouter(distDir = WEB_DIST_DIR): Router {
  const router = Router();
  const page = path.join(distDir, "ide.html");
  router.get([GRAPHQL_PATH, ANALYSTS_PATH], (req, res, next) => {
    const wanted = req.accepts(["application/json", "application/graphql-response+json", "text/html"]);
    // Before `npm run build` there is no page: /graphql is the API alone.
    if (req.query.query !== undefined || wanted !== "text/html" || !existsSync(page)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", IDE_CONTENT_SECURITY_POLICY);
    res.sendFile(page);
  });
  return router;
}
