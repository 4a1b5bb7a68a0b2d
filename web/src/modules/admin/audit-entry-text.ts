import {
  FLAG_REASON_LABELS,
  isFlagReason,
  MODERATION_STATE_LABELS,
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
  if (value === null) return "—";
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
