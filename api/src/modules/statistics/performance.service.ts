import type { EntityManager } from "@mikro-orm/postgresql";
import {
  BACKLOG_AGE_BUCKETS,
  NEIGHBORHOODS,
  PENDING_STATUSES,
  PERFORMANCE_MINIMUM_REPORTS,
  type BacklogAgeBucketKey,
} from "../../domain";
import { listCategories } from "../category/category.service";
import { prepareStatistics, readStatistics } from "./statistics.service";
import { dimensionsSql, instantRangeSql, joinSql } from "./statistics-sql";
import type { DateRange } from "./statistics-range";

/** A figure in días hábiles over `reports` reports: null below the minimum (docs/transparency.md). */
export interface DaysFigure {
  reports: number;
  median: number | null;
  p90: number | null;
  tooFewReports: boolean;
}

/** `count` of `reports` reports, and its share in percent: null below the minimum. */
export interface RateFigure {
  reports: number;
  count: number | null;
  percentage: number | null;
  tooFewReports: boolean;
}

export interface BacklogBucket {
  key: BacklogAgeBucketKey;
  label: string;
  minDays: number;
  maxDays: number | null;
  count: number;
}

/** Every figure of one cell: the whole filter, a category or a neighbourhood. */
export interface PerformanceFigures {
  reports: number;
  pending: number;
  answerDays: DaysFigure;
  resolutionDays: DaysFigure;
  answeredInTerm: RateFigure;
  reopened: RateFigure;
  backlog: BacklogBucket[];
}

export interface CategoryPerformance extends PerformanceFigures {
  categoryId: string;
  categoryName: string;
}

export interface NeighborhoodPerformance extends PerformanceFigures {
  neighborhood: string;
  label: string;
}

export interface Performance {
  range: DateRange;
  minimumReports: number;
  overall: PerformanceFigures;
  byCategory: CategoryPerformance[];
  byNeighborhood: NeighborhoodPerformance[];
}

/** grouping(category_id, neighborhood) of each grouping set. */
const SETS = { overall: 0b11, category: 0b01, neighborhood: 0b10 } as const;

interface PerformanceRow {
  set_id: number;
  category_id: string | null;
  neighborhood: string | null;
  reports: string;
  pending: string;
  answered: string;
  answer_median: number | null;
  answer_p90: number | null;
  resolved: string;
  resolution_median: number | null;
  resolution_p90: number | null;
  term_reports: string;
  term_met: string;
  reopened: string;
  [bucket: `backlog_${number}`]: string;
}

const pendingList = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * The one statement behind every door (docs/transparency.md): the reports filed in the filter's Bogotá
 * days, grouped at once overall, per category and per neighbourhood. Días hábiles are differences of
 * `business_day_count` rows (joined, not counted per report); the percentiles are PostgreSQL's
 * `percentile_cont` (linear interpolation), which leaves out reports without the instant.
 */
export function performanceSql(range: DateRange, filter: Parameters<typeof dimensionsSql>[0], now: Date) {
  const where = joinSql([instantRangeSql("r.created_at", range), dimensionsSql(filter, "r")]);
  const age = "(today.through - filed.through)";
  const buckets = BACKLOG_AGE_BUCKETS.map(
    (bucket, index) =>
      `count(*) FILTER (WHERE r.status IN (${pendingList}) AND ${age} >= ${bucket.min}` +
      (bucket.max === null ? "" : ` AND ${age} <= ${bucket.max}`) +
      `) AS backlog_${index}`,
  ).join(",\n           ");
  const answerDays = "(answered.through - filed.through)";
  const resolutionDays = "(resolved.through - filed.through)";
  return {
    sql: `SELECT grouping(r.category_id, r.neighborhood) AS set_id, r.category_id, r.neighborhood,
           count(*) AS reports,
           count(*) FILTER (WHERE r.status IN (${pendingList})) AS pending,
           ${buckets},
           count(answered.through) AS answered,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${answerDays}) AS answer_median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY ${answerDays}) AS answer_p90,
           count(resolved.through) AS resolved,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY ${resolutionDays}) AS resolution_median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY ${resolutionDays}) AS resolution_p90,
           count(*) FILTER (WHERE r.answered_at IS NOT NULL OR r.due_at < ?::timestamptz) AS term_reports,
           count(*) FILTER (WHERE r.answered_at <= r.due_at) AS term_met,
           count(*) FILTER (WHERE r.first_resolved_at IS NOT NULL AND r.resolution_reopened_at IS NOT NULL) AS reopened
      FROM report r
      JOIN business_day_count filed ON filed.day = statistics_day(r.created_at)
      LEFT JOIN business_day_count answered ON answered.day = statistics_day(r.first_answered_at)
      LEFT JOIN business_day_count resolved ON resolved.day = statistics_day(r.first_resolved_at)
      CROSS JOIN (SELECT through FROM business_day_count WHERE day = statistics_day(?::timestamptz)) today
     WHERE ${where.sql}
     GROUP BY GROUPING SETS ((), (r.category_id), (r.neighborhood))`,
    params: [now, now, ...where.params],
  };
}

