import { useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { graphql } from "../../../gql";
import type { ToggleCommentLikeMutation as ToggleCommentLikeMutationResult } from "../../../gql/graphql";
import { removeComment } from "../comment-cache";
import type { CommentData, ParticipationBlock } from "../community-types";
import { blockOf, failureToast } from "./community-errors";
import { useParticipationGate } from "./use-participation-gate";

export const ToggleCommentLikeMutation = graphql(`
  mutation ToggleCommentLike($commentId: ID!) {
    toggleCommentLike(commentId: $commentId) {
      id
      likesCount
      likedByMe
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      ...CommentThread_comment
    }
  }
`);

/** Likes a comment or takes the like back, at once on screen (optimistic). */
export function useToggleCommentLike(blockedBy: ParticipationBlock | null) {
  const [mutate] = useMutation(ToggleCommentLikeMutation);
  const { mayProceed, explainBlock } = useParticipationGate();
  return useCallback(
    async (comment: Pick<CommentData, "id" | "likesCount" | "likedByMe" | "viewerCan">) => {
      if (!mayProceed(comment.viewerCan.like, blockedBy)) return;
      try {
        await mutate({
          variables: { commentId: comment.id },
          optimisticResponse: {
            toggleCommentLike: {
              __typename: "Comment",
              id: comment.id,
              likesCount: Math.max(0, comment.likesCount + (comment.likedByMe ? -1 : 1)),
              likedByMe: !comment.likedByMe,
            },
          } as ToggleCommentLikeMutationResult,
        });
      } catch (error) {
        const block = blockOf(error);
        if (block === "cedula") explainBlock(block);
        else if (!block) failureToast(MESSAGES.likeFailed, error);
      }
    },
    [mutate, mayProceed, explainBlock, blockedBy],
  );
}

/** Deletes the viewer's own comment; it reads "Comentario eliminado" or leaves the thread. */
export function useDeleteComment(reportId: string) {
  const [mutate] = useMutation(DeleteCommentMutation);
  return useCallback(
    async (comment: Pick<CommentData, "id" | "parentId">) => {
      try {
        await mutate({
          variables: { commentId: comment.id },
          update(cache) {
            removeComment(cache, reportId, comment.id, comment.parentId);
          },
        });
      } catch (error) {
        failureToast(MESSAGES.commentDeleteFailed, error);
      }
    },
    [mutate, reportId],
  );
}
