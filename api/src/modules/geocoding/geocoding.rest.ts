import { Router, type Request } from "express";
import type { GeocodingService } from "./geocoding.service";

export interface GeocodingRouterOptions {
  /** Runs first; throw an AppError (e.g. RATE_LIMITED from the shared per-IP limiter) to refuse. */
  beforeSearch?: (req: Request) => void | Promise<void>;
}

/**
 * `GET /geocode/search?q=&neighborhood=` (mounted under /api): at most 5 suggestions
 * (docs/decisions.md#rest-calls).
 */
export function geocodingRouter(service: GeocodingService, options: GeocodingRouterOptions = {}): Router {
  const router = Router();
  router.get("/geocode/search", async (req, res) => {
    await options.beforeSearch?.(req);
    const { suggestions, source } = await service.search({
      q: req.query.q,
      neighborhood: req.query.neighborhood,
    });
    // A gazetteer answer stands in for an unavailable upstream: the next try may do better.
    const fromUpstream = source === "upstream" || source === "cache";
    res.setHeader("Cache-Control", fromUpstream ? "private, max-age=300" : "no-store");
    res.json(suggestions);
  });
  return router;
}