/**
 * Public performance for a filter (period or dates, categories, neighbourhoods; the same rules and
 * Spanish errors as the statistics, which it must add up with): one SQL aggregate, then each cell's
 * figures with those over fewer than 10 reports left out.
 */
export async function getPerformance(
  em: EntityManager,
  raw: unknown,
  now: Date = new Date(),
): Promise<Performance> {
  const request = prepareStatistics(em, performanceFilterOf(raw), now);
  const query = performanceSql(request.range, request.filter, now);
  const [rows, categories] = await Promise.all([
    readStatistics<PerformanceRow[]>(em, query.sql, query.params),
    listCategories(em),
  ]);
  const of = (set: number) => rows.filter((row) => Number(row.set_id) === set);
  const categoryRows = new Map(of(SETS.category).map((row) => [row.category_id, row]));
  const neighborhoodRows = new Map(of(SETS.neighborhood).map((row) => [row.neighborhood, row]));
  const byReports = <T extends PerformanceFigures>(cells: T[]) =>
    cells
      .map((cell, index) => ({ cell, index }))
      .sort((a, b) => b.cell.reports - a.cell.reports || a.index - b.index)
      .map(({ cell }) => cell);
  return {
    range: request.range,
    minimumReports: PERFORMANCE_MINIMUM_REPORTS,
    overall: figures(of(SETS.overall)[0]),
    byCategory: byReports(
      categories.map((category) => ({
        categoryId: category.id,
        categoryName: category.name,
        ...figures(categoryRows.get(category.id)),
      })),
    ),
    byNeighborhood: byReports(
      NEIGHBORHOODS.map((neighborhood) => ({
        neighborhood: neighborhood.slug,
        label: neighborhood.label,
        ...figures(neighborhoodRows.get(neighborhood.slug)),
      })),
    ),
  };
}

/** Only what the performance is filtered by: the period or dates, categories and neighbourhoods. */
function performanceFilterOf(raw: unknown): Record<string, unknown> {
  if (raw === null || typeof raw !== "object") return {};
  const { period, from, to, categories, neighborhoods } = raw as Record<string, unknown>;
  return { period, from, to, categories, neighborhoods };
}

function figures(row: PerformanceRow | undefined): PerformanceFigures {
  const count = (value: string | undefined) => Number(value ?? 0);
  const days = (reports: number, median: number | null | undefined, p90: number | null | undefined) => {
    const enough = reports >= PERFORMANCE_MINIMUM_REPORTS;
    return {
      reports,
      median: enough ? Number(median) : null,
      p90: enough ? Number(p90) : null,
      tooFewReports: !enough,
    };
  };
  const rate = (reports: number, part: number) => {
    const enough = reports >= PERFORMANCE_MINIMUM_REPORTS;
    return {
      reports,
      count: enough ? part : null,
      percentage: enough ? Math.round((part / reports) * 1000) / 10 : null,
      tooFewReports: !enough,
    };
  };
  return {
    reports: count(row?.reports),
    pending: count(row?.pending),
    answerDays: days(count(row?.answered), row?.answer_median, row?.answer_p90),
    resolutionDays: days(count(row?.resolved), row?.resolution_median, row?.resolution_p90),
    answeredInTerm: rate(count(row?.term_reports), count(row?.term_met)),
    reopened: rate(count(row?.resolved), count(row?.reopened)),
    backlog: BACKLOG_AGE_BUCKETS.map((bucket, index) => ({
      key: bucket.key,
      label: bucket.label,
      minDays: bucket.min,
      maxDays: bucket.max,
      count: count(row?.[`backlog_${index}`]),
    })),
  };
}
