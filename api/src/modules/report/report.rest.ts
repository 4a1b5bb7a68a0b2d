import { Router } from "express";
import { requestEntityManager } from "../../context/request-context";
import { reportBudget, type RateLimiters } from "../../auth/rate-limit";
import { requireSignIn } from "../../auth/require-sign-in";
import { changeReportStatus, createReport, getReport, listReports, reportTotals } from "./report.service";

export interface ReportRouterOptions {
  /** The report-creation budget is spent by the service, after the replay lookup and validation. */
  limiters: RateLimiters;
}

/** SPEC.md §7's private report calls, mounted inside /api; the rules are in report.service.ts. */
export function reportRouter({ limiters }: ReportRouterOptions): Router {
  const router = Router();
  // Per route, not for all of /reports: the community's public calls live under /reports/{id} too.
  router.post("/reports", requireSignIn, async (req, res) => {
    const { report, created } = await createReport(
      requestEntityManager(),
      req.user!,
      req.body,
      req.get("idempotency-key"),
      reportBudget(limiters, req.user!.id),
    );
    res.status(created ? 201 : 200).json(report);
  });

  router.get("/reports", requireSignIn, async (req, res) => {
    res.json(await listReports(requestEntityManager(), req.user!, { status: req.query.status }));
  });

  router.get("/reports/totals", requireSignIn, async (req, res) => {
    res.json(await reportTotals(requestEntityManager(), req.user!));
  });

  router.get("/reports/:id", requireSignIn, async (req, res) => {
    res.json(await getReport(requestEntityManager(), req.user!, String(req.params.id)));
  });

  router.patch("/reports/:id/status", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as { status?: unknown; note?: unknown };
    res.json(await changeReportStatus(requestEntityManager(), req.user!, String(req.params.id), body));
  });

  return router;
}
