import { Router, type RequestHandler } from "express";
import { requestEntityManager } from "../../context/request-context";
import { requireSignIn } from "../../auth/require-sign-in";
import { changeReportStatus, createReport, getReport, listReports, reportTotals } from "./report.service";
import { presentReport, presentReports } from "./report.presenter";

export interface ReportRouterOptions {
  /** Spends the caller's report-creation budget; applied after sign-in. */
  rateLimit: RequestHandler;
}

/** SPEC.md §7's private report calls, mounted inside /api; the rules are in report.service.ts. */
export function reportRouter({ rateLimit }: ReportRouterOptions): Router {
  const router = Router();
  // Per route, not for all of /reports: the community's public calls live under /reports/{id} too.
  router.post("/reports", requireSignIn, rateLimit, async (req, res) => {
    const { report, created } = await createReport(
      requestEntityManager(),
      req.user!,
      req.body,
      req.get("idempotency-key"),
    );
    res.status(created ? 201 : 200).json(await presentReport(requestEntityManager(), report));
  });

  router.get("/reports", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(await presentReports(em, await listReports(em, req.user!, { status: req.query.status })));
  });

  router.get("/reports/totals", requireSignIn, async (req, res) => {
    res.json(await reportTotals(requestEntityManager(), req.user!));
  });

  router.get("/reports/:id", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(await presentReport(em, await getReport(em, req.user!, String(req.params.id))));
  });

  router.patch("/reports/:id/status", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as { status?: unknown; note?: unknown };
    const em = requestEntityManager();
    res.json(await presentReport(em, await changeReportStatus(em, req.user!, String(req.params.id), body)));
  });

  return router;
}
