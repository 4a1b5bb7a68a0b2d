import { Router, type RequestHandler } from "express";
import { requestEntityManager } from "../../context/request-context";
import { findNearbyReports } from "./nearby.service";

/**
 * GET /api/reports/nearby (docs/nearby.md): mounted before the report router, whose /reports/{id} would
 * take "nearby" for an id. Anyone may ask; the caller's budget is spent first.
 */
export function nearbyRouter({ rateLimit }: { rateLimit: RequestHandler }): Router {
  const router = Router();
  router.get("/reports/nearby", rateLimit, async (req, res) => {
    const { categoryId, category, neighborhood, lat, lng, text } = req.query;
    res.json(
      await findNearbyReports(requestEntityManager(), req.user, {
        categoryId: categoryId ?? category,
        neighborhood,
        lat,
        lng,
        text,
      }),
    );
  });
  return router;
}
