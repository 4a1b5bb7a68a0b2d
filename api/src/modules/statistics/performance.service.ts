import type { EntityManager } from "@mikro-orm/postgresql";
import {
  BACKLOG_AGE_BUCKETS,
  NEIGHBORHOODS,
  PENDING_STATUSES,
  PERFORMANCE_MINIMUM_REPORTS,
  type BacklogAgeBucketKey,
} from "../../domain";
import { listCategories } from "../category/category.service";
import { memoised, prepareStatistics, readStatistics, type StatisticsRequest } from "./statistics.service";
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
  /** "¿Quedó resuelto?": of the reports residents answered Sí or No about, those confirmed (docs/transparency.md#the-figures). */
  confirmedByResidents: RateFigure;
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

/**
 * What each row of the statement is (`grouping()` of its grouping set: a bit is 1 when its column is
 * aggregated away): the counts by category and by barrio, and each duration's histogram (días hábiles →
 * reports) by category and by barrio. The whole filter is the sum of its categories.
 */
const SETS = {
  category: 0b01,
  neighborhood: 0b10,
  answerCategory: 0b0101,
  answerNeighborhood: 0b1001,
  resolutionCategory: 0b0110,
  resolutionNeighborhood: 0b1010,
} as const;

interface PerformanceRow {
  part: "counts" | "days";
  set_id: number;
  category_id: string | null;
  neighborhood: string | null;
  days: number | null;
  reports: string;
  pending: string | null;
  term_reports: string | null;
  term_met: string | null;
  reopened: string | null;
  checked: string | null;
  confirmed: string | null;
  [bucket: `backlog_${number}`]: string | null;
}

const pendingList = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * Residents' answers about each report's latest resolution they answered Sí or No about
 * (docs/resolution-check.md): one row per report, `confirmed` when at least one said Sí. Shared by
 * /transparencia's statement and /estadisticas' figure, so the two say the same.
 */
const RESIDENT_ANSWERS_SQL = `(
        SELECT DISTINCT ON (report_id) report_id, bool_or(answer = 'si') AS confirmed
        FROM resolution_check WHERE answer IN ('si', 'no')
        GROUP BY report_id, resolved_at ORDER BY report_id, resolved_at DESC
      )`;

/** A share in percent of `reports`, or null below the minimum of reports (docs/transparency.md). */
function rate(reports: number, part: number): RateFigure {
  const enough = reports >= PERFORMANCE_MINIMUM_REPORTS;
  return {
    reports,
    count: enough ? part : null,
    percentage: enough ? Math.round((part / reports) * 1000) / 10 : null,
    tooFewReports: !enough,
  };
}

/**
 * /estadisticas' "Confirmados por los vecinos": /transparencia's `confirmedByResidents` for the
 * statistics' own filter (docs/transparency.md#the-figures), from the same rows and the same answers.
 */
export function residentConfirmation(request: StatisticsRequest): Promise<RateFigure> {
  return memoised(request, "residentConfirmation", async () => {
    const where = joinSql([
      instantRangeSql("p.created_at", request.range),
      dimensionsSql(request.filter, "p"),
    ]);
    const [row] = await readStatistics<Array<{ checked: string; confirmed: string }>>(
      request.em,
      `SELECT count(*) AS checked, count(*) FILTER (WHERE rc.confirmed AND p.status = 'resuelto') AS confirmed
         FROM report_performance p
         JOIN ${RESIDENT_ANSWERS_SQL} rc ON rc.report_id = p.report_id
        WHERE ${where.sql}`,
      where.params,
    );
    return rate(Number(row?.checked ?? 0), Number(row?.confirmed ?? 0));
  });
}

/**
 * The one statement behind every door (docs/transparency.md#speed): the reports filed in the filter's
 * Bogotá days, from their narrow `report_performance` rows (días hábiles already counted). Its first
 * part counts by category and by barrio; its second counts each duration's values by category and by
 * barrio, the histograms `percentileCont` reads the percentiles from. Only hash tables, no sort of the
 * reports.
 */
