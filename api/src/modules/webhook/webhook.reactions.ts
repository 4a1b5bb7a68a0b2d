import { PUBLIC_UPDATE_KIND } from "../../domain";
import { react } from "../../events/domain-events";
import { queueWebhookEvent } from "./webhook.service";

/**
 * What a dependencia's partner is told (docs/webhooks.md#outbound): each event becomes a delivery row
 * and its job, in the writer's transaction, so a delivery exists exactly when the change commits. The
 * request that made the change never waits for the partner: the queue's worker sends it.
 */
export function registerWebhookReactions(): void {
  // Filing routes the report to its first dependencia (docs/staff.md#routing).
  react("report.filed", "webhook.routed", (tx, event) =>
    queueWebhookEvent(tx, {
      dependenciaId: event.dependenciaId,
      type: "report.routed",
      reportId: event.reportId,
      occurredAt: event.filedAt,
      actorId: null,
    }),
  );
  react("report.routed", "webhook.rerouted", (tx, event) =>
    queueWebhookEvent(tx, {
      dependenciaId: event.to.id,
      type: "report.routed",
      reportId: event.reportId,
      occurredAt: new Date(),
      actorId: event.actorId,
    }),
  );
  react("report.statusChanged", "webhook.statusChanged", (tx, event) =>
    queueWebhookEvent(tx, {
      dependenciaId: event.dependenciaId,
      type: "report.status_changed",
      reportId: event.reportId,
      occurredAt: event.changedAt,
      actorId: event.actorId,
    }),
  );
  // Public updates only: messages to the reporter and internal notes are not the partner's to read.
  react("report.updated", "webhook.publicUpdate", async (tx, event) => {
    if (event.kind !== PUBLIC_UPDATE_KIND) return;
    const [report] = await tx.execute<Array<{ dependencia_id: string }>>(
      "SELECT dependencia_id FROM report WHERE id = ?",
      [event.reportId],
    );
    if (!report) return;
    await queueWebhookEvent(tx, {
      dependenciaId: report.dependencia_id,
      type: "report.public_update",
      reportId: event.reportId,
      occurredAt: event.createdAt,
      actorId: event.actorId,
    });
  });
}
