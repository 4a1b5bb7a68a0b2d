import { Router } from "express";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { requestEntityManager } from "../../context/request-context";
import { AppError } from "../../errors/app-error";
import { getPublicReport } from "./public-report.service";
import { shareMetaTags, withShareMeta } from "./share-meta";

export interface SharePageOptions {
  /** The built web app (its index.html); nothing is served when it is not built. */
  distDir: string;
  /** The app's origin as browsers see it; otherwise the request's own. */
  publicUrl: string | undefined;
}

/**
 * /community/reports/{id} as HTML with the report's link preview in it (WhatsApp and the like read
 * the HTML, not what the app renders): the same index.html as every route, plus its tags. Signed out
 * on purpose: a preview shows what everyone sees. An unknown report gets the page with status 404.
 */
export function sharePageRouter({ distDir, publicUrl }: SharePageOptions): Router {
  const router = Router();
  router.get("/community/reports/:id", async (req, res, next) => {
    if (!req.accepts("html")) return next();
    const indexHtml = await readFile(path.join(distDir, "index.html"), "utf8").catch(() => null);
    if (indexHtml === null) return next();
    res.setHeader("Cache-Control", "no-cache");
    try {
      const report = await getPublicReport(requestEntityManager(), undefined, String(req.params.id));
      const origin = publicUrl ?? `${req.protocol}://${req.get("host")}`;
      res.type("html").send(withShareMeta(indexHtml, shareMetaTags(report, origin)));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
      res.status(404).type("html").send(indexHtml);
    }
  });
  return router;
}