export function performanceSql(range: DateRange, filter: Parameters<typeof dimensionsSql>[0], now: Date) {
  const where = joinSql([instantRangeSql("p.created_at", range), dimensionsSql(filter, "p")]);
  const age = "(today.through - p.filed_through)";
  const buckets = BACKLOG_AGE_BUCKETS.map(
    (bucket, index) =>
      `count(*) FILTER (WHERE p.status IN (${pendingList}) AND ${age} >= ${bucket.min}` +
      (bucket.max === null ? "" : ` AND ${age} <= ${bucket.max}`) +
      `) AS backlog_${index}`,
  ).join(",\n           ");
  const noBuckets = BACKLOG_AGE_BUCKETS.map((_, index) => `NULL::bigint AS backlog_${index}`).join(", ");
  return {
    sql: `SELECT 'counts' AS part, grouping(p.category_id, p.neighborhood) AS set_id,
           p.category_id, p.neighborhood, NULL::int AS days,
           count(*) AS reports,
           count(*) FILTER (WHERE p.status IN (${pendingList})) AS pending,
           ${buckets},
           count(*) FILTER (WHERE p.answered_at IS NOT NULL OR p.due_at < ?::timestamptz) AS term_reports,
           count(*) FILTER (WHERE p.answered_at <= p.due_at) AS term_met,
           count(*) FILTER (WHERE p.reopened) AS reopened,
           count(rc.report_id) AS checked,
           count(*) FILTER (WHERE rc.confirmed AND p.status = 'resuelto') AS confirmed
      FROM report_performance p
      -- Residents' answers about each report's latest resolution they answered Sí or No about
      -- (docs/resolution-check.md): one row per report, hashed once.
      LEFT JOIN ${RESIDENT_ANSWERS_SQL} rc ON rc.report_id = p.report_id
      CROSS JOIN (SELECT through FROM business_day_count WHERE day = statistics_day(?::timestamptz)) today
     WHERE ${where.sql}
     GROUP BY GROUPING SETS ((p.category_id), (p.neighborhood))
    UNION ALL
    SELECT 'days', grouping(p.category_id, p.neighborhood, p.answer_days, p.resolution_days),
           p.category_id, p.neighborhood, coalesce(p.answer_days, p.resolution_days),
           count(*), NULL, ${noBuckets}, NULL, NULL, NULL, NULL, NULL
      FROM report_performance p
     WHERE (p.answer_days IS NOT NULL OR p.resolution_days IS NOT NULL) AND ${where.sql}
     GROUP BY GROUPING SETS ((p.category_id, p.answer_days), (p.neighborhood, p.answer_days),
                             (p.category_id, p.resolution_days), (p.neighborhood, p.resolution_days))`,
    params: [now, now, ...where.params, ...where.params],
  };
}

/** Días hábiles → how many reports took them. */
type Histogram = Map<number, number>;

/**
 * PostgreSQL's `percentile_cont` over the values a histogram holds: the values in order, linear
 * interpolation between the two nearest ranks (docs/transparency.md#the-figures). null when empty.
 */
export function percentileCont(histogram: Histogram, fraction: number): number | null {
  const values = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = values.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const position = fraction * (total - 1);
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (rank < seen) return value;
    }
    return values[values.length - 1]![0];
  };
  const lower = valueAt(Math.floor(position));
  const upper = valueAt(Math.ceil(position));
  return lower + (position - Math.floor(position)) * (upper - lower);
}

/** One cell's counts and its two histograms, as the statement's rows give them. */
interface Cell {
  counts: Counts | undefined;
  answer: Histogram;
  resolution: Histogram;
}

type Counts = Pick<
  PerformanceRow,
  "reports" | "pending" | "term_reports" | "term_met" | "reopened" | "checked" | "confirmed"
> &
  Record<`backlog_${number}`, string | null>;

