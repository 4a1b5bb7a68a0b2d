/** Orders of the report tables (docs/report-search.md). */
export const REPORT_SORTS = [
  { value: "newest", label: "Más recientes" },
  { value: "oldest", label: "Más antiguos" },
  { value: "severity", label: "Más graves" },
  { value: "most_supported", label: "Más apoyados" },
  { value: "due", label: "Vencen primero" },
] as const;

export type ReportSort = (typeof REPORT_SORTS)[number]["value"];

/** A status filter: one status, or "pendiente" (recibido, en gestión or reabierto). */
export const PENDING_FILTER = "pendiente";
/** A status filter: "cerrado" (duplicado or trasladado), the panel's "Cerrados" (docs/legal-clock.md#statuses). */
export const CLOSED_FILTER = "cerrado";

/** Dates and "this week" are reckoned in the locality's time zone (docs/decisions.md#dates). */
export const REPORT_TIME_ZONE = "America/Bogota";

export const REPORT_SEARCH_LIMITS = {
  /** Reports per page when the caller does not say. */
  defaultPageSize: 20,
  maxPageSize: 100,
  /** "This week": today and the 6 days before it, in REPORT_TIME_ZONE. */
  weekDays: 7,
  textMaxLength: 100,
} as const;
