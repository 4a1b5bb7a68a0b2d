import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import { MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { requireParticipant } from "./participant.service";
import { countsOf, RETURNING_COUNTS, type ReportCountsRow } from "./report-counts";
import { toggleOnce } from "./toggle";

export interface VoteResult {
  reportId: string;
  /** The viewer's vote after the toggle. */
  voted: boolean;
  votesCount: number;
}

/**
 * Supports a report, or takes the support back (a toggle). The vote row and `report.votes_count` change
 * in one transaction, and the count moves only when a row was really inserted or deleted: the primary
 * key refuses a second vote, the report row's lock orders concurrent toggles, so the count stays exact
 * however many residents toggle at once; one resident's simultaneous toggles collapse into one
 * (`toggleOnce`, docs/community.md#counts). A real change is the `report.voted` event (docs/events.md).
 */
export async function toggleVote(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
): Promise<VoteResult> {
  const user = requireParticipant(viewer);
  if (!UUID_PATTERN.test(reportId)) throw notFound(MESSAGES.reportNotFound);
  return em.transactional((tx) =>
    toggleOnce(
      tx,
      `vote:${user.id}:${reportId}`,
      async () => {
        const removed = await tx.execute<unknown[]>(
          "DELETE FROM report_vote WHERE report_id = ? AND user_id = ? RETURNING report_id",
          [reportId, user.id],
        );
        let change = removed.length > 0 ? -1 : 0;
        if (change === 0) {
          const inserted = await tx.execute<unknown[]>(
            `INSERT INTO report_vote (report_id, user_id, created_at) SELECT id, ?, now() FROM report WHERE id = ?
             ON CONFLICT DO NOTHING RETURNING report_id`,
            [user.id, reportId],
          );
          // Nothing inserted: no such report.
          change = inserted.length > 0 ? 1 : 0;
        }
        const [row] = await tx.execute<ReportCountsRow[]>(
          `UPDATE report SET votes_count = votes_count + ? WHERE id = ? ${RETURNING_COUNTS}`,
          [change, reportId],
        );
        if (!row) throw notFound(MESSAGES.reportNotFound);
        if (change !== 0) {
          await emit(tx, "report.voted", {
            reportId,
            voterId: user.id,
            voted: change > 0,
            counts: countsOf(row),
          });
        }
        return { reportId, voted: change >= 0, votesCount: row.votes_count };
      },
      async () => {
        const [row] = await tx.execute<Array<{ votes_count: number; voted: boolean }>>(
          `SELECT votes_count, EXISTS (SELECT 1 FROM report_vote WHERE report_id = r.id AND user_id = ?) AS voted
             FROM report r WHERE id = ?`,
          [user.id, reportId],
        );
        if (!row) throw notFound(MESSAGES.reportNotFound);
        return { reportId, voted: row.voted, votesCount: row.votes_count };
      },
    ),
  );
}

/** The reports a person supports, for their data export (docs/decisions.md#account-deletion). */
export function supportsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'createdAt', v.created_at)
              ORDER BY v.created_at, r.radicado), '[]') AS list
       FROM report_vote v JOIN report r ON r.id = v.report_id WHERE v.user_id = ?`,
    [userId],
  );
}
