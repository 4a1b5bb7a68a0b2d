import type { EntityManager } from "@mikro-orm/postgresql";
import { react } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { RESOLVED_STATUS } from "../../domain";
import { enqueueJob } from "../../jobs/job-queue";
import { Report } from "../report/report.entity";
import { notify, notifyStatusChange, staffToTellOfNewReport, staffToWarnFor } from "./notification.service";

/** Who hears of a report's changes (docs/staff.md#notifications, docs/staff.md#live). */
export function registerNotificationReactions(): void {
  // Staff's panel hears of a new report on commit (docs/live-updates.md#publishing).
  react("report.filed", "notification.staffPanel", async (tx, event) => {
    await publish(tx, "reportFiled", { reportId: event.reportId });
  });
  // Staff's bell: a report new in their dependencia, filed or routed there (docs/staff.md#notifications).
  // In the app only: the dependencia's own address already gets the routing e-mail.
  const tellOfNewReport = async (
    tx: EntityManager,
    reportId: string,
    dependenciaId: string,
    actorId: string | null,
  ) => {
    const routed = actorId !== null;
    const report = await tx.findOneOrFail(Report, { id: reportId }, { fields: ["status"] });
    for (const recipientId of await staffToTellOfNewReport(tx, dependenciaId, { actorId, routed })) {
      await notify(tx, {
        kind: "newReport",
        reportId,
        recipientId,
        fromStatus: null,
        toStatus: report.status,
        note: null,
        dueAt: null,
        email: false,
      });
    }
  };
  react("report.filed", "notification.staffNewReport", (tx, event) =>
    tellOfNewReport(tx, event.reportId, event.dependenciaId, null),
  );
  react("report.routed", "notification.staffRoutedReport", (tx, event) =>
    tellOfNewReport(tx, event.reportId, event.to.id, event.actorId),
  );
  // The receiving dependencia hears of a report sent to it at its e-mail (docs/staff.md#routing).
  react("report.routed", "notification.dependenciaEmail", async (tx, event) => {
    await enqueueJob(
      tx,
      "send-routing-email",
      { routingId: event.routingId },
      { jobKey: `routing:${event.routingId}` },
    );
  });
  // The dependencia's staff hear that residents reopened a resolution, and why (docs/resolution-check.md).
  react("report.reopenedByResidents", "notification.staffReopenedByResidents", async (tx, event) => {
    const report = await tx.findOneOrFail(Report, { id: event.reportId });
    for (const staff of await staffToWarnFor(tx, report)) {
      await notify(tx, {
        kind: "reopenedByResidents",
        reportId: report.id,
        recipientId: staff.id,
        fromStatus: RESOLVED_STATUS,
        toStatus: report.status,
        note: event.comments.length > 0 ? event.comments.join(" / ").slice(0, 2000) : null,
        dueAt: event.dueAt,
      });
    }
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
      // A duplicado tells its reporter where to follow it now (docs/staff.md#duplicates).
      originalReportId: event.fromStatus !== event.toStatus ? (event.duplicateOf?.id ?? null) : null,
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
  // The reporter is told of an extension of their report's term, and why (docs/legal-clock.md#extension).
  react("report.dueDateExtended", "notification.reporter", async (tx, event) => {
    if (!event.authorId || event.authorId === event.actorId) return;
    const report = await tx.findOneOrFail(Report, { id: event.reportId }, { fields: ["status"] });
    await notify(tx, {
      kind: "extension",
      reportId: event.reportId,
      recipientId: event.authorId,
      fromStatus: null,
      toStatus: report.status,
      note: event.reason,
      dueAt: event.dueAt,
    });
  });
  // Staff are warned of a term about to end, and of one that ended unanswered (docs/legal-clock.md#the-overdue-job).
  react("report.dueWarning", "notification.staffDueWarning", async (tx, event) => {
    const report = await tx.findOneOrFail(Report, { id: event.reportId }, { fields: ["status"] });
    for (const staff of await staffToWarnFor(tx, report)) {
      await notify(tx, {
        kind: event.warning === "soon" ? "dueSoon" : "overdue",
        reportId: event.reportId,
        recipientId: staff.id,
        fromStatus: null,
        toStatus: report.status,
        note: null,
        dueAt: event.dueAt,
      });
    }
  });
}
