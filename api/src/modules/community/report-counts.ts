import type { ReportCounts } from "../../events/domain-events";
import type { ReportStatus } from "../../domain";

/** Ends an `UPDATE report …` that changes a count: the report's counts as the statement left them. */
export const RETURNING_COUNTS = "RETURNING id, votes_count, comments_count, status";

/** A report row as `RETURNING_COUNTS` returns it. */
export interface ReportCountsRow {
  id: string;
  votes_count: number;
  comments_count: number;
  status: ReportStatus;
}

export function countsOf(row: ReportCountsRow): ReportCounts {
  return { votesCount: row.votes_count, commentsCount: row.comments_count, status: row.status };
}
