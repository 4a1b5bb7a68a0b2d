/** Report statuses; new reports start as `recibido` (docs/decisions.md#status-and-history). */
export const REPORT_STATUSES = [
  { value: "recibido", label: "Recibido" },
  { value: "en_gestion", label: "En gestión" },
  { value: "resuelto", label: "Resuelto" },
] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number]["value"];

export const INITIAL_REPORT_STATUS: ReportStatus = "recibido";
export const RESOLVED_STATUS: ReportStatus = "resuelto";
/** "Pending" means received or in management (docs/decisions.md#status-and-history). */
export const PENDING_STATUSES: readonly ReportStatus[] = ["recibido", "en_gestion"];

export function isReportStatus(value: unknown): value is ReportStatus {
  return REPORT_STATUSES.some((status) => status.value === value);
}

export function reportStatusLabel(value: string): string | undefined {
  return REPORT_STATUSES.find((status) => status.value === value)?.label;
}
