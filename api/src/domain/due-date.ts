import { addBusinessDays, bogotaDate, businessDaysBetween, endOfBogotaDay } from "./business-days";
import { LEGAL_TERMS } from "./radicado";
import { PENDING_STATUSES, type ReportStatus } from "./statuses";

/**
 * A petition's due date and how it reads (docs/legal-clock.md#the-due-date): 15 días hábiles from filing
 * (or from reopening), to the end of that day in Bogotá; met by the first public answer; extended once,
 * before it expires, to at most double the term.
 */

/** When a term of `days` días hábiles that starts at `start` ends: the end of its last Bogotá day. */
export function termEnd(start: Date, days: number = LEGAL_TERMS.answerBusinessDays): Date {
  return endOfBogotaDay(addBusinessDays(start, days));
}

/**
 * The due date after the one extension: as many días hábiles again after the original due date, so the
 * whole term is at most double (15 + 15).
 */
export function extendedDueAt(originalDueAt: Date): Date {
  return termEnd(originalDueAt, LEGAL_TERMS.maxExtensionBusinessDays);
}

/** What a report's clock depends on; dates may come as PostgreSQL's text or as ISO strings. */
export interface DueFacts {
  status: ReportStatus;
  dueAt: Date | string;
  answeredAt: Date | string | null;
}

export type DueState =
  /** The term was met by a public answer. */
  | { kind: "answered"; answeredAt: Date }
  /** Closed or resolved without an answer: no term runs. */
  | { kind: "closed" }
  /** Running: due on a later day, `businessDaysLeft` ≥ 0 (0 when only non-business days are left). */
  | { kind: "running"; dueAt: Date; businessDaysLeft: number }
  | { kind: "dueToday"; dueAt: Date }
  /** Expired unanswered; `businessDaysLate` ≥ 0 (0 when only non-business days have passed). */
  | { kind: "overdue"; dueAt: Date; businessDaysLate: number };

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * `businessDaysBetween` walks day by day; a list or an export words many reports against one `now`, and
 * their due dates fall on few distinct days, so each pair of Bogotá days is counted once (bounded).
 */
const spans = new Map<string, number>();
function businessDaysSpan(from: Date, to: Date): number {
  const key = `${bogotaDate(from)}|${bogotaDate(to)}`;
  let count = spans.get(key);
  if (count === undefined) {
    if (spans.size >= 10_000) spans.clear();
    count = businessDaysBetween(from, to);
    spans.set(key, count);
  }
  return count;
}

export function dueState(facts: DueFacts, now: Date): DueState {
  if (facts.answeredAt != null) return { kind: "answered", answeredAt: asDate(facts.answeredAt) };
  if (!PENDING_STATUSES.includes(facts.status)) return { kind: "closed" };
  const dueAt = asDate(facts.dueAt);
  if (now.getTime() > dueAt.getTime()) {
    return { kind: "overdue", dueAt, businessDaysLate: businessDaysSpan(dueAt, now) };
  }
  if (bogotaDate(now) === bogotaDate(dueAt)) return { kind: "dueToday", dueAt };
  return { kind: "running", dueAt, businessDaysLeft: businessDaysSpan(now, dueAt) };
}

/** Open, unanswered and past its due date (without counting how long: every read asks this). */
export function isOverdue(facts: DueFacts, now: Date): boolean {
  return (
    facts.answeredAt == null &&
    PENDING_STATUSES.includes(facts.status) &&
    now.getTime() > asDate(facts.dueAt).getTime()
  );
}

const MONTHS = [
  "ene.",
  "feb.",
  "mar.",
  "abr.",
  "may.",
  "jun.",
  "jul.",
  "ago.",
  "sept.",
  "oct.",
  "nov.",
  "dic.",
];

/** "12 dic." (the Bogotá day), with the year when it is not `now`'s: "5 ene. 2027". */
export function shortBogotaDate(instant: Date, now: Date): string {
  const [year, month, day] = bogotaDate(instant).split("-").map(Number) as [number, number, number];
  const sameYear = bogotaDate(now).slice(0, 4) === String(year);
  return `${day} ${MONTHS[month - 1]}${sameYear ? "" : ` ${year}`}`;
}

const businessDays = (count: number) => `${count} ${count === 1 ? "día hábil" : "días hábiles"}`;

/**
 * How every screen words a report's term: "Vence el 12 dic.", "Vence hoy", "Vencido hace 2 días
 * hábiles" (or "Vencido el 12 dic." before a business day has passed), "Respondido el 3 dic."; null when
 * no term runs (closed or resolved without an answer).
 */
export function dueLabel(facts: DueFacts, now: Date): string | null {
  const state = dueState(facts, now);
  switch (state.kind) {
    case "answered":
      return `Respondido el ${shortBogotaDate(state.answeredAt, now)}`;
    case "closed":
      return null;
    case "running":
      return `Vence el ${shortBogotaDate(state.dueAt, now)}`;
    case "dueToday":
      return "Vence hoy";
    case "overdue":
      return state.businessDaysLate >= 1
        ? `Vencido hace ${businessDays(state.businessDaysLate)}`
        : `Vencido el ${shortBogotaDate(state.dueAt, now)}`;
  }
}

/** The extension's reason: told to the reporter, so it is required and short (docs/legal-clock.md). */
export const EXTENSION_REASON_MAX_LENGTH = 500;

/** What the extension's form and refusals say, on both doors. */
export const EXTENSION_MESSAGES = {
  reasonRequired: "Indica el motivo de la prórroga: se le comunicará a quien hizo el reporte.",
  reasonTooLong: `El motivo de la prórroga no puede superar los ${EXTENSION_REASON_MAX_LENGTH} caracteres.`,
  alreadyExtended: "El plazo de este reporte ya fue prorrogado una vez: no admite otra prórroga.",
  expired: "El plazo de este reporte ya venció: solo se puede prorrogar antes de su vencimiento.",
  answered: "Este reporte ya tiene respuesta: su plazo está cumplido.",
  notOpen: "Solo se puede prorrogar el plazo de un reporte abierto (recibido, en gestión o reabierto).",
} as const;