function emptyCell(): Cell {
  const counts: Counts = {
    reports: "0",
    pending: "0",
    term_reports: "0",
    term_met: "0",
    reopened: "0",
    checked: "0",
    confirmed: "0",
  };
  BACKLOG_AGE_BUCKETS.forEach((_, index) => (counts[`backlog_${index}`] = "0"));
  return { counts, answer: new Map(), resolution: new Map() };
}

/** The whole filter's counts, summed from its categories' (every report has exactly one category). */
function addCounts(total: Counts, row: Counts): void {
  const add = (key: keyof Counts) => (total[key] = String(Number(total[key] ?? 0) + Number(row[key] ?? 0)));
  for (const key of [
    "reports",
    "pending",
    "term_reports",
    "term_met",
    "reopened",
    "checked",
    "confirmed",
  ] as const)
    add(key);
  BACKLOG_AGE_BUCKETS.forEach((_, index) => add(`backlog_${index}`));
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
  const cells = new Map<string, Cell>();
  const cellOf = (key: string) => {
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = emptyCell()));
    return cell;
  };
  const overall = emptyCell();
  for (const row of rows) {
    const set = Number(row.set_id);
    const byCategory =
      row.part === "counts"
        ? set === SETS.category
        : set === SETS.answerCategory || set === SETS.resolutionCategory;
    const cell = cellOf(byCategory ? `category:${row.category_id}` : `neighborhood:${row.neighborhood}`);
    if (row.part === "counts") {
      cell.counts = row;
      if (byCategory) addCounts(overall.counts!, row);
      continue;
    }
    // null: the reports without this duration, in the other duration's sets.
    if (row.days === null) continue;
    const histogram =
      set === SETS.answerCategory || set === SETS.answerNeighborhood ? "answer" : "resolution";
    cell[histogram].set(row.days, Number(row.reports));
    if (byCategory)
      overall[histogram].set(row.days, (overall[histogram].get(row.days) ?? 0) + Number(row.reports));
  }
  const byReports = <T extends PerformanceFigures>(list: T[]) =>
    list
      .map((cell, index) => ({ cell, index }))
      .sort((a, b) => b.cell.reports - a.cell.reports || a.index - b.index)
      .map(({ cell }) => cell);
  return {
    range: request.range,
    minimumReports: PERFORMANCE_MINIMUM_REPORTS,
    overall: figures(overall),
    byCategory: byReports(
      categories.map((category) => ({
        categoryId: category.id,
        categoryName: category.name,
        ...figures(cells.get(`category:${category.id}`)),
      })),
    ),
    byNeighborhood: byReports(
      NEIGHBORHOODS.map((neighborhood) => ({
        neighborhood: neighborhood.slug,
        label: neighborhood.label,
        ...figures(cells.get(`neighborhood:${neighborhood.slug}`)),
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

function figures(cell: Cell | undefined): PerformanceFigures {
  const row = cell?.counts;
  const count = (value: string | null | undefined) => Number(value ?? 0);
  const total = (histogram: Histogram | undefined) =>
    [...(histogram?.values() ?? [])].reduce((sum, reports) => sum + reports, 0);
  const days = (histogram: Histogram | undefined) => {
    const reports = total(histogram);
    const enough = reports >= PERFORMANCE_MINIMUM_REPORTS;
    return {
      reports,
      median: enough ? percentileCont(histogram!, 0.5) : null,
      p90: enough ? percentileCont(histogram!, 0.9) : null,
      tooFewReports: !enough,
    };
  };
  return {
    reports: count(row?.reports),
    pending: count(row?.pending),
    answerDays: days(cell?.answer),
    resolutionDays: days(cell?.resolution),
    answeredInTerm: rate(count(row?.term_reports), count(row?.term_met)),
    reopened: rate(total(cell?.resolution), count(row?.reopened)),
    confirmedByResidents: rate(count(row?.checked), count(row?.confirmed)),
    backlog: BACKLOG_AGE_BUCKETS.map((bucket, index) => ({
      key: bucket.key,
      label: bucket.label,
      minDays: bucket.min,
      maxDays: bucket.max,
      count: count(row?.[`backlog_${index}`]),
    })),
  };
}
