import { useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { getFragmentData, graphql } from "../../../gql";
import { insertComment } from "../comment-cache";
import { ThreadCommentFieldsFragmentDoc } from "../community-fragments";
import type { ParticipationBlock } from "../community-types";
import { blockOf, failureToast, fieldError } from "./community-errors";
import { useParticipationGate } from "./use-participation-gate";

export const AddCommentMutation = graphql(`
  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {
    addComment(reportId: $reportId, content: $content, parentId: $parentId) {
      ...ThreadCommentFields
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
              insertComment(
                cache,
                reportId,
                getFragmentData(ThreadCommentFieldsFragmentDoc, data.addComment),
              );
          },
        });
        return { ok: true };
      } catch (error) {
        const block = blockOf(error);
        if (block === "cedula") explainBlock(block);
        else if (!block) failureToast(MESSAGES.commentFailed, error);
        return { ok: false, fieldMessage: fieldError(error, "content") ?? fieldError(error, "parentId") };
      }
    },
    [mutate, reportId, mayProceed, explainBlock],
  );

  return { addComment, loading };
}
