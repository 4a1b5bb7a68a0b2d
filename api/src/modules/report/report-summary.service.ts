import type { EntityManager } from "@mikro-orm/postgresql";
import { expensiveRead } from "../../database/expensive-reads";
import type { CurrentUser } from "../../context/current-user";
import { REPORT_SEARCH_LIMITS, REPORT_STATUSES, REPORT_TIME_ZONE } from "../../domain";
import { forbidden } from "../../errors/app-error";
import { canReadAsStaff } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import { reportSearchInput } from "./report-search.inputs";
import { matchCondition } from "./report-search.service";
import { totalsByStatus } from "./report-totals";
import type { ReportTotals } from "./report.types";

export interface ReportSummary extends ReportTotals {
  thisWeek: number;
  /** Mean days from filing to first `resuelto`, over the resolved ones; null when none (docs/decisions.md). */
  averageDaysToResolve: number | null;
}

/**
 * The admin panel's tiles (and the printable report's figures) over the reports matching the filters
 * (none: all), in one pass.
 */
export async function reportSummary(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<ReportSummary> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const condition = await matchCondition(em, parseInput(reportSearchInput, input ?? {}));
  // A pass over every match: an expensive read (docs/graphql.md#expensive-reads).
  const [row] = await expensiveRead(em, "interactive", (reader) =>
    reader.execute<Array<Record<string, string | null>>>(
      `SELECT ${REPORT_STATUSES.map(({ value }) => `count(*) FILTER (WHERE r.status = '${value}') AS ${value}`).join(",\n            ")},
            count(*) FILTER (WHERE r.created_at >= (date_trunc('day', now() AT TIME ZONE '${REPORT_TIME_ZONE}')
              - make_interval(days => ${REPORT_SEARCH_LIMITS.weekDays - 1})) AT TIME ZONE '${REPORT_TIME_ZONE}') AS this_week,
            avg(extract(epoch FROM r.first_resolved_at - r.created_at)) / 86400 AS average_days
       FROM report r WHERE ${condition.sql}`,
      condition.params,
    ),
  );
  const count = (key: string) => Number(row?.[key] ?? 0);
  return {
    ...totalsByStatus(count),
    thisWeek: count("this_week"),
    averageDaysToResolve: row?.average_days == null ? null : Math.round(Number(row.average_days) * 10) / 10,
  };
}
