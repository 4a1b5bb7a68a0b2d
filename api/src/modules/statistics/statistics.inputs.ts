import { z } from "zod";
import {
  addDays,
  CATEGORY_IDS,
  daysBetween,
  MAX_SEVERITY,
  MESSAGES,
  MIN_SEVERITY,
  NEIGHBORHOOD_SLUGS,
  REPORT_STATUSES,
  STATISTICS_LIMITS,
  STATISTICS_MESSAGES,
  STATISTICS_PERIODS,
  TIME_GRANULARITIES,
  type CategoryId,
  type NeighborhoodSlug,
  type ReportStatus,
  type StatisticsPeriod,
} from "../../domain";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A list from GraphQL (an array) or from a REST query string ("a,b" or repeated parameters). */
function list<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value): unknown[] | undefined => {
    if (value === "" || value === null || value === undefined) return undefined;
    const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
    return items.flatMap((entry) =>
      typeof entry === "string" ? entry.split(",").map((part) => part.trim()) : [entry],
    );
  }, z.array(item).max(max).optional());
}

const calendarDate = z
  .string({ error: STATISTICS_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: STATISTICS_MESSAGES.dateInvalid })
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date, {
    error: STATISTICS_MESSAGES.dateInvalid,
  });

const enumOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: message });

/**
 * What any door may ask of the statistics (docs/statistics.md#what-the-numbers-mean): a period or a date
 * range of Bogotá days (both ends included), and lists of neighbourhoods, categories, statuses and severities
 * (an empty or absent list does not filter). REST passes its query string as it came.
 */
export const statisticsFilterInput = z
  .object({
    period: z.preprocess(
      blankToUndefined,
      enumOf(
        STATISTICS_PERIODS.map((period) => period.value),
        STATISTICS_MESSAGES.periodInvalid,
      ).optional(),
    ),
    from: z.preprocess(blankToUndefined, calendarDate.optional()),
    to: z.preprocess(blankToUndefined, calendarDate.optional()),
    neighborhoods: list(
      enumOf(NEIGHBORHOOD_SLUGS, STATISTICS_MESSAGES.neighborhoodInvalid),
      NEIGHBORHOOD_SLUGS.length,
    ),
    categories: list(enumOf(CATEGORY_IDS, STATISTICS_MESSAGES.categoryInvalid), CATEGORY_IDS.length),
    statuses: list(
      enumOf(
        REPORT_STATUSES.map((status) => status.value),
        MESSAGES.statusInvalid,
      ),
      REPORT_STATUSES.length,
    ),
    severities: list(
      z.coerce
        .number({ error: STATISTICS_MESSAGES.severityInvalid })
        .int({ error: STATISTICS_MESSAGES.severityInvalid })
        .min(MIN_SEVERITY, { error: STATISTICS_MESSAGES.severityInvalid })
        .max(MAX_SEVERITY, { error: STATISTICS_MESSAGES.severityInvalid }),
      MAX_SEVERITY,
    ),
  })
  .superRefine((filter, context) => {
    if (filter.period && (filter.from || filter.to)) {
      context.addIssue({ code: "custom", path: ["period"], message: STATISTICS_MESSAGES.periodWithRange });
    }
    for (const field of ["from", "to"] as const) {
      const date = filter[field];
      if (date && (date < STATISTICS_LIMITS.earliestDate || date > addDays(todayUtc(), 366))) {
        context.addIssue({ code: "custom", path: [field], message: STATISTICS_MESSAGES.dateOutOfRange });
      }
    }
    if (filter.from && filter.to) {
      if (filter.from > filter.to) {
        context.addIssue({ code: "custom", path: ["from"], message: STATISTICS_MESSAGES.rangeInverted });
      } else if (daysBetween(filter.from, filter.to) > STATISTICS_LIMITS.maxRangeDays) {
        context.addIssue({ code: "custom", path: ["from"], message: STATISTICS_MESSAGES.rangeTooLong });
      }
    }
  });

/** The parsed filter: lists are deduplicated and sorted, absent ones empty. */
export interface StatisticsFilter {
  period: StatisticsPeriod | undefined;
  from: string | undefined;
  to: string | undefined;
  neighborhoods: NeighborhoodSlug[];
  categories: CategoryId[];
  statuses: ReportStatus[];
  severities: number[];
}

export function normaliseFilter(parsed: z.output<typeof statisticsFilterInput>): StatisticsFilter {
  const unique = <T>(values: T[] | undefined) => [...new Set(values ?? [])].sort();
  return {
    period: parsed.period,
    from: parsed.from,
    to: parsed.to,
    neighborhoods: unique(parsed.neighborhoods),
    categories: unique(parsed.categories),
    statuses: unique(parsed.statuses),
    severities: unique(parsed.severities).sort((a, b) => a - b),
  };
}

export const timeSeriesInput = z.object({
  granularity: z.preprocess(
    blankToUndefined,
    enumOf(
      TIME_GRANULARITIES.map((granularity) => granularity.value),
      STATISTICS_MESSAGES.granularityInvalid,
    ).optional(),
  ),
});

/** For the guard against absurd dates only, where a day's difference from Bogotá does not matter. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
