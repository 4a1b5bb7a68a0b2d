import type { CurrentUser } from "../context/current-user";
import { isStaffRole } from "../domain";

/**
 * What stops a viewer from taking part in the community (voting, commenting, liking): nothing, being
 * signed out, or having no registered cédula (docs/decisions.md#cédula). The web turns each into its
 * toast, so it never re-derives the rule.
 */
export type ParticipationBlock = "sign_in" | "cedula";

export function participationBlock(viewer: CurrentUser | undefined): ParticipationBlock | null {
  if (!viewer) return "sign_in";
  if (!viewer.hasCedula) return "cedula";
  return null;
}

export function canVote(viewer: CurrentUser | undefined): boolean {
  return participationBlock(viewer) === null;
}

export function canComment(viewer: CurrentUser | undefined): boolean {
  return participationBlock(viewer) === null;
}

/**
 * Following a report needs only a signed-in account: no cédula, since it tells the follower and nobody
 * else (docs/community.md#following). Every report has a public view, so any report may be followed;
 * what the follower then reads of it is that public view.
 */
export function canFollowReport(viewer: CurrentUser | undefined): boolean {
  return viewer != null;
}

/** The facts about a comment that decide what a viewer may do with it. */
export interface CommentFacts {
  authorId: string | null;
  parentId: string | null;
  deleted: boolean;
}

/** Replies are one level deep: only a live top-level comment takes replies. */
export function canReplyTo(viewer: CurrentUser | undefined, comment: CommentFacts): boolean {
  return canComment(viewer) && comment.parentId === null && !comment.deleted;
}

export function canLikeComment(viewer: CurrentUser | undefined, comment: CommentFacts): boolean {
  return participationBlock(viewer) === null && !comment.deleted;
}

/** A comment is its author's, deleted or not; a deleted account's comments are nobody's. */
export function isCommentAuthor(
  viewer: CurrentUser | undefined,
  comment: Pick<CommentFacts, "authorId">,
): boolean {
  return viewer != null && comment.authorId !== null && comment.authorId === viewer.id;
}

/**
 * Who reads a comment as written: its author and staff. Anyone else reads it with phone numbers,
 * e-mails and cédulas masked (docs/privacy-masking.md).
 */
export function readsCommentAsWritten(
  viewer: CurrentUser | undefined,
  comment: Pick<CommentFacts, "authorId">,
): boolean {
  return isStaffRole(viewer?.role) || isCommentAuthor(viewer, comment);
}

/** Only its author deletes a comment (moderation is staff's later work, docs/community.md). */
export function canDeleteComment(viewer: CurrentUser | undefined, comment: CommentFacts): boolean {
  return isCommentAuthor(viewer, comment) && !comment.deleted;
}

/**
 * Whether to offer flagging an item (docs/moderation.md#flags): to anyone but its author and staff, who
 * moderate rather than flag. Sending a flag further needs what voting needs (`participationBlock`).
 */
export function offersFlag(viewer: CurrentUser | undefined, item: { authorId: string | null }): boolean {
  if (isStaffRole(viewer?.role)) return false;
  return viewer == null || item.authorId === null || item.authorId !== viewer.id;
}

/** Who moderates (the queue, hide, restore, dismiss): every staff role (docs/moderation.md#the-queue). */
export function canModerate(viewer: CurrentUser | undefined): boolean {
  return isStaffRole(viewer?.role);
}

/**
 * Restaurar where staff read a hidden item or one under review: the queue lists only items with open
 * flags, and every decision closes them, so a hidden item is restored from its own place.
 */
export function canRestore(viewer: CurrentUser | undefined, moderation: { state: string } | null): boolean {
  return moderation !== null && canModerate(viewer);
}
