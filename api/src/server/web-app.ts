import express, { Router } from "express";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/**
 * Serves the built web app: content-hashed files under /assets are cached for a year, everything else
 * revalidates, and any other GET that wants HTML gets index.html so that client routes load.
 */
export function webAppRouter(distDir = WEB_DIST_DIR): Router {
  const router = Router();
  if (!existsSync(path.join(distDir, "index.html"))) return router;

  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get("/{*splat}", (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, "index.html"));
  });
  return router;
}
