import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import { MESSAGES, UUID_PATTERN } from "../../domain";
import { badUserInput, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { isCommentAuthor } from "../../policies/community.policy";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";
import { presentComments } from "./comment.presenter";
import { Comment } from "./community.entity";
import { commentInput } from "./community.inputs";
import type { CommentView } from "./community.types";
import { requireParticipant, requireSignedIn } from "./participant.service";
import { countsOf, RETURNING_COUNTS, type ReportCountsRow } from "./report-counts";
import { toggleOnce } from "./toggle";

/** A report's thread for anyone: top-level comments newest first, each with its replies oldest first. */
export async function listComments(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
): Promise<CommentView[]> {
  if (!UUID_PATTERN.test(reportId) || !(await em.count(Report, { id: reportId }))) {
    throw notFound(MESSAGES.reportNotFound);
  }
  const comments = await em.find(Comment, { report: reportId }, { orderBy: { createdAt: "asc", id: "asc" } });
  const replies = new Map<string, Comment[]>();
  for (const comment of comments) {
    if (comment.parent) replies.set(comment.parent.id, [...(replies.get(comment.parent.id) ?? []), comment]);
  }
  const visible = (comment: Comment) => comment.deletedAt === null;
  // A deleted comment keeps its place only to hold replies (docs/community.md#replies-and-deletion).
  const topLevel = comments
    .filter((comment) => !comment.parent)
    .filter((comment) => visible(comment) || (replies.get(comment.id) ?? []).some(visible))
    .reverse();
  return presentComments(em, viewer, topLevel, (comment) => (replies.get(comment.id) ?? []).filter(visible));
}

/**
 * Comments on a report, or replies to one of its top-level comments (replies are one level deep). The
 * comment and `report.comments_count` change in one transaction, with the `report.commented` event
 * (docs/events.md): open pages hear of both on commit.
 */
export async function addComment(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
  input: unknown,
): Promise<CommentView> {
  const user = requireParticipant(viewer);
  if (!UUID_PATTERN.test(reportId)) throw notFound(MESSAGES.reportNotFound);
  const { content, parentId } = parseInput(commentInput, input);
  const comment = await em.transactional(async (tx) => {
    const [row] = await tx.execute<ReportCountsRow[]>(
      `UPDATE report SET comments_count = comments_count + 1 WHERE id = ? ${RETURNING_COUNTS}`,
      [reportId],
    );
    if (!row) throw notFound(MESSAGES.reportNotFound);
    const parent = parentId ? await tx.findOne(Comment, { id: parentId }, { populate: ["report"] }) : null;
    if (parentId && (!parent || parent.report.id !== reportId || parent.parent || parent.deletedAt)) {
      throw badUserInput({ parentId: MESSAGES.replyParentInvalid });
    }
    const created = tx.create(Comment, {
      report: tx.getReference(Report, reportId),
      parent,
      author: await tx.findOneOrFail(User, { id: user.id }),
      content,
    });
    await tx.flush();
    await emit(tx, "report.commented", {
      reportId,
      commentId: created.id,
      parentId: parent?.id ?? null,
      authorId: user.id,
      commentedAt: created.createdAt,
      counts: countsOf(row),
    });
    return created;
  });
  const [view] = await presentComments(em, viewer, [comment]);
  return view!;
}

/**
 * Its author deletes a comment: it reads "Comentario eliminado" from then on and keeps its replies; it
 * no longer counts in `report.comments_count` (the `comment.deleted` event). Deleting it again changes
 * nothing.
 */
export async function deleteComment(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  commentId: string,
): Promise<CommentView> {
  const user = requireSignedIn(viewer);
  if (!UUID_PATTERN.test(commentId)) throw notFound(MESSAGES.commentNotFound);
  const comment = await em.transactional(async (tx) => {
    const found = await tx.findOne(
      Comment,
      { id: commentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ["author", "parent"], refresh: true },
    );
    if (!found) throw notFound(MESSAGES.commentNotFound);
    // Authorship first: deleting again is a no-op for the author only, never a way for anyone else
    // to learn that a comment is deleted.
    if (!isCommentAuthor(user, { authorId: found.author?.id ?? null })) {
      throw forbidden(MESSAGES.onlyAuthorDeletesComment);
    }
    if (found.deletedAt) return found;
    // A comment out of sight by moderation left the public count already (docs/moderation.md).
    const counted = found.moderation === null ? 1 : 0;
    const deletedAt = new Date();
    found.deletedAt = deletedAt;
    found.content = null;
    await tx.flush();
    const [row] = await tx.execute<ReportCountsRow[]>(
      `UPDATE report SET comments_count = comments_count - ? WHERE id = ? ${RETURNING_COUNTS}`,
      [counted, found.report.id],
    );
    await emit(tx, "comment.deleted", {
      reportId: found.report.id,
      commentId: found.id,
      parentId: found.parent?.id ?? null,
      authorId: user.id,
      deletedAt,
      counts: countsOf(row!),
    });
    return found;
  });
  return presentOne(em, viewer, comment);
}

export interface LikeResult {
  commentId: string;
  liked: boolean;
  likesCount: number;
}

/**
 * Likes a comment or takes the like back; counted like votes, and one resident's simultaneous toggles
 * collapse into one the same way (see vote.service.ts); a real change is the `comment.liked` event.
 */
export async function toggleCommentLike(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  commentId: string,
): Promise<LikeResult> {
  const user = requireParticipant(viewer);
  if (!UUID_PATTERN.test(commentId)) throw notFound(MESSAGES.commentNotFound);
  return em.transactional((tx) =>
    toggleOnce(
      tx,
      `like:${user.id}:${commentId}`,
      async () => {
        const removed = await tx.execute<unknown[]>(
          "DELETE FROM comment_like WHERE comment_id = ? AND user_id = ? RETURNING comment_id",
          [commentId, user.id],
        );
        let change = removed.length > 0 ? -1 : 0;
        if (change === 0) {
          // A deleted comment takes no new likes.
          const inserted = await tx.execute<unknown[]>(
            `INSERT INTO comment_like (comment_id, user_id, created_at)
             SELECT id, ?, now() FROM comment WHERE id = ? AND deleted_at IS NULL
             ON CONFLICT DO NOTHING RETURNING comment_id`,
            [user.id, commentId],
          );
          change = inserted.length > 0 ? 1 : 0;
        }
        const [row] = await tx.execute<
          Array<{
            id: string;
            report_id: string;
            parent_id: string | null;
            likes_count: number;
            deleted_at: Date | null;
          }>
        >(
          `UPDATE comment SET likes_count = likes_count + ? WHERE id = ?
           RETURNING id, report_id, parent_id, likes_count, deleted_at`,
          [change, commentId],
        );
        if (!row || (change === 0 && row.deleted_at)) throw notFound(MESSAGES.commentNotFound);
        if (change !== 0) {
          await emit(tx, "comment.liked", {
            reportId: row.report_id,
            commentId,
            parentId: row.parent_id,
            likerId: user.id,
            liked: change > 0,
            likesCount: row.likes_count,
          });
        }
        return { commentId, liked: change >= 0, likesCount: row.likes_count };
      },
      async () => {
        const [row] = await tx.execute<Array<{ likes_count: number; liked: boolean }>>(
          `SELECT likes_count, EXISTS (SELECT 1 FROM comment_like WHERE comment_id = c.id AND user_id = ?) AS liked
             FROM comment c WHERE id = ?`,
          [user.id, commentId],
        );
        if (!row) throw notFound(MESSAGES.commentNotFound);
        return { commentId, liked: row.liked, likesCount: row.likes_count };
      },
    ),
  );
}

/** One comment (with its visible replies, if top-level) as `viewer` sees it. */
export async function getComment(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  commentId: string,
): Promise<CommentView> {
  const comment = UUID_PATTERN.test(commentId) ? await em.findOne(Comment, { id: commentId }) : null;
  if (!comment) throw notFound(MESSAGES.commentNotFound);
  return presentOne(em, viewer, comment);
}

async function presentOne(em: EntityManager, viewer: CurrentUser | undefined, comment: Comment) {
  const replies = comment.parent
    ? []
    : await em.find(
        Comment,
        { parent: comment.id, deletedAt: null },
        { orderBy: { createdAt: "asc", id: "asc" } },
      );
  const [view] = await presentComments(em, viewer, [comment], () => replies);
  return view!;
}

/**
 * A person's comments and replies for their data export (docs/decisions.md#account-deletion), by the
 * report's radicado, deleted ones with when.
 */
export function commentsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'reply', c.parent_id IS NOT NULL,
              'content', c.content, 'createdAt', c.created_at, 'deletedAt', c.deleted_at)
              ORDER BY c.created_at, c.id), '[]') AS list
       FROM comment c JOIN report r ON r.id = c.report_id WHERE c.author_id = ?`,
    [userId],
  );
}

/**
 * The comments a person liked, for their data export: by the comment's id, not its text, which is its
 * author's, masked or withheld on every door (docs/privacy-masking.md).
 */
export function commentLikesOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'commentId', c.id, 'createdAt', l.created_at)
              ORDER BY l.created_at, c.id), '[]') AS list
       FROM comment_like l JOIN comment c ON c.id = l.comment_id JOIN report r ON r.id = c.report_id
      WHERE l.user_id = ?`,
    [userId],
  );
}
