import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { bulkAssignReports, bulkChangeReportStatus, bulkRouteReports } from "./report-bulk.service";

/**
 * Bulk actions on the REST door (docs/staff.md#bulk-actions): body `{ ids, …the single action's fields }`,
 * answer `{ count, reportIds }`; a refusal names the reports in `failures`. The rules are in the service.
 */
export function reportBulkRouter(): Router {
  const router = Router();
  router.post("/reports/bulk/status", requireSignIn, async (req, res) => {
    res.json(await bulkChangeReportStatus(requestEntityManager(), req.user, req.body ?? {}));
  });
  router.post("/reports/bulk/assignee", requireSignIn, async (req, res) => {
    res.json(await bulkAssignReports(requestEntityManager(), req.user, req.body ?? {}));
  });
  router.post("/reports/bulk/dependencia", requireSignIn, async (req, res) => {
    res.json(await bulkRouteReports(requestEntityManager(), req.user, req.body ?? {}));
  });
  return router;
}
