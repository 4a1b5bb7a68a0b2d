import { Router } from "express";
import { requestEntityManager } from "../../context/request-context";
import { requireSignIn } from "../../auth/require-sign-in";
import type { ObjectStorage } from "../../storage/object-storage";
import { presentPhoto } from "../photo/photo.service";
import { blurReportPhoto } from "./photo-blur.service";

/**
 * `POST /api/reports/:id/photos/:photoId/blur` with `{ rectangles: [{ x, y, width, height }] }`: staff
 * blur a report's photo (docs/privacy-masking.md#photo-blurring); answers the new photo, which replaced
 * the old one everywhere. The rules are in photo-blur.service.ts.
 */
export function photoBlurRouter({ storage }: { storage: ObjectStorage }): Router {
  const router = Router();
  router.post("/reports/:id/photos/:photoId/blur", requireSignIn, async (req, res) => {
    const photo = await blurReportPhoto(
      requestEntityManager(),
      storage,
      req.user,
      { ...(req.body as object), reportId: String(req.params.id), photoId: String(req.params.photoId) },
      req.log,
    );
    res.json({ id: photo.id, ...presentPhoto(photo) });
  });
  return router;
}
