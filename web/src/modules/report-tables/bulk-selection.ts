import { BULK_LIMITS, BULK_MESSAGES, DUPLICATE_STATUS, TRANSFERRED_STATUS, type ReportStatus } from "@domain";

/** What a row of the report tables says the viewer may do with it (`viewerCan`). */
export interface SelectableReport {
  id: string;
  radicado: string;
  dependencia?: { id: string; name: string } | null;
  viewerCan: {
    changeStatus: boolean;
    nextStatuses: readonly ReportStatus[];
    route: boolean;
    assign: boolean;
  };
}

export type BulkAction = "status" | "assign" | "route";

/** A row may be selected when the viewer may do at least one bulk action with it. */
export function canSelect(report: SelectableReport): boolean {
  return report.viewerCan.changeStatus || report.viewerCan.assign || report.viewerCan.route;
}

/** Whether every selected row allows `action` (docs/staff.md#bulk-actions). */
export function allAllow(reports: readonly SelectableReport[], action: BulkAction): boolean {
  const may = (report: SelectableReport) =>
    action === "status"
      ? report.viewerCan.changeStatus
      : action === "assign"
        ? report.viewerCan.assign
        : report.viewerCan.route;
  return reports.length > 0 && reports.every(may);
}

/**
 * The statuses every selected report may go to. Duplicado and trasladado name an original or an entity
 * per report, so the bulk form leaves them to each report's own form.
 */
export function commonNextStatuses(reports: readonly SelectableReport[]): ReportStatus[] {
  if (reports.length === 0) return [];
  const [first, ...rest] = reports;
  return first!.viewerCan.nextStatuses.filter(
    (status) =>
      status !== DUPLICATE_STATUS &&
      status !== TRANSFERRED_STATUS &&
      rest.every((report) => report.viewerCan.nextStatuses.includes(status)),
  );
}

/** The one dependencia of every selected report, when they share one: assignees are its members. */
export function sharedDependencia(reports: readonly SelectableReport[]): { id: string; name: string } | null {
  const first = reports[0]?.dependencia;
  if (!first) return null;
  return reports.every((report) => report.dependencia?.id === first.id) ? first : null;
}

/** Said before sending, as the API would answer (BULK_LIMITS in the domain). */
export function selectionProblem(count: number): string | null {
  return count > BULK_LIMITS.maxReports ? BULK_MESSAGES.tooMany : null;
}
