import type { ApolloCache } from "@apollo/client";
import type { Unmasked } from "../../apollo/unmasked";
import { getFragmentData, type FragmentType } from "../../gql";
import type { ReportCommentsQuery as ReportCommentsAnswer } from "../../gql/graphql";
import { CommentThreadCommentFragment, ReportCommentsQuery } from "./community-fragments";

/** The cached thread with its fragments' fields in place: the cache holds them all. */
type Thread = Unmasked<ReportCommentsAnswer>;

function updateThread(cache: ApolloCache, reportId: string, change: (thread: Thread) => Thread): void {
  cache.updateQuery({ query: ReportCommentsQuery, variables: { reportId } }, (answer) =>
    answer ? change(answer as Thread) : answer,
  );
}

/**
 * The thread in the Apollo cache, changed in place by our own actions and by other people's events
 * (commentEvents): never refetched. Each change is idempotent, since an action's answer and its
 * event may both arrive.
 */
export function insertComment(
  cache: ApolloCache,
  reportId: string,
  commentRef: FragmentType<typeof CommentThreadCommentFragment>,
): void {
  const comment = getFragmentData(CommentThreadCommentFragment, commentRef);
  updateThread(cache, reportId, (data) => {
    const known = data.reportComments.some(
      (top) => top.id === comment.id || top.replies.some((reply) => reply.id === comment.id),
    );
    if (known) return data;
    if (!comment.parentId) {
      // Newest top-level comment first.
      return { reportComments: [{ ...comment, replies: [] }, ...data.reportComments] };
    }
    return {
      reportComments: data.reportComments.map((top) =>
        top.id === comment.parentId ? { ...top, replies: [...top.replies, comment] } : top,
      ),
    };
  });
}

/**
 * A deleted reply leaves the thread; a deleted top-level comment stays as "Comentario eliminado" while
 * it has replies, and leaves otherwise (as the server answers the thread: docs/community.md).
 */
export function removeComment(
  cache: ApolloCache,
  reportId: string,
  commentId: string,
  parentId: string | null,
): void {
  updateThread(cache, reportId, (data) => {
    if (parentId) {
      return {
        reportComments: data.reportComments.map((top) =>
          top.id === parentId
            ? { ...top, replies: top.replies.filter((reply) => reply.id !== commentId) }
            : top,
        ),
      };
    }
    return {
      reportComments: data.reportComments.flatMap((top) => {
        if (top.id !== commentId) return [top];
        if (top.replies.length === 0) return [];
        return [
          {
            ...top,
            deleted: true,
            content: null,
            author: null,
            viewerCan: { ...top.viewerCan, reply: false, like: false, delete: false },
          },
        ];
      }),
    };
  });
}

export function setLikesCount(cache: ApolloCache, commentId: string, likesCount: number): void {
  cache.modify({
    id: cache.identify({ __typename: "Comment", id: commentId }),
    fields: { likesCount: () => likesCount },
  });
}
