import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { DEPENDENCIA_MESSAGES, displayName, MESSAGES, PENDING_FILTER, UUID_PATTERN } from "../../domain";
import { badUserInput, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canAssignReport, canReadAsStaff, canRouteReport } from "../../policies/report.policy";
import { INBOX_ALL } from "../../pubsub/topics";
import { parseInput } from "../../validation/parse-input";
import { assignReportInput, routeReportInput } from "../dependencia/dependencia.inputs";
import { Dependencia } from "../dependencia/dependencia.entity";
import { isMemberOf } from "../dependencia/dependencia.service";
import { User } from "../user/user.entity";
import { Report, ReportRouting } from "./report.entity";
import { recordFromEntity, recordFromRow, reportFacts, type ReportRecord } from "./report.record";
import { textArray } from "./report.related";
import { inboxInput } from "./report-search.inputs";
import { matchCondition, readKeysetPage, type ReportPage } from "./report-search.service";

/** The report to work on, locked, or NOT_FOUND / FORBIDDEN (another dependencia's) as the policy says. */
async function lockReportToWork(
  tx: EntityManager,
  viewer: CurrentUser,
  id: string,
  may: (viewer: CurrentUser, facts: ReturnType<typeof reportFacts>) => boolean,
): Promise<Report> {
  const report = UUID_PATTERN.test(id)
    ? await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
    : null;
  if (!report) throw notFound(MESSAGES.reportNotFound);
  if (!may(viewer, reportFacts(report))) throw forbidden(DEPENDENCIA_MESSAGES.notYourDependencia);
  return report;
}

/**
 * Staff send a report to another dependencia (docs/staff.md#routing): recorded in its routing history,
 * audited, and the new dependencia told (its e-mail through the job queue, its staff's Mi bandeja live).
 * An assignee who does not belong to the new dependencia no longer has it.
 */
export async function routeReport(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<ReportRecord> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { dependenciaId } = parseInput(routeReportInput, input);
  const report = await em.transactional(async (tx) => {
    const report = await lockReportToWork(tx, viewer, id, canRouteReport);
    const to = await tx.findOne(Dependencia, { id: dependenciaId });
    if (!to) throw badUserInput({ dependenciaId: DEPENDENCIA_MESSAGES.notFound });
    if (!to.active) throw badUserInput({ dependenciaId: DEPENDENCIA_MESSAGES.inactive });
    const from = await tx.findOneOrFail(Dependencia, { id: report.dependencia.id });
    if (from.id === to.id) throw badUserInput({ dependenciaId: DEPENDENCIA_MESSAGES.routeSame });
    const routing = tx.create(ReportRouting, {
      report,
      fromDependencia: from,
      toDependencia: to,
      routedBy: tx.getReference(User, viewer.id),
    });
    report.dependencia = to;
    const unassigned = report.assignee != null && !(await isMemberOf(tx, report.assignee.id, to.id));
    if (unassigned) report.assignee = null;
    await tx.flush();
    await emit(tx, "report.routed", {
      reportId: report.id,
      radicado: report.radicado,
      actorId: viewer.id,
      routingId: routing.id,
      from: { id: from.id, name: from.name },
      to: { id: to.id, name: to.name },
      unassigned,
    });
    return report;
  });
  return recordFromEntity(report, viewer);
}

/**
 * Staff assign a report to one funcionario of its dependencia, or unassign it (`assigneeId` null)
 * (docs/staff.md#assignment); audited, the new assignee's Mi bandeja updated live.
 */
export async function assignReport(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<ReportRecord> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { assigneeId } = parseInput(assignReportInput, input);
  const report = await em.transactional(async (tx) => {
    const report = await lockReportToWork(tx, viewer, id, canAssignReport);
    const current = report.assignee ? await tx.findOne(User, { id: report.assignee.id }) : null;
    if ((current?.id ?? null) === assigneeId) return report;
    let next: User | null = null;
    if (assigneeId !== null) {
      if (!(await isMemberOf(tx, assigneeId, report.dependencia.id))) {
        throw badUserInput({ assigneeId: DEPENDENCIA_MESSAGES.assigneeNotMember });
      }
      next = await tx.findOneOrFail(User, { id: assigneeId });
    }
    report.assignee = next;
    await tx.flush();
    await emit(tx, "report.assigned", {
      reportId: report.id,
      radicado: report.radicado,
      actorId: viewer.id,
      dependenciaId: report.dependencia.id,
      from: current ? { id: current.id, name: displayName(current) } : null,
      to: next ? { id: next.id, name: displayName(next) } : null,
    });
    return report;
  });
  return recordFromEntity(report, viewer);
}

/**
 * Mi bandeja (docs/staff.md#mi-bandeja): the open reports (pendientes) of the viewer's dependencias
 * (every dependencia for a super_admin), the ones due first: the overdue, whose terms ended earliest,
 * then by due date.
 */
export async function searchInbox(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<ReportPage> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const valid = parseInput(inboxInput, input);
  const filter = await matchCondition(em, { ...valid, status: PENDING_FILTER });
  const parts = [filter.sql];
  const params = [...filter.params];
  if (viewer.role !== "super_admin") {
    parts.push("r.dependencia_id = ANY (?::uuid[])");
    params.push(textArray(viewer.dependencias));
  }
  if (valid.assignedToMe) {
    parts.push("r.assignee_id = ?");
    params.push(viewer.id);
  }
  return readKeysetPage(
    em,
    { sql: parts.join(" AND "), params },
    { sort: "due", limit: valid.limit, after: valid.after },
    { expensive: valid.text != null, toRecord: (row) => recordFromRow(row, viewer) },
  );
}

/**
 * What a viewer's live Mi bandeja follows (docs/live-updates.md#mi-bandeja): their dependencias, or every
 * dependencia's changes for a super_admin.
 */
export function inboxKeys(viewer: CurrentUser): readonly string[] {
  return viewer.role === "super_admin" ? [INBOX_ALL] : viewer.dependencias;
}
