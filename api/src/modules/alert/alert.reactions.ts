import { react } from "../../events/domain-events";
import { enqueueJob } from "../../jobs/job-queue";
import { notifyMany } from "../notification/notification.service";
import { Report } from "../report/report.entity";

/**
 * A new report tells, at once and in the filing's transaction, everyone whose alert covers its barrio
 * and category (docs/alerts.md#immediate-alerts): in the app, and by e-mail through the queue for those
 * who chose immediate e-mails. Never its author; never an inactive account.
 */
export function registerAlertReactions(): void {
  react("report.filed", "alert.areaSubscribers", async (tx, event) => {
    const report = await tx.findOneOrFail(Report, { id: event.reportId }, { fields: ["status"] });
    const subscribers = await tx.execute<Array<{ user_id: string; email_alert_id: string | null }>>(
      `SELECT a.user_id,
         (array_agg(a.id ORDER BY a.created_at, a.id)
            FILTER (WHERE a.frequency = 'immediate' AND a.email AND u.email IS NOT NULL))[1] AS email_alert_id
       FROM report r
       JOIN area_alert a ON (cardinality(a.neighborhoods) = 0 OR r.neighborhood = ANY(a.neighborhoods))
         AND (cardinality(a.category_ids) = 0 OR r.category_id = ANY(a.category_ids))
       JOIN app_user u ON u.id = a.user_id AND u.active
       WHERE r.id = ? AND a.user_id IS DISTINCT FROM ?
       GROUP BY a.user_id
       ORDER BY a.user_id`,
      [event.reportId, event.authorId],
    );
    if (subscribers.length === 0) return;
    const notices = await notifyMany(tx, {
      kind: "areaAlert",
      reportId: event.reportId,
      toStatus: report.status,
      recipientIds: subscribers.map((subscriber) => subscriber.user_id),
    });
    const alertOf = new Map(subscribers.map((subscriber) => [subscriber.user_id, subscriber.email_alert_id]));
    for (const notice of notices) {
      const alertId = alertOf.get(notice.recipientId);
      if (!alertId) continue;
      await enqueueJob(
        tx,
        "send-alert-email",
        { notificationId: notice.id, alertId },
        { jobKey: `alert-email:${notice.id}` },
      );
    }
  });
}
