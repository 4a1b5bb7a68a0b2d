import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  fillTemplate,
  MESSAGES,
  neighborhoodLabel,
  REPORT_UPDATE_LIMITS,
  REPORT_UPDATE_MESSAGES,
  UUID_PATTERN,
} from "../../domain";
import { bogotaDate, type CivilDate } from "../../domain/business-days";
import { badUserInput, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canManageStaffTools } from "../../policies/staff.policy";
import { canReadAsStaff } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { filledTemplatesInput, saveTemplateInput } from "./response-template.inputs";
import { ResponseTemplate } from "./response-template.entity";
import type { FilledResponseTemplate, ResponseTemplateView } from "./response-template.types";

const present = (template: ResponseTemplate): ResponseTemplateView => ({
  id: template.id,
  status: template.status,
  title: template.title,
  body: template.body,
  position: template.position,
  updatedAt: template.updatedAt,
});

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** "2026-12-12" as a resident reads it: "12 de diciembre de 2026". */
export function spanishCivilDate(date: CivilDate): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} de ${MONTHS[month! - 1]} de ${year}`;
}

/**
 * The day the report's answer is due, as its term says (docs/legal-clock.md#the-due-date: 15 días
 * hábiles after filing or reopening, later when extended), in Bogotá. The one place templates read it from.
 */
export function answerDueDate(report: Pick<Report, "dueAt">): CivilDate {
  return bogotaDate(report.dueAt);
}

/** Every template, by status then position: the admins' screen (super_admin). */
export async function listResponseTemplates(
  em: EntityManager,
  viewer: CurrentUser | undefined,
): Promise<ResponseTemplateView[]> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const templates = await em.find(
    ResponseTemplate,
    {},
    { orderBy: [{ status: "asc" }, { position: "asc" }] },
  );
  return templates.map(present);
}

/**
 * Creates or edits a template (super_admin), audited with what changed (docs/staff.md#response-templates).
 * A placeholder that does not exist is refused: its braces would reach a resident as typed.
 */
export async function saveResponseTemplate(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<ResponseTemplateView> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { id, status, title, body } = parseInput(saveTemplateInput, input);
  return em.transactional(async (tx) => {
    let template: ResponseTemplate;
    let before: Record<string, unknown> | null = null;
    if (id) {
      const found = await tx.findOne(ResponseTemplate, { id }, { refresh: true });
      if (!found) throw notFound(REPORT_UPDATE_MESSAGES.templateNotFound);
      template = found;
      before = { status: found.status, title: found.title, body: found.body };
      Object.assign(template, { status, title, body });
    } else {
      const count = await tx.count(ResponseTemplate, { status });
      if (count >= REPORT_UPDATE_LIMITS.templatesPerStatus) {
        throw badUserInput({ status: REPORT_UPDATE_MESSAGES.tooManyTemplates });
      }
      template = tx.create(ResponseTemplate, { status, title, body, position: count });
    }
    await tx.flush();
    const after = { status, title, body };
    await emit(tx, "template.changed", {
      actorId: viewer!.id,
      templateId: template.id,
      templateTitle: title,
      before: before && changedOnly(before, after),
      after: before ? changedOnly(after, before) : after,
    });
    return present(template);
  });
}

function changedOnly(values: Record<string, unknown>, other: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => other[key] !== value));
}

/** Deletes a template (super_admin), audited. */
export async function deleteResponseTemplate(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  id: string,
): Promise<boolean> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  if (!UUID_PATTERN.test(id)) throw notFound(REPORT_UPDATE_MESSAGES.templateNotFound);
  return em.transactional(async (tx) => {
    const template = await tx.findOne(ResponseTemplate, { id });
    if (!template) throw notFound(REPORT_UPDATE_MESSAGES.templateNotFound);
    const before = { status: template.status, title: template.title, body: template.body };
    await tx.remove(template).flush();
    await emit(tx, "template.changed", {
      actorId: viewer!.id,
      templateId: id,
      templateTitle: template.title,
      before,
      after: null,
    });
    return true;
  });
}

/**
 * The templates of `status` filled in for one report, for staff writing on it: {radicado}, {barrio} and
 * {vence} (the answer's due date) from the report.
 */
export async function filledResponseTemplates(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
  input: unknown,
): Promise<FilledResponseTemplate[]> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { status } = parseInput(filledTemplatesInput, input);
  const report = UUID_PATTERN.test(reportId) ? await em.findOne(Report, { id: reportId }) : null;
  if (!report) throw notFound(MESSAGES.reportNotFound);
  const templates = await em.find(ResponseTemplate, { status }, { orderBy: { position: "asc" } });
  return templates.map((template) => ({
    id: template.id,
    title: template.title,
    text: fillTemplateFor(template, report),
  }));
}

/** A template's text for one report: {radicado}, {barrio} and {vence} from the report. */
export function fillTemplateFor(
  template: Pick<ResponseTemplate, "body">,
  report: Pick<Report, "radicado" | "neighborhood" | "dueAt">,
): string {
  return fillTemplate(template.body, {
    radicado: report.radicado,
    barrio: neighborhoodLabel(report.neighborhood) ?? report.neighborhood,
    vence: spanishCivilDate(answerDueDate(report)),
  });
}
