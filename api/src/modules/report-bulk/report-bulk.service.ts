import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { BULK_MESSAGES, bulkFailureMessage, UUID_PATTERN, type BulkFailure } from "../../domain";
import { AppError, badUserInput, expectedError, forbidden, type ErrorCode } from "../../errors/app-error";
import { canReadAsStaff } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { changeStatusInput } from "../report/report.inputs";
import { textArray } from "../report/report.related";
import { assignReportInput, routeReportInput } from "../dependencia/dependencia.inputs";
import { changeReportStatus } from "../report/report.service";
import { assignReport, routeReport } from "../report/report-work.service";
import { fillTemplateFor } from "../response-template/response-template.service";
import { ResponseTemplate } from "../response-template/response-template.entity";
import { bulkIdsInput, bulkTemplateInput } from "./report-bulk.inputs";

/** What a bulk action answers: how many reports it acted on, and which. */
export interface BulkResult {
  count: number;
  reportIds: string[];
}

/**
 * The answer to a refused bulk action, with the code the refusals call for: FORBIDDEN when any report
 * is outside the viewer's reach, CONFLICT when any transition is forbidden, BAD_USER_INPUT otherwise
 * (docs/staff.md#bulk-actions).
 */
function bulkRefused(failures: BulkFailure[], codes: ReadonlySet<ErrorCode>): AppError {
  const message = bulkFailureMessage(failures);
  if (codes.has("FORBIDDEN")) return new AppError(message, "FORBIDDEN", 403, { failures });
  if (codes.has("CONFLICT")) return new AppError(message, "CONFLICT", 409, { failures });
  return new AppError(message, "BAD_USER_INPUT", 400, { fields: { ids: message }, failures });
}

/**
 * Runs the single action `act` on every report of `ids` in ONE transaction (docs/staff.md#bulk-actions):
 * each in a savepoint of its own (the single action's nested transaction), so that every refusal is
 * collected and named by radicado; then any refusal rolls everything back. Every report is audited and
 * notified by its single action's domain events, which react in this same transaction.
 */
async function inBulk(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
  act: (tx: EntityManager, viewer: CurrentUser, id: string) => Promise<unknown>,
): Promise<BulkResult> {
  if (!viewer || !canReadAsStaff(viewer)) throw forbidden();
  const { ids } = parseInput(bulkIdsInput, input);
  return em.transactional(async (tx) => {
    const radicados = await radicadosOf(tx, ids);
    const failures: BulkFailure[] = [];
    const codes = new Set<ErrorCode>();
    for (const id of ids) {
      try {
        await act(tx, viewer, id);
      } catch (error) {
        const refused = expectedError(error);
        // Anything but a refusal (a lost connection, a statement timeout) ends the action as it is.
        if (!refused || refused.code === "QUERY_TIMEOUT") throw error;
        failures.push({ reportId: id, radicado: radicados.get(id) ?? null, message: refused.message });
        codes.add(refused.code);
      }
    }
    if (failures.length > 0) throw bulkRefused(failures, codes);
    return { count: ids.length, reportIds: ids };
  });
}

/** The radicados of the reports named, for the refusal's message. */
async function radicadosOf(tx: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  const uuids = ids.filter((id) => UUID_PATTERN.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await tx.execute<Array<{ id: string; radicado: string }>>(
    "SELECT id, radicado FROM report WHERE id = ANY (?::uuid[])",
    [textArray(uuids)],
  );
  return new Map(rows.map((row) => [row.id, row.radicado]));
}

/**
 * One status for every selected report, with one public update: a text, or a response template filled
 * for each report. A "después" photo belongs to one report, so a bulk change takes none.
 */
export async function bulkChangeReportStatus(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<BulkResult> {
  if (!viewer || !canReadAsStaff(viewer)) throw forbidden();
  const body = (input ?? {}) as Record<string, unknown>;
  const fields = Object.entries(body).filter(([key]) => key !== "ids" && key !== "templateId");
  const change = { ...Object.fromEntries(fields), afterPhoto: null };
  // Checked once, before any report: a wrong field is the form's, not each report's.
  parseInput(bulkIdsInput, body);
  const valid = parseInput(changeStatusInput, change);
  const { templateId } = parseInput(bulkTemplateInput, body);
  const template = templateId
    ? await requireTemplate(em, templateId, valid.status, valid.publicUpdate)
    : null;
  return inBulk(em, viewer, body, async (tx, actor, id) => {
    if (!template) return changeReportStatus(tx, actor, id, change);
    const report = UUID_PATTERN.test(id) ? await tx.findOne(Report, { id }, { refresh: true }) : null;
    const publicUpdate = report ? fillTemplateFor(template, report) : null;
    return changeReportStatus(tx, actor, id, { ...change, publicUpdate });
  });
}

async function requireTemplate(
  em: EntityManager,
  templateId: string,
  status: string,
  publicUpdate: string | null,
): Promise<ResponseTemplate> {
  if (publicUpdate !== null) throw badUserInput({ templateId: BULK_MESSAGES.textOrTemplate });
  const template = UUID_PATTERN.test(templateId)
    ? await em.findOne(ResponseTemplate, { id: templateId })
    : null;
  if (!template) throw badUserInput({ templateId: BULK_MESSAGES.templateNotFound });
  if (template.status !== status) throw badUserInput({ templateId: BULK_MESSAGES.templateWrongStatus });
  return template;
}

/** Every selected report assigned to one funcionario (or unassigned: `assigneeId` null). */
export function bulkAssignReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<BulkResult> {
  if (!viewer || !canReadAsStaff(viewer)) throw forbidden();
  const { assigneeId } = parseInput(assignReportInput, { assigneeId: null, ...(input as object) });
  return inBulk(em, viewer, input, (tx, actor, id) => assignReport(tx, actor, id, { assigneeId }));
}

/** Every selected report sent to one dependencia. */
export function bulkRouteReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<BulkResult> {
  if (!viewer || !canReadAsStaff(viewer)) throw forbidden();
  const { dependenciaId } = parseInput(routeReportInput, input ?? {});
  return inBulk(em, viewer, input, (tx, actor, id) => routeReport(tx, actor, id, { dependenciaId }));
}
