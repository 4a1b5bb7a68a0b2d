import type { EntityManager } from "@mikro-orm/postgresql";
import {
  addDays,
  bogotaDate,
  daysBetween,
  DEFAULT_STATISTICS_PERIOD,
  LIMITS,
  NEIGHBORHOODS,
  CLOSED_STATUSES,
  PENDING_STATUSES,
  periodRange,
  REPORT_STATUSES,
  RESOLVED_STATUS,
  SEVERITY_LEVELS,
  STATISTICS_LIMITS,
  STATISTICS_MESSAGES,
  type ReportStatus,
} from "../../domain";
import { expensiveRead } from "../../database/expensive-reads";
import { badUserInput } from "../../errors/app-error";
import { parseInput } from "../../validation/parse-input";
import { listCategories } from "../category/category.service";
import { percentages, resolutionRate } from "./percentages";
import { normaliseFilter, statisticsFilterInput, type StatisticsFilter } from "./statistics.inputs";
import { bucketSpans, type DateRange } from "./statistics-range";
import {
  dimensionsSql,
  GROUPING_SETS,
  hasDimensions,
  instantRangeSql,
  joinSql,
  spansSql,
  type SqlPart,
} from "./statistics-sql";
import type { CategoryActivity } from "./category-activity.type";
import type { PublicStatistics } from "./public-statistics.type";
import type {
  CategoryBreakdown,
  NeighborhoodBreakdown,
  SeverityBreakdown,
  StatisticsSummary,
  StatusBreakdown,
} from "./statistics.model";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One statistics question: the parsed filter, its Bogotá date range and what has been computed for it
 * so far (GraphQL resolves each requested field separately; they share the queries).
 */
export interface StatisticsRequest {
  em: EntityManager;
  filter: StatisticsFilter;
  range: DateRange;
  today: string;
  memo: Map<string, Promise<unknown>>;
}

/**
 * Parses what a door received (GraphQL's `filter`, REST's query string) into a request, or refuses it with a
 * Spanish message per field. Without a period or dates: the last 7 days
 * (docs/statistics.md#what-the-numbers-mean).
 */
export function prepareStatistics(
  em: EntityManager,
  raw: unknown,
  now: Date = new Date(),
): StatisticsRequest {
  const filter = normaliseFilter(parseInput(statisticsFilterInput, raw));
  const today = bogotaDate(now);
  let range: DateRange;
  if (filter.from !== undefined || filter.to !== undefined) {
    range = { from: filter.from ?? null, to: filter.to ?? today };
    if (range.from !== null && range.from > range.to) {
      throw badUserInput({ from: STATISTICS_MESSAGES.rangeInverted });
    }
    if (range.from !== null && daysBetween(range.from, range.to) > STATISTICS_LIMITS.maxRangeDays) {
      throw badUserInput({ from: STATISTICS_MESSAGES.rangeTooLong });
    }
  } else {
    range = periodRange(filter.period ?? DEFAULT_STATISTICS_PERIOD, today);
  }
  return { em, filter, range, today, memo: new Map() };
}

/**
 * One statement of the statistics: an expensive read, under the analysts' longer statement limit
 * (docs/graphql.md#expensive-reads).
 */
export function readStatistics<T extends object[]>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T> {
  return expensiveRead(em, "statistics", (reader) => reader.execute<T>(sql, [...params]));
}

/** Computes `key` once per request. */
export function memoised<T>(request: StatisticsRequest, key: string, compute: () => Promise<T>): Promise<T> {
  let value = request.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    request.memo.set(key, value);
  }
  return value;
}

/** The earliest Bogotá day with a report, or null without reports. */
export function firstReportDay(request: StatisticsRequest): Promise<string | null> {
  return memoised(request, "firstDay", async () => {
    const [row] = await readStatistics<Array<{ day: string | null }>>(
      request.em,
      "SELECT min(bucket)::text AS day FROM statistics_report_count WHERE grain = 'd'",
    );
    return row?.day ?? null;
  });
}

/** The range's count-table rows, resolving an open start to the first report's day. */
export async function rangeSpans(request: StatisticsRequest) {
  const needsFirstDay = request.range.from === null && request.range.to < request.today;
  return bucketSpans(request.range, request.today, needsFirstDay ? await firstReportDay(request) : null);
}

interface SummaryRow {
  set_id: number;
  status: ReportStatus | null;
  category_id: string | null;
  neighborhood: string | null;
  severity: number | null;
  filed: string;
  resolved: string;
  resolution_ms: string;
  week_filed: string;
}

const SET = GROUPING_SETS;

/**
 * Totals and every breakdown of the request, in one pass over the count tables
 * (docs/statistics.md#what-the-numbers-mean): reports filed in the range by their current status,
 * category, neighbourhood (with its most frequent category) and severity, the reports first resolved
 * in the range with their days to resolution, and the reports filed in the last 7 days.
 */
