import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { MODERATION_MESSAGES, type FlagReason } from "@domain";
import { useCallback } from "react";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";
import { blockOf, failureToast, fieldError } from "./community-errors";
import { useParticipationGate } from "./use-participation-gate";

export const FlagContentMutation = graphql(`
  mutation FlagContent($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {
    flagContent(target: $target, id: $id, reason: $reason, details: $details) {
      target
      id
      underReview
    }
  }
`);

export type FlagOutcome = { ok: true } | { ok: false; detailsError?: string };

/**
 * Sends a flag (docs/moderation.md#flags). The gate first: signed out or without a cédula, the same
 * toasts as for votes. A flag that puts the item under review reads the thread again, so that the
 * resident sees at once what the public now sees.
 */
export function useFlagContent(target: "report" | "comment") {
  const [mutate, { loading }] = useMutation(FlagContentMutation);
  const client = useApolloClient();
  const { explainBlock } = useParticipationGate();
  const flag = useCallback(
    async (id: string, reason: FlagReason, details: string): Promise<FlagOutcome> => {
      try {
        const { data } = await mutate({
          variables: { target, id, reason, details: details.trim() || null },
        });
        toaster.create({ type: "success", title: MODERATION_MESSAGES.flagged });
        // Under review now: read the page again as the public now reads it.
        if (data?.flagContent.underReview) {
          await client.refetchQueries({
            include: target === "report" ? ["PublicReport"] : ["ReportComments"],
          });
        }
        return { ok: true };
      } catch (error) {
        const block = blockOf(error);
        if (block) {
          explainBlock(block);
          return { ok: false };
        }
        const detailsError = fieldError(error, "details");
        if (detailsError) return { ok: false, detailsError };
        const alreadyFlagged =
          CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "CONFLICT";
        if (alreadyFlagged) {
          toaster.create({ type: "info", title: MODERATION_MESSAGES.alreadyFlagged });
          return { ok: true };
        }
        failureToast(MODERATION_MESSAGES.flagFailed, error);
        return { ok: false };
      }
    },
    [mutate, client, explainBlock, target],
  );
  return { flag, loading };
}
