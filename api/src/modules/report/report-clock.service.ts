import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  DEPENDENCIA_MESSAGES,
  EXTENSION_MESSAGES,
  extendedDueAt,
  MESSAGES,
  PENDING_STATUSES,
  termEnd,
  UUID_PATTERN,
} from "../../domain";
import { conflict, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canReadAsStaff, canWorkReport, extensionRefusal } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import { extendDueDateInput } from "./report.inputs";
import { Report } from "./report.entity";
import { reportFacts, toDate } from "./report.record";

/**
 * The petition's clock (docs/legal-clock.md#the-due-date): its due date, its answer, its one extension, and
 * the due-date job's pass over open reports.
 */

/** Days before the due date on which staff are warned (docs/legal-clock.md#the-overdue-job). */
export const WARN_BUSINESS_DAYS_BEFORE = 2;

/**
 * A new term for a reopened report: 15 días hábiles from `at`, unanswered, not extended, not warned; what
 * the previous term had is in the history and the audit log.
 */
export function restartTerm(report: Report, at: Date): void {
  report.dueAt = termEnd(at);
  report.answeredAt = null;
  report.extendedAt = null;
  report.extensionReason = null;
  report.originalDueAt = null;
  report.overdueAt = null;
  report.warnedSoonAt = null;
}

/**
 * The term is met by the first public answer (docs/legal-clock.md#the-due-date): sets `answeredAt` only if
 * the current term has none, in the caller's transaction; later answers change nothing. Answers whether
 * this one met it.
 */
export async function markReportAnswered(em: EntityManager, report: Report, at: Date): Promise<boolean> {
  if (report.answeredAt !== null) return false;
  // A conditional write, so that two answers at once cannot both be the first.
  const updated = await em.nativeUpdate(Report, { id: report.id, answeredAt: null }, { answeredAt: at });
  if (updated === 0) return false;
  // The entity in step with its row (its next flush writes the same value).
  report.answeredAt = at;
  return true;
}

/**
 * Extends a report's term once, before it expires, with a reason the reporter is told
 * (docs/legal-clock.md#extension): the new due date is 15 días hábiles after the original one. Refused
 * after expiry, a second time, on an answered or closed report (CONFLICT); the row is locked so two
 * extensions at once cannot both pass.
 */
export async function extendReportDueDate(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<void> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { reason } = parseInput(extendDueDateInput, input);
  if (!UUID_PATTERN.test(id)) throw notFound(MESSAGES.reportNotFound);
  await em.transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!report) throw notFound(MESSAGES.reportNotFound);
    if (!canWorkReport(viewer, reportFacts(report))) throw forbidden(DEPENDENCIA_MESSAGES.notYourDependencia);
    const now = new Date();
    const refusal = extensionRefusal(report, now);
    if (refusal) throw conflict(EXTENSION_MESSAGES[refusal]);
    const previousDueAt = report.dueAt;
    report.originalDueAt = previousDueAt;
    report.dueAt = extendedDueAt(previousDueAt);
    report.extendedAt = now;
    report.extensionReason = reason;
    await tx.flush();
    // The audit entry and the reporter's notice react in this transaction (docs/events.md).
    await emit(tx, "report.dueDateExtended", {
      reportId: report.id,
      actorId: viewer.id,
      authorId: report.author?.id ?? null,
      radicado: report.radicado,
      previousDueAt,
      dueAt: report.dueAt,
      reason,
      extendedAt: now,
    });
  });
}

/**
 * One pass of the due-date job at `now` (docs/legal-clock.md#the-overdue-job): open, unanswered reports
 * whose term ends within 2 días hábiles get their "soon" warning, and those whose term has ended are
 * marked overdue with their warning. Each mark is a conditional write that only one run can make, so
 * the warnings go out once however many instances or reruns; the marks and their warnings commit
 * together. Answers how many of each it marked.
 */
export async function checkDueDates(
  em: EntityManager,
  now: Date,
): Promise<{ soon: number; overdue: number }> {
  // The last instant whose term counts as ending "soon": the end of the 2nd business day after today.
  const soonLimit = termEnd(now, WARN_BUSINESS_DAYS_BEFORE);
  return em.transactional(async (tx) => {
    const pending = [...PENDING_STATUSES];
    const overdue = await tx.execute<Array<{ id: string; radicado: string; due_at: string | Date }>>(
      `UPDATE report SET overdue_at = ?, warned_soon_at = coalesce(warned_soon_at, ?)
        WHERE overdue_at IS NULL AND answered_at IS NULL AND status = ANY(?::text[]) AND due_at < ?
        RETURNING id, radicado, due_at`,
      [now, now, `{${pending.join(",")}}`, now],
    );
    const soon = await tx.execute<Array<{ id: string; radicado: string; due_at: string | Date }>>(
      `UPDATE report SET warned_soon_at = ?
        WHERE warned_soon_at IS NULL AND overdue_at IS NULL AND answered_at IS NULL
          AND status = ANY(?::text[]) AND due_at >= ? AND due_at <= ?
        RETURNING id, radicado, due_at`,
      [now, `{${pending.join(",")}}`, now, soonLimit],
    );
    for (const [warning, rows] of [
      ["overdue", overdue],
      ["soon", soon],
    ] as const) {
      for (const row of rows) {
        await emit(tx, "report.dueWarning", {
          reportId: row.id,
          radicado: row.radicado,
          warning,
          dueAt: toDate(row.due_at),
          at: now,
        });
      }
    }
    return { soon: soon.length, overdue: overdue.length };
  });
}
