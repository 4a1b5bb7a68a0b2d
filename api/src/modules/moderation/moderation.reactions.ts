import { FLAG_REASON_LABELS } from "../../domain";
import { react, type DomainEvents } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { notify } from "../notification/notification.service";

/** What the author is told of a decision that changed whether the public reads their item. */
function authorNotice(event: DomainEvents["content.moderated"]): string | null {
  const item =
    event.target === "report"
      ? `Tu reporte ${event.radicado}`
      : `Tu comentario en el reporte ${event.radicado}`;
  if (event.after.state === "hidden" && event.after.reason) {
    if (event.before.state === "hidden" && event.before.reason === event.after.reason) return null;
    return `${item} fue ocultado por moderación: ${FLAG_REASON_LABELS[event.after.reason].toLowerCase()}. Solo tú y el personal de la Alcaldía lo ven.`;
  }
  if (event.after.state === null && event.before.state !== null) {
    return `${item} vuelve a estar visible para todos: el personal de la Alcaldía lo revisó.`;
  }
  return null;
}

/**
 * Moderation's reactions (docs/moderation.md): staff's open queue hears of every flag and decision; the
 * author of an item hidden or shown again is told, in the app and by e-mail when SMTP is set.
 */
export function registerModerationReactions(): void {
  react("content.flagged", "moderation.queue", async (tx, event) => {
    await publish(tx, "moderationQueueChanged", { reportId: event.reportId });
  });
  react("content.moderated", "moderation.queue", async (tx, event) => {
    await publish(tx, "moderationQueueChanged", { reportId: event.reportId });
  });
  // A comment its author deleted leaves the queue: nothing is left to decide on (docs/moderation.md#the-queue).
  react("comment.deleted", "moderation.closeFlags", async (tx, event) => {
    const closed = await tx.execute<unknown[]>(
      "UPDATE content_flag SET closed_at = now() WHERE comment_id = ? AND closed_at IS NULL RETURNING id",
      [event.commentId],
    );
    if (closed.length > 0) await publish(tx, "moderationQueueChanged", { reportId: event.reportId });
  });
  react("content.moderated", "moderation.authorNotice", async (tx, event) => {
    const note = authorNotice(event);
    if (!note || !event.authorId) return;
    await notify(tx, {
      kind: "moderation",
      reportId: event.reportId,
      recipientId: event.authorId,
      fromStatus: null,
      toStatus: event.counts.status,
      note,
      dueAt: null,
    });
  });
}
