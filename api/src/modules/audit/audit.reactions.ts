import { LIMITS } from "../../domain";
import { react } from "../../events/domain-events";
import { recordAudit } from "./audit.service";

/** Staff actions on reports are recorded with the change, in its transaction (docs/staff.md#audit-log). */
export function registerAuditReactions(): void {
  react("report.statusChanged", "audit.reportStatus", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.status",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: `#${event.reportId.slice(-LIMITS.reportIdDisplayLength)}`,
      before: { status: event.fromStatus },
      after: { status: event.toStatus, ...(event.note ? { note: event.note } : {}) },
    });
  });
}
