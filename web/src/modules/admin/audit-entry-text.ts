import {
  AUDIT_FIELD_LABELS,
  FLAG_REASON_LABELS,
  isFlagReason,
  MODERATION_STATE_LABELS,
  MODERATION_VISIBLE_LABEL,
  REPORT_UPDATE_KINDS,
  ROLE_LABELS,
  reportStatusLabel,
  type ModerationState,
} from "@domain";
import { formatCalendarDay } from "../../ui/relative-date";

/**
 * A value of the audit log in words, as staff read it on Registro de actividad: statuses, roles, kinds
 * of text, moderation states and flag reasons by their labels, days as dates, booleans as sí/no. Photos are stored by id, which
 * says nothing to a reader: what happened to the photo is said instead.
 */
export function auditValueText(field: string, value: string | null, side: "before" | "after"): string {
  // An item in no moderation state is one everyone reads.
  if (field === "state" && value === null) return MODERATION_VISIBLE_LABEL;
  // Nothing, or an empty list written as an empty text ("Dependencias: — → Vías").
  if (value === null || value === "") return "—";
  switch (field) {
    case "status":
      return reportStatusLabel(value) ?? value;
    case "role":
      return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value;
    case "kind":
      return REPORT_UPDATE_KINDS.find((kind) => kind.value === value)?.label ?? value;
    case "state":
      return MODERATION_STATE_LABELS[value as ModerationState] ?? value;
    case "reason":
      // A moderation's flag reason; an extension's reason is the text staff wrote.
      return isFlagReason(value) ? FLAG_REASON_LABELS[value] : value;
    case "dueDate":
      return formatCalendarDay(value);
    case "afterPhoto":
      return "adjunta";
    // The only change of a photo: a blurred copy replaced it (report.photoBlur).
    case "photo":
      return side === "before" ? "original" : "copia difuminada";
  }
  if (value === "true") return "sí";
  if (value === "false") return "no";
  return value;
}

/** Fields that say who or how something stands: "nobody" before is part of the change, so it shows. */
const STATE_FIELDS = new Set([
  "status",
  "role",
  "active",
  "assignee",
  "dependencia",
  "dependencias",
  "dueDate",
  "state",
  "revoked",
  "enabled",
  "photo",
]);

export interface AuditChangeText {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * An entry's changes as lines to read, those that changed: "Estado: Recibido → En gestión"; a text that was only written
 * reads as itself ("Nota interna: Prioridad media."), while a state keeps what it was ("Asignado a: — →
 * Luis Vecina"); a text marked as the answer says so in words, instead of two yes/no lines.
 */
export function auditChangeLines(
  changes: readonly AuditChangeText[],
): Array<{ field: string; text: string }> {
  const markedAnswer = changes.some((change) => change.field === "isAnswer" && change.after === "true");
  const firstAnswer = changes.some((change) => change.field === "firstAnswer" && change.after === "true");
  const lines = changes
    // What a decision left as it was is recorded, but a line "Motivo: — → —" says nothing.
    .filter((change) => change.before !== change.after)
    .filter((change) => !markedAnswer || (change.field !== "isAnswer" && change.field !== "firstAnswer"))
    .map((change) => {
      const label = AUDIT_FIELD_LABELS[change.field] ?? change.field;
      const after = auditValueText(change.field, change.after, "after");
      const text =
        change.before === null && change.after !== null && !STATE_FIELDS.has(change.field)
          ? `${label}: ${after}`
          : `${label}: ${auditValueText(change.field, change.before, "before")} → ${after}`;
      return { field: change.field, text };
    });
  if (markedAnswer) {
    lines.push({
      field: "isAnswer",
      text: firstAnswer
        ? "Marcada como respuesta al reporte (la primera)"
        : "Marcada como respuesta al reporte",
    });
  }
  return lines;
}
