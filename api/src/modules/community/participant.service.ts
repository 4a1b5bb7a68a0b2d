import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { cedulaRequired, unauthenticated } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { participationBlock } from "../../policies/community.policy";
import { countsOf, type ReportCountsRow } from "./report-counts";

/** Voting, commenting and liking need sign-in and a cédula (docs/decisions.md#cédula). */
export function requireParticipant(viewer: CurrentUser | undefined): CurrentUser {
  const block = participationBlock(viewer);
  if (block === "sign_in" || !viewer) throw unauthenticated();
  if (block === "cedula") throw cedulaRequired();
  return viewer;
}

export function requireSignedIn(viewer: CurrentUser | undefined): CurrentUser {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * Account deletion's part of the community (docs/decisions.md#account-deletion), inside its transaction:
 * the user's votes and likes go, and the counts they were part of go down with them; comments stay and
 * read "Usuario eliminado" (their author becomes null with the account). Rows are locked in id order,
 * so two deletions at once cannot deadlock. Each vote and like taken back is a `report.voted` or
 * `comment.liked` event like a resident's own (docs/events.md): open pages hear of the new counts.
 */
export async function removeParticipant(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute(
    `SELECT id FROM report WHERE id IN (SELECT report_id FROM report_vote WHERE user_id = ?) ORDER BY id FOR UPDATE`,
    [userId],
  );
  const reports = await tx.execute<ReportCountsRow[]>(
    `WITH gone AS (DELETE FROM report_vote WHERE user_id = ? RETURNING report_id)
     UPDATE report r SET votes_count = r.votes_count - 1 FROM gone WHERE r.id = gone.report_id
     RETURNING r.id, r.votes_count, r.comments_count, r.status`,
    [userId],
  );
  await tx.execute(
    `SELECT id FROM comment WHERE id IN (SELECT comment_id FROM comment_like WHERE user_id = ?) ORDER BY id FOR UPDATE`,
    [userId],
  );
  const comments = await tx.execute<
    Array<{ id: string; report_id: string; parent_id: string | null; likes_count: number }>
  >(
    `WITH gone AS (DELETE FROM comment_like WHERE user_id = ? RETURNING comment_id)
     UPDATE comment c SET likes_count = c.likes_count - 1 FROM gone WHERE c.id = gone.comment_id
     RETURNING c.id, c.report_id, c.parent_id, c.likes_count`,
    [userId],
  );
  for (const row of reports) {
    await emit(tx, "report.voted", {
      reportId: row.id,
      voterId: userId,
      voted: false,
      counts: countsOf(row),
    });
  }
  for (const row of comments) {
    await emit(tx, "comment.liked", {
      reportId: row.report_id,
      commentId: row.id,
      parentId: row.parent_id,
      likerId: userId,
      liked: false,
      likesCount: row.likes_count,
    });
  }
}
