import { webhookActorName } from "../../domain";
import { bogotaDate } from "../../domain/business-days";
import { react } from "../../events/domain-events";
import { recordAudit, recordAuditByName } from "./audit.service";

/** Staff actions are recorded with the change, in its transaction (docs/staff.md#audit-log). */
export function registerAuditReactions(): void {
  react("account.changedByStaff", "audit.accountChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: event.action,
      subjectType: "user",
      subjectId: event.accountId,
      subjectLabel: event.accountLabel,
      before: event.before,
      after: event.after,
    });
  });
  // A staff member renaming themselves: the log keeps who acted under which name.
  react("account.renamed", "audit.staffAccountRenamed", async (tx, event) => {
    await recordAudit(tx, event.accountId, {
      action: "user.name",
      subjectType: "user",
      subjectId: event.accountId,
      subjectLabel: event.accountLabel,
      before: event.before,
      after: event.after,
    });
  });
  // A staff account deleting itself is a staff action too; a resident's deletion is not audited.
  react("account.deleting", "audit.staffAccountDeleted", async (tx, event) => {
    if (!event.staff) return;
    await recordAudit(tx, event.accountId, {
      action: "user.delete",
      subjectType: "user",
      subjectId: event.accountId,
      subjectLabel: event.accountLabel,
      before: { role: event.role },
      after: null,
    });
  });
  react("category.changed", "audit.categoryChange", async (tx, event) => {
    const subject =
      event.action === "category.update"
        ? { subjectId: event.categoryId, subjectLabel: event.categoryName }
        : { subjectId: "*", subjectLabel: "Todas las categorías" };
    await recordAudit(tx, event.actorId, {
      action: event.action,
      subjectType: "category",
      ...subject,
      before: event.before,
      after: event.after,
    });
  });
  react("dependencia.changed", "audit.dependenciaChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "dependencia.update",
      subjectType: "dependencia",
      subjectId: event.dependenciaId,
      subjectLabel: event.dependenciaName,
      before: event.before,
      after: event.after,
    });
  });
  react("apiKey.changed", "audit.apiKeyChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: event.action,
      subjectType: "api_key",
      subjectId: event.keyId,
      subjectLabel: event.keyName,
      before: event.before,
      after: event.after,
    });
  });
  react("webhook.changed", "audit.webhookChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: event.action,
      subjectType: "webhook",
      subjectId: event.dependenciaId,
      subjectLabel: event.dependenciaName,
      before: event.before,
      after: event.after,
    });
  });
  // A refused inbound request is named after the partner it claimed to be (docs/webhooks.md#inbound).
  react("webhook.refused", "audit.webhookRefused", (tx, event) => {
    recordAuditByName(tx, webhookActorName(event.dependenciaName), {
      action: "webhook.refused",
      subjectType: "webhook",
      subjectId: event.dependenciaId,
      subjectLabel: event.dependenciaName,
      before: null,
      after: { reason: event.reason, ...(event.eventId ? { eventId: event.eventId } : {}) },
    });
    return Promise.resolve();
  });
  // Every report a partner files is on the log under its key's name (docs/open311.md#filing).
  react("report.filedByPartner", "audit.partnerFiling", (tx, event) => {
    recordAuditByName(tx, event.channel, {
      action: "report.open311",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: null,
      after: { radicado: event.radicado, channel: event.channel },
    });
    return Promise.resolve();
  });
  // Moderation decisions (docs/moderation.md#the-queue): the item, and its state before and after.
  react("content.moderated", "audit.moderation", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: `moderation.${event.action}`,
      subjectType: event.target,
      subjectId: event.commentId ?? event.reportId,
      subjectLabel: event.label,
      before: event.before,
      after: event.after,
    });
  });
  react("routing.changed", "audit.routingChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "routing.update",
      subjectType: "routing",
      subjectId: "*",
      subjectLabel: event.ruleLabel,
      before: event.before,
      after: event.after,
    });
  });
  react("report.routed", "audit.reportRoute", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.route",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: { dependencia: event.from.name },
      after: { dependencia: event.to.name },
    });
  });
  react("report.assigned", "audit.reportAssign", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.assign",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: { assignee: event.from?.name ?? null },
      after: { assignee: event.to?.name ?? null },
    });
  });
  react("report.statusChanged", "audit.reportStatus", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.status",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      // A duplicado names its original; reopening one says which mark it undid (docs/staff.md#duplicates).
      before: {
        status: event.fromStatus,
        ...(event.previousDuplicateOf ? { duplicateOf: event.previousDuplicateOf.radicado } : {}),
      },
      after: {
        status: event.toStatus,
        ...(event.duplicateOf && event.fromStatus !== event.toStatus
          ? { duplicateOf: event.duplicateOf.radicado }
          : {}),
        ...(event.note ? { note: event.note } : {}),
        ...(event.publicUpdate ? { publicUpdate: event.publicUpdate } : {}),
        ...(event.isAnswer ? { isAnswer: true, firstAnswer: event.firstAnswer } : {}),
        ...(event.internalNote ? { internalNote: event.internalNote } : {}),
        ...(event.afterPhotoId ? { afterPhoto: event.afterPhotoId } : {}),
      },
    });
  });
  react("template.changed", "audit.templateChange", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "template.update",
      subjectType: "template",
      subjectId: event.templateId,
      subjectLabel: event.templateTitle,
      before: event.before,
      after: event.after,
    });
  });
  react("report.updated", "audit.reportUpdate", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.update",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: null,
      after: {
        kind: event.kind,
        body: event.body,
        ...(event.isAnswer ? { isAnswer: true, firstAnswer: event.firstAnswer } : {}),
      },
    });
  });
  react("report.photoBlurred", "audit.photoBlur", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.photoBlur",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: { photo: event.oldPhotoId },
      after: { photo: event.newPhotoId, rectangles: event.rectangles },
    });
  });
  // The term's extension: its due date before and after, in Bogotá days, and why (docs/legal-clock.md#extension).
  react("report.dueDateExtended", "audit.reportExtension", async (tx, event) => {
    await recordAudit(tx, event.actorId, {
      action: "report.extension",
      subjectType: "report",
      subjectId: event.reportId,
      subjectLabel: event.radicado,
      before: { dueDate: bogotaDate(event.previousDueAt) },
      after: { dueDate: bogotaDate(event.dueAt), reason: event.reason },
    });
  });
}
