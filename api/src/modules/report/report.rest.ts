import { Router, type Request, type Response } from "express";
import { requestEntityManager } from "../../context/request-context";
import { reportBudget, type RateLimiters } from "../../auth/rate-limit";
import { requireSignIn } from "../../auth/require-sign-in";
import {
  addReportUpdate,
  changeReportStatus,
  createReport,
  getReport,
  listReports,
  reportTotals,
} from "./report.service";
import { presentReport, presentReports } from "./report.presenter";
import { extendReportDueDate } from "./report-clock.service";
import { searchReports, type ReportPage } from "./report-search.service";
import { assignReport, routeReport, searchInbox } from "./report-work.service";

export interface ReportRouterOptions {
  /** The report-creation budget is spent by the service, after the replay lookup and validation. */
  limiters: RateLimiters;
}

/**
 * The private report calls (docs/decisions.md#rest-calls), mounted inside /api; the rules are in
 * report.service.ts.
 */
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
    res.status(created ? 201 : 200).json(await presentReport(requestEntityManager(), report));
  });

  // `?neighborhood=` browses a barrio's reports; without it, the caller's own (Mis reportes; staff:
  // every report), a page at a time like the searches (`limit`, `cursor`, X-Next-Cursor).
  router.get("/reports", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    if (req.query.neighborhood !== undefined) {
      await sendPage(res, await searchReports(em, req.user, searchQuery(req.query)));
      return;
    }
    const { status, limit, cursor } = req.query;
    await sendPage(res, await listReports(em, req.user!, { status, limit, after: cursor }));
  });

  // Before /reports/:id, which would take "all" and "category" for ids.
  router.get("/reports/all", requireSignIn, async (req, res) => {
    await sendPage(res, await searchReports(requestEntityManager(), req.user, searchQuery(req.query)));
  });

  router.get("/reports/category/:categoryId", requireSignIn, async (req, res) => {
    const query = { ...searchQuery(req.query), categoryId: String(req.params.categoryId) };
    await sendPage(res, await searchReports(requestEntityManager(), req.user, query));
  });

  router.get("/reports/totals", requireSignIn, async (req, res) => {
    res.json(await reportTotals(requestEntityManager(), req.user!));
  });

  router.get("/reports/:id", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(await presentReport(em, await getReport(em, req.user!, String(req.params.id))));
  });

  router.patch("/reports/:id/status", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const em = requestEntityManager();
    res.json(await presentReport(em, await changeReportStatus(em, req.user!, String(req.params.id), body)));
  });

  // Who works it (docs/staff.md#routing, #assignment): body { dependenciaId } / { assigneeId | null }.
  router.patch("/reports/:id/dependencia", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(
      await presentReport(em, await routeReport(em, req.user!, String(req.params.id), req.body ?? {})),
    );
  });

  router.patch("/reports/:id/assignee", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(
      await presentReport(em, await assignReport(em, req.user!, String(req.params.id), req.body ?? {})),
    );
  });

  // Mi bandeja (docs/staff.md#mi-bandeja), a page at a time like the searches.
  router.get("/inbox", requireSignIn, async (req, res) => {
    await sendPage(res, await searchInbox(requestEntityManager(), req.user!, searchQuery(req.query)));
  });

  // The term's one extension (docs/legal-clock.md#extension): body { reason }.
  router.post("/reports/:id/extension", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    const id = String(req.params.id);
    await extendReportDueDate(em, req.user!, id, req.body ?? {});
    res.json(await presentReport(em, await getReport(em, req.user!, id)));
  });

  // A public update, a message to the reporter or an internal note (docs/staff.md#updates-messages-and-notes).
  router.post("/reports/:id/updates", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const em = requestEntityManager();
    const record = await addReportUpdate(em, req.user!, String(req.params.id), body);
    res.status(201).json(await presentReport(em, record));
  });

  return router;
}

/** The search's query parameters (docs/report-search.md); `cursor` is the previous page's next cursor. */
export function searchQuery(query: Request["query"]): Record<string, unknown> {
  const { cursor, ...rest } = query;
  return { ...rest, after: cursor };
}

/**
 * The answer is an array: the next page's cursor travels in a header, when there is one
 * (docs/decisions.md#rest-calls).
 */
async function sendPage(res: Response, page: ReportPage): Promise<void> {
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor)
    res.set(NEXT_CURSOR_HEADER, page.pageInfo.endCursor);
  res.json(
    await presentReports(
      requestEntityManager(),
      page.edges.map((edge) => edge.node),
    ),
  );
}

export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
