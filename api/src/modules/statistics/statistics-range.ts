import { addDays, daysBetween, type TimeGranularity } from "../../domain";

/** Bogotá calendar days, both ends included; `from` null means since the first report. */
export interface DateRange {
  from: string | null;
  to: string;
}

/** Rows of one grain of the count tables whose bucket lies in [from, to]. */
export interface BucketSpan {
  grain: "d" | "m" | "a";
  from: string;
  to: string;
}

/** The bucket of the all-time grain (migration statistics_counts). */
export const ALL_TIME_BUCKET = "1970-01-01";

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function nextMonthStart(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * The fewest rows that cover `range` exactly (docs/statistics.md#pre-aggregated-counts): whole months
 * from the month grain, the days before and after them from the day grain, or the all-time grain when
 * the range is everything up to today. `firstDay` is the earliest day that has data, if any.
 */
export function bucketSpans(range: DateRange, today: string, firstDay: string | null): BucketSpan[] {
  if (range.from === null && range.to >= today) {
    return [{ grain: "a", from: ALL_TIME_BUCKET, to: ALL_TIME_BUCKET }];
  }
  const from = range.from ?? firstDay;
  if (from === null || from > range.to) return [];
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  const afterLastWhole = monthStart(addDays(range.to, 1));
  if (firstWhole >= afterLastWhole) return [{ grain: "d", from, to: range.to }];
  const spans: BucketSpan[] = [];
  if (from < firstWhole) spans.push({ grain: "d", from, to: addDays(firstWhole, -1) });
  spans.push({ grain: "m", from: firstWhole, to: addDays(afterLastWhole, -1) });
  if (afterLastWhole <= range.to) spans.push({ grain: "d", from: afterLastWhole, to: range.to });
  return spans;
}

/** The start of the series bucket that holds `day` (weeks start on Monday, as ISO weeks do). */
export function seriesBucketStart(day: string, granularity: TimeGranularity): string {
  if (granularity === "day") return day;
  if (granularity === "month") return monthStart(day);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every series bucket that meets [from, to], each clipped to the range, oldest first. */
export function seriesBuckets(
  from: string,
  to: string,
  granularity: TimeGranularity,
): Array<{ key: string; start: string; end: string }> {
  const buckets: Array<{ key: string; start: string; end: string }> = [];
  let key = seriesBucketStart(from, granularity);
  while (key <= to) {
    const next =
      granularity === "day"
        ? addDays(key, 1)
        : granularity === "week"
          ? addDays(key, 7)
          : nextMonthStart(key);
    buckets.push({
      key,
      start: key < from ? from : key,
      end: addDays(next, -1) > to ? to : addDays(next, -1),
    });
    key = next;
  }
  return buckets;
}

/** How many points a series of `granularity` over [from, to] has, without listing them. */
export function seriesLength(from: string, to: string, granularity: TimeGranularity): number {
  if (granularity === "day") return daysBetween(from, to);
  if (granularity === "week") {
    return (daysBetween(seriesBucketStart(from, "week"), seriesBucketStart(to, "week")) - 1) / 7 + 1;
  }
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return months(to) - months(from) + 1;
}
