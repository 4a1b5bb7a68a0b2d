/**
 * Report statuses (docs/decisions.md#status-and-history, docs/legal-clock.md#statuses). New reports start
 * as `recibido`; `recibido → en_gestion → resuelto` is the main path. Each status belongs to one group, and
 * every count adds up as total = pendientes + resueltos + cerrados.
 */
export const REPORT_STATUSES = [
  { value: "recibido", label: "Recibido", group: "pending" },
  { value: "en_gestion", label: "En gestión", group: "pending" },
  { value: "reabierto", label: "Reabierto", group: "pending" },
  { value: "resuelto", label: "Resuelto", group: "resolved" },
  { value: "duplicado", label: "Duplicado", group: "closed" },
  { value: "trasladado", label: "Trasladado", group: "closed" },
] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number]["value"];
export type ReportStatusGroup = (typeof REPORT_STATUSES)[number]["group"];

export const INITIAL_REPORT_STATUS: ReportStatus = "recibido";
export const RESOLVED_STATUS: ReportStatus = "resuelto";
export const DUPLICATE_STATUS: ReportStatus = "duplicado";
export const TRANSFERRED_STATUS: ReportStatus = "trasladado";
export const REOPENED_STATUS: ReportStatus = "reabierto";

const inGroup = (group: ReportStatusGroup): readonly ReportStatus[] =>
  REPORT_STATUSES.filter((status) => status.group === group).map((status) => status.value);

/** "Pendientes": still open (recibido, en gestión, reabierto). */
export const PENDING_STATUSES: readonly ReportStatus[] = inGroup("pending");
/** "Cerrados": closed without being resolved here (duplicado, trasladado). */
export const CLOSED_STATUSES: readonly ReportStatus[] = inGroup("closed");

/**
 * Which status a report may go to from each one: the one table of transitions (docs/legal-clock.md#statuses).
 * Choosing the current status again only adds a note, and is always allowed. Nothing goes back to
 * `recibido`; a resolved or closed report opens again as `reabierto`.
 */
export const STATUS_TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  recibido: ["en_gestion", "resuelto", "duplicado", "trasladado"],
  en_gestion: ["resuelto", "duplicado", "trasladado"],
  reabierto: ["en_gestion", "resuelto", "duplicado", "trasladado"],
  resuelto: ["reabierto"],
  duplicado: ["reabierto"],
  trasladado: ["reabierto"],
};

export function canTransition(from: ReportStatus, to: ReportStatus): boolean {
  return from === to || STATUS_TRANSITIONS[from].includes(to);
}

/** The statuses a report in `from` may be given, the current one first (a note without a change). */
export function nextStatuses(from: ReportStatus): ReportStatus[] {
  return [from, ...STATUS_TRANSITIONS[from]];
}

/**
 * A report duplicates an original that is still a report of its own: open or resolved, never itself a
 * duplicate (no chains) nor transferred away.
 */
export function canBeOriginal(status: ReportStatus): boolean {
  return status !== DUPLICATE_STATUS && status !== TRANSFERRED_STATUS;
}

export function isReportStatus(value: unknown): value is ReportStatus {
  return REPORT_STATUSES.some((status) => status.value === value);
}

export function reportStatusLabel(value: string): string | undefined {
  return REPORT_STATUSES.find((status) => status.value === value)?.label;
}

export function reportStatusGroup(value: ReportStatus): ReportStatusGroup {
  return REPORT_STATUSES.find((status) => status.value === value)!.group;
}

/** "Un reporte resuelto no puede pasar a «En gestión»…": a transition the table does not allow. */
export function statusTransitionRefused(from: ReportStatus, to: ReportStatus): string {
  const allowed = STATUS_TRANSITIONS[from].map((status) => `«${reportStatusLabel(status)}»`);
  return (
    `Un reporte «${reportStatusLabel(from)}» no puede pasar a «${reportStatusLabel(to)}»` +
    (allowed.length > 0 ? `; puede pasar a ${allowed.join(", ").replace(/, ([^,]*)$/, " o $1")}.` : ".")
  );
}

/**
 * What the closing statuses' fields are told (docs/legal-clock.md#statuses): answered by the API, shown by
 * the staff's status form as the server sends them, so the residents' first download does not carry them.
 */
export const STATUS_MESSAGES = {
  duplicateOfRequired: "Indica el radicado del reporte original.",
  duplicateOfNotFound: "No encontramos un reporte con ese radicado.",
  duplicateOfSelf: "Un reporte no puede ser duplicado de sí mismo.",
  duplicateOfNotOriginal:
    "El reporte original debe estar abierto o resuelto: no puede ser un duplicado ni un reporte trasladado.",
  duplicateOfHasDuplicates:
    "Otros reportes son duplicados de este: no puede marcarse como duplicado de otro.",
  transferredToRequired: "Indica la entidad a la que se traslada el reporte.",
  transferredToTooLong: "El nombre de la entidad no puede superar los 120 caracteres.",
} as const;