export function statisticsSummary(request: StatisticsRequest): Promise<StatisticsSummary> {
  return memoised(request, "summary", async () => {
    const { em, filter, today } = request;
    const inRange = spansSql(await rangeSpans(request));
    const inWeek = spansSql([
      { grain: "d", from: addDays(today, -(LIMITS.homeRecentActivityDays - 1)), to: today },
    ]);
    const ranges = {
      sql: `${inRange.sql} AS in_range, ${inWeek.sql} AS in_week`,
      params: [...inRange.params, ...inWeek.params],
    };
    const sums = `coalesce(sum(filed) FILTER (WHERE in_range), 0) AS filed,
                  coalesce(sum(resolved) FILTER (WHERE in_range), 0) AS resolved,
                  coalesce(sum(resolution_ms) FILTER (WHERE in_range), 0) AS resolution_ms,
                  coalesce(sum(filed) FILTER (WHERE in_week), 0) AS week_filed`;
    let query: SqlPart;
    if (hasDimensions(filter)) {
      // Filters across dimensions need the full counts, summed along each breakdown at once.
      const dimensions = dimensionsSql(filter);
      query = {
        sql: `SELECT grouping(status, category_id, neighborhood, severity) AS set_id,
                     status, category_id, neighborhood, severity, ${sums}
                FROM (SELECT status, category_id, neighborhood, severity, filed, resolved, resolution_ms, ${ranges.sql}
                        FROM statistics_report_count
                       WHERE ${dimensions.sql} AND (${inRange.sql} OR ${inWeek.sql})) counts
               GROUP BY GROUPING SETS ((), (status), (category_id), (neighborhood, category_id), (severity))`,
        params: [...ranges.params, ...dimensions.params, ...inRange.params, ...inWeek.params],
      };
    } else {
      // Without them, the breakdowns are already summed: the "all" row is the statuses' sum (below).
      query = {
        sql: `SELECT set_id, nullif(status, '') AS status, nullif(category_id, '') AS category_id,
                     nullif(neighborhood, '') AS neighborhood, nullif(severity, 0) AS severity, ${sums}
                FROM (SELECT *, ${ranges.sql} FROM statistics_marginal_count
                       WHERE ${inRange.sql} OR ${inWeek.sql}) counts
               GROUP BY set_id, status, category_id, neighborhood, severity`,
        params: [...ranges.params, ...inRange.params, ...inWeek.params],
      };
    }
    const [rows, categories] = await Promise.all([
      readStatistics<SummaryRow[]>(em, query.sql, query.params),
      listCategories(em),
    ]);
    return summarise(hasDimensions(filter) ? rows : [...rows, sumOfStatuses(rows)], categories);
  });
}

/** The "all" row of the marginal counts: every status added up. */
function sumOfStatuses(rows: SummaryRow[]): SummaryRow {
  const statuses = rows.filter((row) => row.set_id === SET.status);
  const add = (key: "filed" | "resolved" | "resolution_ms" | "week_filed") =>
    String(statuses.reduce((sum, row) => sum + BigInt(row[key]), 0n));
  return {
    set_id: SET.all,
    status: null,
    category_id: null,
    neighborhood: null,
    severity: null,
    filed: add("filed"),
    resolved: add("resolved"),
    resolution_ms: add("resolution_ms"),
    week_filed: add("week_filed"),
  };
}

