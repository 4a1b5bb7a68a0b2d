import { react } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { enqueueJob } from "../../jobs/job-queue";
import { notifyStatusChange } from "./notification.service";

/** Who hears of a report's changes (docs/staff.md#notifications, docs/staff.md#live). */
export function registerNotificationReactions(): void {
  // Staff's panel hears of a new report on commit (docs/live-updates.md#publishing).
  react("report.filed", "notification.staffPanel", async (tx, event) => {
    await publish(tx, "reportFiled", { reportId: event.reportId });
  });
  // The receiving dependencia hears of a report sent to it at its e-mail (docs/staff.md#routing).
  react("report.routed", "notification.dependenciaEmail", async (tx, event) => {
    await enqueueJob(
      tx,
      "send-routing-email",
      { routingId: event.routingId },
      { jobKey: `routing:${event.routingId}` },
    );
  });
  // The reporter hears of a status change, unless they made it themselves.
  react("report.statusChanged", "notification.reporter", async (tx, event) => {
    if (!event.authorId || event.authorId === event.actorId) return;
    await notifyStatusChange(tx, {
      reportId: event.reportId,
      recipientId: event.authorId,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
    });
  });
}
