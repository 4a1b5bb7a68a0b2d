import type { ReportStatus } from "../../domain";
import { react } from "../../events/domain-events";
import { followersToTell } from "../community/follow.service";
import { queuePushes, type PushRecipient } from "./push.service";

/**
 * Who hears a change by push (docs/push.md#when-and-to-whom), queued in the change's transaction. The
 * recipients are those the app already tells in its bell, decided where the bell's are: registered after
 * the notifications, the follows and the area alerts (server/reactions.ts).
 */
export function registerPushReactions(): void {
  // A status change: the reporter (unless they made it), as notification.reporter; the followers, as
  // follow.tellFollowers (the same followersToTell). A note without a change of status pushes nothing.
  react("report.statusChanged", "push.statusChanged", async (tx, event) => {
    if (event.fromStatus === event.toStatus) return;
    const recipients: PushRecipient[] = [];
    if (event.authorId && event.authorId !== event.actorId) {
      recipients.push({ userId: event.authorId, kind: "status" });
    }
    for (const userId of await followersToTell(tx, event.reportId, [event.authorId, event.actorId])) {
      recipients.push({ userId, kind: "followedStatus" });
    }
    await queuePushes(tx, { reportId: event.reportId, status: event.toStatus, recipients });
  });
  // A new report: everyone its area alerts told in the app a moment ago, in this transaction
  // (alert.areaSubscribers wrote their `areaAlert` notices; a report is filed once, so those are
  // exactly this filing's). The matching rules stay in the alert module (docs/alerts.md#immediate-alerts).
  react("report.filed", "push.areaAlert", async (tx, event) => {
    const rows = await tx.execute<Array<{ recipient_id: string; to_status: ReportStatus }>>(
      `SELECT recipient_id, to_status FROM notification WHERE report_id = ? AND kind = 'areaAlert'
       ORDER BY recipient_id`,
      [event.reportId],
    );
    if (rows.length === 0) return;
    await queuePushes(tx, {
      reportId: event.reportId,
      status: rows[0]!.to_status,
      recipients: rows.map((row) => ({ userId: row.recipient_id, kind: "areaAlert" })),
    });
  });
}
