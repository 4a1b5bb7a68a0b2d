import { useApolloClient, useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { getFragmentData, graphql } from "../../../gql";
import { insertComment } from "../comment-cache";
import { CommentThreadThreadFragment } from "../community-fragments";
import type { ParticipationBlock } from "../community-types";
import { blockOf, failureToast, fieldError } from "./community-errors";
import { useParticipationGate } from "./use-participation-gate";

export const AddCommentMutation = graphql(`
  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {
    addComment(reportId: $reportId, content: $content, parentId: $parentId) {
      ...CommentThread_thread
    }
  }
`);

/**
 * Commenting follows the report (docs/community.md#following) unless its follow was undone: the server
 * knows which, so the page's «Seguir» asks it after a comment.
 */
const ReportFollowStateQuery = graphql(`
  query ReportFollowState($id: ID!) {
    publicReport(id: $id) {
      id
      viewerFollows
    }
  }
`);

export type AddCommentOutcome = { ok: true } | { ok: false; fieldMessage?: string };

/**
 * Publishes a comment or a reply. On failure the form keeps its text: the caller clears it only on
 * `ok`; a per-field message (empty, too long) comes back for the field.
 */
export function useAddComment(reportId: string) {
  const [mutate, { loading }] = useMutation(AddCommentMutation);
  const client = useApolloClient();
  const { mayProceed, explainBlock } = useParticipationGate();

  const addComment = useCallback(
    async (
      content: string,
      parentId: string | null,
      permission: { allowed: boolean; blockedBy: ParticipationBlock | null },
    ): Promise<AddCommentOutcome> => {
      if (!mayProceed(permission.allowed, permission.blockedBy)) return { ok: false };
      try {
        await mutate({
          variables: { reportId, content, parentId },
          update(cache, { data }) {
            if (data)
              insertComment(cache, reportId, getFragmentData(CommentThreadThreadFragment, data.addComment));
          },
        });
        // The comment is in; a failed read of the follow state only leaves the button as it was.
        void client
          .query({ query: ReportFollowStateQuery, variables: { id: reportId }, fetchPolicy: "network-only" })
          .catch(() => undefined);
        return { ok: true };
      } catch (error) {
        const block = blockOf(error);
        const fieldMessage = fieldError(error, "content") ?? fieldError(error, "parentId");
        if (block === "cedula") explainBlock(block);
        // A refusal of what was written is said on the field, where the focus stays; not twice.
        else if (!block && !fieldMessage) failureToast(MESSAGES.commentFailed, error);
        return { ok: false, fieldMessage };
      }
    },
    [mutate, client, reportId, mayProceed, explainBlock],
  );

  return { addComment, loading };
}
