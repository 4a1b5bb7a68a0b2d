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
      publicUpdate: event.publicUpdate,
    });
  });
  // A public update or a message tells the reporter; an internal note tells nobody
  // (docs/staff.md#notifications).
  react("report.updated", "notification.reporter", async (tx, event) => {
    if (!event.authorId || event.authorId === event.actorId || event.kind === "internal_note") return;
    await notifyStatusChange(tx, {
      kind: event.kind,
      reportId: event.reportId,
      recipientId: event.authorId,
      fromStatus: null,
      toStatus: event.status,
      note: event.kind === "reporter_message" ? event.body : null,
      publicUpdate: event.kind === "public_update" ? event.body : null,
    });
  });
}
