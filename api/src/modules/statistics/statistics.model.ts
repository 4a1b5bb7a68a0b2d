import type { ReportStatus } from "../../domain";

/** What the statistics service answers; the GraphQL types and REST shapes are built from these. */
export interface StatisticsTotals {
  /** Reports filed in the range. */
  total: number;
  /** Of those, the ones whose status is now `resuelto`. */
  resolved: number;
  /** Of those, the ones now pending: `recibido`, `en_gestion` or `reabierto`. */
  pending: number;
  /** Of those, the ones closed without resolution: `duplicado` or `trasladado`. total = resolved + pending + closed. */
  closed: number;
  /** Reports filed in the last 7 days up to today, whatever the range (same other filters). */
  thisWeek: number;
  /** resolved ÷ total as a rounded percent; null without reports. */
  resolutionRate: number | null;
}

export interface ResponseTime {
  /** Reports first resolved in the range. */
  resolvedInPeriod: number;
  /** Their mean days from filing to first resolution; null when there are none. */
  averageDays: number | null;
}

export interface CategoryBreakdown {
  categoryId: string;
  categoryName: string;
  icon: string;
  count: number;
  percentage: number;
  resolvedInPeriod: number;
  averageResponseDays: number | null;
}

export interface NeighborhoodBreakdown {
  neighborhood: string;
  label: string;
  count: number;
  percentage: number;
  mainCategory: { categoryId: string; categoryName: string; count: number } | null;
}

export interface StatusBreakdown {
  status: ReportStatus;
  label: string;
  count: number;
  percentage: number;
}

export interface SeverityBreakdown {
  severity: number;
  label: string;
  count: number;
  percentage: number;
}

export interface StatisticsSummary {
  totals: StatisticsTotals;
  responseTime: ResponseTime;
  /** Every category, most reports first (a tie keeps the categories' order). */
  byCategory: CategoryBreakdown[];
  /** Every neighbourhood, most reports first. */
  byNeighborhood: NeighborhoodBreakdown[];
  byStatus: StatusBreakdown[];
  bySeverity: SeverityBreakdown[];
}

export interface TimeSeriesPoint {
  /** First and last Bogotá day of the bucket, clipped to the range. */
  start: string;
  end: string;
  filed: number;
  resolved: number;
}

export interface HeatMapCell {
  south: number;
  west: number;
  north: number;
  east: number;
  count: number;
}

export interface HeatMap {
  cellSizeDegrees: number;
  minimumCount: number;
  /** Squares with at least `minimumCount` reports, busiest first. */
  cells: HeatMapCell[];
  /** Reports in squares left out for having fewer than `minimumCount`. */
  suppressedReports: number;
  /** Reports filed without a map point. */
  withoutLocation: number;
}