function summarise(
  rows: SummaryRow[],
  categories: Array<{ id: string; name: string; icon: string }>,
): StatisticsSummary {
  const of = (set: number) => rows.filter((row) => row.set_id === set);
  const all = of(SET.all)[0];
  const total = Number(all?.filed ?? 0);
  const countWhere = (set: number, match: (row: SummaryRow) => boolean) =>
    of(set)
      .filter(match)
      .reduce((sum, row) => sum + Number(row.filed), 0);
  const resolved = countWhere(SET.status, (row) => row.status === RESOLVED_STATUS);
  const pending = countWhere(SET.status, (row) => PENDING_STATUSES.includes(row.status!));
  const closed = countWhere(SET.status, (row) => CLOSED_STATUSES.includes(row.status!));
  const resolvedInPeriod = Number(all?.resolved ?? 0);

  const categoryRows = new Map(of(SET.category).map((row) => [row.category_id!, row]));
  const categoryCounts = categories.map((category) => Number(categoryRows.get(category.id)?.filed ?? 0));
  const categoryShares = percentages(categoryCounts, total);
  const byCategory: CategoryBreakdown[] = categories.map((category, index) => {
    const row = categoryRows.get(category.id);
    return {
      categoryId: category.id,
      categoryName: category.name,
      icon: category.icon,
      count: categoryCounts[index]!,
      percentage: categoryShares[index]!,
      resolvedInPeriod: Number(row?.resolved ?? 0),
      averageResponseDays: averageDays(row),
    };
  });

  const pairs = of(SET.neighborhoodCategory);
  const neighborhoodCounts = NEIGHBORHOODS.map((neighborhood) =>
    pairs
      .filter((row) => row.neighborhood === neighborhood.slug)
      .reduce((sum, row) => sum + Number(row.filed), 0),
  );
  const neighborhoodShares = percentages(neighborhoodCounts, total);
  const byNeighborhood: NeighborhoodBreakdown[] = NEIGHBORHOODS.map((neighborhood, index) => {
    // The most frequent category; a tie goes to the category listed first.
    let main: CategoryBreakdown | undefined;
    let mainCount = 0;
    for (const category of byCategory) {
      const count = Number(
        pairs.find((row) => row.neighborhood === neighborhood.slug && row.category_id === category.categoryId)
          ?.filed ?? 0,
      );
      if (count > mainCount) [main, mainCount] = [category, count];
    }
    return {
      neighborhood: neighborhood.slug,
      label: neighborhood.label,
      count: neighborhoodCounts[index]!,
      percentage: neighborhoodShares[index]!,
      mainCategory: main
        ? { categoryId: main.categoryId, categoryName: main.categoryName, count: mainCount }
        : null,
    };
  });

  const statusCounts = REPORT_STATUSES.map(({ value }) =>
    countWhere(SET.status, (row) => row.status === value),
  );
  const statusShares = percentages(statusCounts, total);
  const byStatus: StatusBreakdown[] = REPORT_STATUSES.map(({ value, label }, index) => ({
    status: value,
    label,
    count: statusCounts[index]!,
    percentage: statusShares[index]!,
  }));

  const severityCounts = SEVERITY_LEVELS.map(({ value }) =>
    countWhere(SET.severity, (row) => Number(row.severity) === value),
  );
  const severityShares = percentages(severityCounts, total);
  const bySeverity: SeverityBreakdown[] = SEVERITY_LEVELS.map(({ value, label }, index) => ({
    severity: value,
    label,
    count: severityCounts[index]!,
    percentage: severityShares[index]!,
  }));

  const byCount = <T extends { count: number }>(items: T[]) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => b.item.count - a.item.count || a.index - b.index);
  return {
    totals: {
      total,
      resolved,
      pending,
      closed,
      thisWeek: Number(all?.week_filed ?? 0),
      resolutionRate: resolutionRate(resolved, total),
    },
    responseTime: { resolvedInPeriod, averageDays: averageDays(all) },
    byCategory: byCount(byCategory).map(({ item }) => item),
    byNeighborhood: byCount(byNeighborhood).map(({ item }) => item),
    byStatus,
    bySeverity,
  };
}

function averageDays(row: Pick<SummaryRow, "resolved" | "resolution_ms"> | undefined): number | null {
  const resolved = Number(row?.resolved ?? 0);
  return resolved > 0 ? Number(row!.resolution_ms) / resolved / DAY_MS : null;
}

/**
 * The median days from filing to first resolution over the reports first resolved in the range (the
 * same reports as the average). Read from the reports themselves: a median cannot be pre-added.
 */
export function medianResponseDays(request: StatisticsRequest): Promise<number | null> {
  return memoised(request, "median", async () => {
    const where = joinSql([
      instantRangeSql("first_resolved_at", request.range),
      dimensionsSql(request.filter),
    ]);
    const query = {
      sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_resolved_at - created_at))
                   AS seconds
              FROM report WHERE first_resolved_at IS NOT NULL AND ${where.sql}`,
      params: where.params,
    };
    const [row] = await readStatistics<Array<{ seconds: number | null }>>(
      request.em,
      query.sql,
      query.params,
    );
    return row?.seconds == null ? null : Number(row.seconds) / 86400;
  });
}

/** The landing page's and home page's headline figures: all time (docs/decisions.md#no-fake-numbers). */
export async function getPublicStatistics(em: EntityManager): Promise<PublicStatistics> {
  const { totals, responseTime } = await statisticsSummary(prepareStatistics(em, { period: "all" }));
  return {
    totalReports: totals.total,
    resolvedReports: totals.resolved,
    neighborhoods: NEIGHBORHOODS.length,
    averageResolutionDays: responseTime.averageDays,
  };
}

/** The home page's "Actividad Reciente": the busiest categories of the week (docs/decisions.md#home-page). */
export async function getRecentCategoryActivity(em: EntityManager): Promise<CategoryActivity[]> {
  const { byCategory } = await statisticsSummary(prepareStatistics(em, { period: "week" }));
  return byCategory
    .filter((category) => category.count > 0)
    .slice(0, LIMITS.homeRecentActivityTopCategories)
    .map(({ categoryId, categoryName, icon, count, percentage }) => ({
      categoryId,
      categoryName,
      icon,
      count,
      percentage,
    }));
}

let latestFigures: { key: string; figures: Promise<PublicStatistics> } | undefined;

/**
 * The landing figures after a change, read once per change and instance however many pages watch
 * (docs/statistics.md#live-figures).
 */
export function publicStatisticsAfter(em: EntityManager, change: string): Promise<PublicStatistics> {
  if (latestFigures?.key !== change) {
    latestFigures = { key: change, figures: getPublicStatistics(em) };
    latestFigures.figures.catch(() => {
      if (latestFigures?.key === change) latestFigures = undefined;
    });
  }
  return latestFigures.figures;
}
