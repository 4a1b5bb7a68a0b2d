import express, { Router } from "express";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasSessionCookie } from "../auth/session";

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/** The page without pre-rendered content, written by the web build beside index.html. */
const APP_SHELL_FILE = "app.html";

/**
 * Serves the built web app: content-hashed files under /assets are cached for a year, everything else
 * revalidates, and any other GET that wants HTML gets the app's page so that client routes load.
 * index.html has the signed-out landing page pre-rendered in it: it answers `/` for a browser with no
 * session cookie, which cannot be signed in; everyone else gets app.html, the same page without that
 * content, since a signed-in `/` is the home page (web/build/prerender-plugin.ts).
 */
export function webAppRouter(distDir = WEB_DIST_DIR): Router {
  const router = Router();
  if (!existsSync(path.join(distDir, "index.html"))) return router;
  const appShell = existsSync(path.join(distDir, APP_SHELL_FILE)) ? APP_SHELL_FILE : "index.html";

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
    const landing = req.path === "/" && !hasSessionCookie(req);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Cookie");
    res.sendFile(path.join(distDir, landing ? "index.html" : appShell));
  });
  return router;
}
