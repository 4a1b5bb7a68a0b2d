/** Report statuses (SPEC.md §4). New reports start as `recibido` (PRODUCT.md decision 2). */
export const REPORT_STATUSES = [
  { value: "recibido", label: "Recibido" },
  { value: "en_gestion", label: "En gestión" },
  { value: "resuelto", label: "Resuelto" },
] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number]["value"];

export const INITIAL_REPORT_STATUS: ReportStatus = "recibido";
export const RESOLVED_STATUS: ReportStatus = "resuelto";
/** "Pending" means received or in management (SPEC.md §4). */
export const PENDING_STATUSES: readonly ReportStatus[] = ["recibido", "en_gestion"];

export function isReportStatus(value: unknown): value is ReportStatus {
  return REPORT_STATUSES.some((status) => status.value === value);
}

export function reportStatusLabel(value: string): string | undefined {
  return REPORT_STATUSES.find((status) => status.value === value)?.label;
}
