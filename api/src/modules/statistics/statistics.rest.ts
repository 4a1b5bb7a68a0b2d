import { Router, type RequestHandler } from "express";
import { requestEntityManager } from "../../context/request-context";
import { presentSpecStatistics } from "./statistics.presenter";
import { prepareStatistics, statisticsSummary } from "./statistics.service";

/**
 * `GET /api/statistics[?period=week|month|year|all]` (docs/decisions.md#rest-calls), public. The GraphQL
 * filter's other fields work here too as query parameters (from, to, and comma-separated neighborhoods,
 * categories, statuses, severities); the service parses and checks them.
 */
export function statisticsRouter({ rateLimit }: { rateLimit: RequestHandler }): Router {
  const router = Router();
  router.get("/statistics", rateLimit, async (req, res) => {
    const request = prepareStatistics(requestEntityManager(), req.query);
    res.json(presentSpecStatistics(await statisticsSummary(request)));
  });
  return router;
}
