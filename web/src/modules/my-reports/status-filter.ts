import { isReportStatus, REPORT_STATUSES, type ReportStatus } from "@domain";
import type { ReportTotalsData } from "./report-types";

/** The query parameter that holds the filter, so that it survives a reload and the back button. */
export const STATUS_PARAM = "estado";

/** `null` is "Todos". An unknown value is ignored rather than shown as an empty list. */
export function statusFromSearch(searchParams: URLSearchParams): ReportStatus | null {
  const value = searchParams.get(STATUS_PARAM);
  return isReportStatus(value) ? value : null;
}

export function searchForStatus(status: ReportStatus | null): string {
  return status ? `?${new URLSearchParams({ [STATUS_PARAM]: status }).toString()}` : "";
}

export interface StatusFilterOption {
  status: ReportStatus | null;
  label: string;
  count: number | undefined;
}

const TOTAL_FIELDS: Record<ReportStatus, Exclude<keyof ReportTotalsData, " $fragmentName" | "total">> = {
  recibido: "recibido",
  en_gestion: "enGestion",
  reabierto: "reabierto",
  resuelto: "resuelto",
  duplicado: "duplicado",
  trasladado: "trasladado",
};
/** The main path is always offered; the other statuses once some report has them. */
const ALWAYS_SHOWN: readonly ReportStatus[] = ["recibido", "en_gestion", "resuelto"];

/** "Todos" and then the statuses in the domain's order, each with its total when known. */
export function statusFilterOptions(
  totals: ReportTotalsData | undefined,
  current: ReportStatus | null = null,
): StatusFilterOption[] {
  return [
    { status: null, label: "Todos", count: totals?.total },
    ...REPORT_STATUSES.map(({ value, label }) => ({
      status: value,
      label,
      count: totals?.[TOTAL_FIELDS[value]],
    })).filter(
      (option) =>
        ALWAYS_SHOWN.includes(option.status) || option.status === current || (option.count ?? 0) > 0,
    ),
  ];
}
