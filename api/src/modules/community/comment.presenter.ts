import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { maskPersonalData, moderationPlaceholder, MODERATION_TEXT } from "../../domain";
import {
  canDeleteComment,
  canLikeComment,
  canReplyTo,
  canRestore,
  offersFlag,
  readsCommentAsWritten,
  type CommentFacts,
} from "../../policies/community.policy";
import type { PublishedComment } from "../../pubsub/topics";
import { CommentLike, type Comment } from "./community.entity";
import type { CommentView } from "./community.types";
import type { ModerationStatus } from "../report/report.types";

function factsOf(comment: Comment): CommentFacts {
  return {
    authorId: comment.author?.id ?? null,
    parentId: comment.parent?.id ?? null,
    deleted: comment.deletedAt !== null,
  };
}

/** A comment's text as `viewer` reads it (docs/privacy-masking.md): whole to its author and staff. */
function contentFor(viewer: CurrentUser | undefined, facts: CommentFacts, content: string): string;
function contentFor(
  viewer: CurrentUser | undefined,
  facts: CommentFacts,
  content: string | null,
): string | null;
function contentFor(viewer: CurrentUser | undefined, facts: CommentFacts, content: string | null) {
  return readsCommentAsWritten(viewer, facts) ? content : maskPersonalData(content);
}

/**
 * A moderated comment's status as `viewer` is told of it, and whether its text and author are withheld
 * from them (docs/moderation.md#what-the-public-reads): everyone but its author and staff.
 */
function moderationOf(
  viewer: CurrentUser | undefined,
  facts: CommentFacts,
  comment: Comment,
): { moderation: ModerationStatus | null; withheld: boolean } {
  if (!comment.moderation || facts.deleted) return { moderation: null, withheld: false };
  const reason = comment.moderation === "hidden" ? comment.moderationReason : null;
  const asWritten = readsCommentAsWritten(viewer, facts);
  const own = asWritten && viewer?.id === facts.authorId;
  const notice = own
    ? reason
      ? MODERATION_TEXT.authorHidden(reason)
      : MODERATION_TEXT.authorUnderReview
    : moderationPlaceholder(comment.moderation, reason);
  return { moderation: { state: comment.moderation, reason, notice }, withheld: !asWritten };
}

/** The ids among `commentIds` that `viewer` liked (one query). */
async function likedBy(em: EntityManager, viewer: CurrentUser | undefined, commentIds: string[]) {
  if (!viewer || commentIds.length === 0) return new Set<string>();
  const likes = await em.find(
    CommentLike,
    { user: viewer.id, comment: { $in: commentIds } },
    { fields: ["comment"] },
  );
  return new Set(likes.map((like) => like.comment.id));
}

/**
 * Comments as `viewer` sees them: a deleted one keeps its place with neither text nor author
 * ("Comentario eliminado"); one whose author deleted their account keeps its text with
 * `authorDeleted` ("Usuario eliminado"). Never an e-mail. `replies` are given per top-level comment.
 */
export async function presentComments(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  comments: Comment[],
  repliesOf: (comment: Comment) => Comment[] = () => [],
): Promise<CommentView[]> {
  const all = comments.flatMap((comment) => [comment, ...repliesOf(comment)]);
  await em.populate(all, ["author"]);
  const liked = await likedBy(
    em,
    viewer,
    all.map((comment) => comment.id),
  );
  const present = (comment: Comment, replies: CommentView[]): CommentView => {
    const facts = factsOf(comment);
    const { moderation, withheld } = moderationOf(viewer, facts, comment);
    const author = facts.deleted || withheld ? null : comment.author;
    const live = !withheld;
    return {
      id: comment.id,
      reportId: comment.report.id,
      parentId: facts.parentId,
      content: facts.deleted || withheld ? null : contentFor(viewer, facts, comment.content),
      deleted: facts.deleted,
      author: author
        ? { firstName: author.firstName, lastName: author.lastName, profileImageUrl: author.profileImageUrl }
        : null,
      authorDeleted: !facts.deleted && !withheld && comment.author === null,
      likesCount: comment.likesCount,
      likedByMe: liked.has(comment.id),
      createdAt: comment.createdAt,
      moderation,
      viewerCan: {
        reply: live && canReplyTo(viewer, facts),
        like: live && canLikeComment(viewer, facts),
        delete: canDeleteComment(viewer, facts),
        flag: live && !facts.deleted && moderation === null && offersFlag(viewer, facts),
        restore: !facts.deleted && canRestore(viewer, moderation),
      },
      replies,
    };
  };
  return comments.map((comment) =>
    present(
      comment,
      repliesOf(comment).map((reply) => present(reply, [])),
    ),
  );
}

/** A new comment as every subscriber gets it (docs/live-updates.md): public fields and ids only. */
export function publishedComment(comment: Comment): PublishedComment {
  const author = comment.author!;
  return {
    id: comment.id,
    reportId: comment.report.id,
    parentId: comment.parent?.id ?? null,
    content: comment.content ?? "",
    authorId: author.id,
    author: {
      firstName: author.firstName,
      lastName: author.lastName,
      profileImageUrl: author.profileImageUrl,
    },
    createdAt: comment.createdAt.toISOString(),
  };
}

/** A subscriber's view of a comment that was just published: nobody has liked it yet. */
export function presentPublishedComment(
  viewer: CurrentUser | undefined,
  comment: PublishedComment,
): CommentView {
  const facts: CommentFacts = { authorId: comment.authorId, parentId: comment.parentId, deleted: false };
  return {
    id: comment.id,
    reportId: comment.reportId,
    parentId: comment.parentId,
    content: contentFor(viewer, facts, comment.content),
    deleted: false,
    author: comment.author,
    authorDeleted: false,
    likesCount: 0,
    likedByMe: false,
    createdAt: new Date(comment.createdAt),
    moderation: null,
    viewerCan: {
      reply: canReplyTo(viewer, facts),
      like: canLikeComment(viewer, facts),
      delete: canDeleteComment(viewer, facts),
      flag: offersFlag(viewer, facts),
      restore: false,
    },
    replies: [],
  };
}
