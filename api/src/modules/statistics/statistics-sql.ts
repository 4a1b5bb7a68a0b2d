import type { StatisticsFilter } from "./statistics.inputs";
import type { BucketSpan, DateRange } from "./statistics-range";

/** A piece of SQL with its positional (`?`) parameters, in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * The breakdowns as SQL's grouping(status, category_id, neighborhood, severity) numbers them (a 1 bit
 * for each column summed over); statistics_marginal_count keeps these numbers in `set_id`.
 */
export const GROUPING_SETS = {
  all: 0b1111,
  status: 0b0111,
  category: 0b1011,
  neighborhoodCategory: 0b1001,
  severity: 0b1110,
} as const;

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

/**
 * The filter's lists as conditions on columns that the report table and statistics_report_count both
 * have (category_id, neighborhood, severity, status); "true" when nothing is filtered.
 */
export function dimensionsSql(filter: StatisticsFilter, alias = ""): SqlPart {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (name: string, values: readonly unknown[]) => {
    if (values.length === 0) return;
    conditions.push(`${column(name)} IN (${placeholders(values)})`);
    params.push(...values);
  };
  add("category_id", filter.categories);
  add("neighborhood", filter.neighborhoods);
  add("status", filter.statuses);
  add("severity", filter.severities);
  return { sql: conditions.length > 0 ? conditions.join(" AND ") : "true", params };
}

export function hasDimensions(filter: StatisticsFilter): boolean {
  return (
    filter.categories.length +
      filter.neighborhoods.length +
      filter.statuses.length +
      filter.severities.length >
    0
  );
}

/** Rows of the count tables in the given spans; "false" when there are none. */
export function spansSql(spans: readonly BucketSpan[]): SqlPart {
  if (spans.length === 0) return { sql: "false", params: [] };
  return {
    sql: `(${spans.map(() => "(grain = ? AND bucket BETWEEN ?::date AND ?::date)").join(" OR ")})`,
    params: spans.flatMap((span) => [span.grain, span.from, span.to]),
  };
}

/**
 * Instants of `column` (a timestamptz of the report table) that fall on the range's Bogotá days, with
 * the same time-zone rule as the count tables' statistics_day().
 */
export function instantRangeSql(column: string, range: DateRange): SqlPart {
  const upper = `${column} < (?::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`;
  if (range.from === null) return { sql: upper, params: [range.to] };
  return {
    sql: `${column} >= ?::date::timestamp AT TIME ZONE 'America/Bogota' AND ${upper}`,
    params: [range.from, range.to],
  };
}

export function joinSql(parts: SqlPart[], separator = " AND "): SqlPart {
  return { sql: parts.map((part) => part.sql).join(separator), params: parts.flatMap((part) => part.params) };
}
