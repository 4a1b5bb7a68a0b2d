import { STATISTICS_LIMITS, STATISTICS_MESSAGES, type TimeGranularity } from "../../domain";
import { badUserInput } from "../../errors/app-error";
import { parseInput } from "../../validation/parse-input";
import { timeSeriesInput } from "./statistics.inputs";
import type { TimeSeriesPoint } from "./statistics.model";
import { bucketSpans, seriesBuckets, seriesLength, type BucketSpan } from "./statistics-range";
import { firstReportDay, memoised, readStatistics, type StatisticsRequest } from "./statistics.service";
import { dimensionsSql, GROUPING_SETS, hasDimensions, joinSql, spansSql } from "./statistics-sql";

/** The granularity that suits a range when none is asked for: days up to ~3 months, then months. */
export function defaultGranularity(days: number): TimeGranularity {
  return days <= 92 ? "day" : "month";
}

/**
 * Reports filed and reports first resolved per day, week (Monday to Sunday) or month of the range,
 * every bucket present (zeros included) and clipped to the range. An open range starts at the first
 * report. Days and weeks read the day grain; months read whole months from the month grain.
 */
export async function timeSeries(request: StatisticsRequest, raw: unknown = {}): Promise<TimeSeriesPoint[]> {
  const asked = parseInput(timeSeriesInput, raw).granularity;
  const from = request.range.from ?? (await firstReportDay(request));
  if (from === null || from > request.range.to) return [];
  const to = request.range.to;
  const granularity = asked ?? defaultGranularity(seriesLength(from, to, "day"));
  if (seriesLength(from, to, granularity) > STATISTICS_LIMITS.maxSeriesPoints) {
    throw badUserInput({ granularity: STATISTICS_MESSAGES.tooManyPoints });
  }
  return memoised(request, `series:${granularity}`, async () => {
    const spans: BucketSpan[] =
      granularity === "month" ? bucketSpans({ from, to }, request.today, null) : [{ grain: "d", from, to }];
    const unit = granularity === "day" ? "day" : granularity === "week" ? "week" : "month";
    // Without dimension filters, the sums by status hold every report once.
    const { table, where } = hasDimensions(request.filter)
      ? { table: "statistics_report_count", where: joinSql([spansSql(spans), dimensionsSql(request.filter)]) }
      : {
          table: "statistics_marginal_count",
          where: joinSql([spansSql(spans), { sql: `set_id = ${GROUPING_SETS.status}`, params: [] }]),
        };
    const rows = await readStatistics<Array<{ key: string; filed: string; resolved: string }>>(
      request.em,
      `SELECT date_trunc('${unit}', bucket)::date::text AS key, sum(filed) AS filed, sum(resolved) AS resolved
         FROM ${table} WHERE ${where.sql} GROUP BY 1`,
      where.params,
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return seriesBuckets(from, to, granularity).map(({ key, start, end }) => ({
      start,
      end,
      filed: Number(byKey.get(key)?.filed ?? 0),
      resolved: Number(byKey.get(key)?.resolved ?? 0),
    }));
  });
}
