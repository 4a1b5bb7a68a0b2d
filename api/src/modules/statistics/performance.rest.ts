import { Router, type RequestHandler } from "express";
import { requestEntityManager } from "../../context/request-context";
import { spreadsheetCsv } from "../../csv/spreadsheet-csv";
import { STATISTICS_TIME_ZONE } from "../../domain";
import { PERFORMANCE_CSV_COLUMNS, performanceCsvRows } from "./performance.csv";
import { getPerformance } from "./performance.service";

/**
 * Public performance (docs/transparency.md): `GET /api/performance` with the GraphQL filter's fields as
 * query parameters (period, from, to, comma-separated categories and neighborhoods), the same numbers
 * as `performance(filter)`; and its open-data file, `GET /api/open-data/performance.csv`, all time
 * unless the same parameters say otherwise. Both spend the statistics' budget per address.
 */
export function performanceRouter({ rateLimit }: { rateLimit: RequestHandler }): Router {
  const router = Router();
  router.get("/performance", rateLimit, async (req, res) => {
    const performance = await getPerformance(requestEntityManager(), req.query);
    res.json({ ...performance, range: { ...performance.range, timeZone: STATISTICS_TIME_ZONE } });
  });
  router.get("/open-data/performance.csv", rateLimit, async (req, res) => {
    const { period, from, to } = req.query;
    const filter = period || from || to ? req.query : { ...req.query, period: "all" };
    const performance = await getPerformance(requestEntityManager(), filter);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="desempeno-riomar.csv"');
    res.setHeader("Cache-Control", "no-cache");
    const csv = spreadsheetCsv({ columns: PERFORMANCE_CSV_COLUMNS, recordDelimiter: "unix" });
    csv.pipe(res);
    for (const row of performanceCsvRows(performance)) csv.write(row);
    csv.end();
  });
  return router;
}
