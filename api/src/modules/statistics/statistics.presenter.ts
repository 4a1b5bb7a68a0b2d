import type { StatisticsSummary } from "./statistics.model";

/** `GET /api/statistics`: the figures of docs/decisions.md#rest-calls, field for field. */
export interface SpecStatistics {
  totalReports: number;
  resolvedReports: number;
  pendingReports: number;
  /** Closed without resolution (duplicado, trasladado): total = resolved + pending + closed. */
  closedReports: number;
  weeklyReports: number;
  /** Mean days to first resolution over the reports resolved in the period; null when none were. */
  avgResponseTime: number | null;
  categoryStats: Array<{ categoryId: string; categoryName: string; count: number; percentage: number }>;
  /** `mainCategory` is the name of the neighbourhood's most reported category (null without reports). */
  neighborhoodStats: Array<{ neighborhood: string; count: number; mainCategory: string | null }>;
}

export function presentSpecStatistics(summary: StatisticsSummary): SpecStatistics {
  return {
    totalReports: summary.totals.total,
    resolvedReports: summary.totals.resolved,
    pendingReports: summary.totals.pending,
    closedReports: summary.totals.closed,
    weeklyReports: summary.totals.thisWeek,
    avgResponseTime: summary.responseTime.averageDays,
    categoryStats: summary.byCategory.map(({ categoryId, categoryName, count, percentage }) => ({
      categoryId,
      categoryName,
      count,
      percentage,
    })),
    neighborhoodStats: summary.byNeighborhood.map(({ neighborhood, count, mainCategory }) => ({
      neighborhood,
      count,
      mainCategory: mainCategory?.categoryName ?? null,
    })),
  };
}
