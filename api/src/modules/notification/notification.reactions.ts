import { react } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { notifyStatusChange } from "./notification.service";

/** Who hears of a report's changes (docs/staff.md#notifications, docs/staff.md#live). */
export function registerNotificationReactions(): void {
  // Staff's panel hears of a new report on commit (docs/live-updates.md#publishing).
  react("report.filed", "notification.staffPanel", async (tx, event) => {
    await publish(tx, "reportFiled", { reportId: event.reportId });
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
