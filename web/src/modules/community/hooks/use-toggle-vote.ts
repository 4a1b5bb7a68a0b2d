import { useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { graphql } from "../../../gql";
import type { ToggleVoteMutation as ToggleVoteMutationResult } from "../../../gql/graphql";
import type { ParticipationBlock } from "../community-types";
import { blockOf, failureToast } from "./community-errors";
import { useParticipationGate } from "./use-participation-gate";

export const ToggleVoteMutation = graphql(`
  mutation ToggleVote($reportId: ID!) {
    toggleVote(reportId: $reportId) {
      id
      votesCount
      userVoted
      # Supporting follows the report (docs/community.md#following): its «Seguir» changes at once.
      viewerFollows
      voters {
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`);

/** What supporting a report needs to know of it, and to show the change at once. */
export interface VoteTarget {
  id: string;
  votesCount: number;
  userVoted: boolean;
  viewerFollows: boolean;
  voters: ReadonlyArray<{
    firstName?: string | null;
    lastName?: string | null;
    profileImageUrl?: string | null;
  }>;
  viewerCan: { vote: boolean; blockedBy?: ParticipationBlock | null };
}

/**
 * Supports a report or takes the support back: the button and count change at once (optimistic), the server's
 * answer then settles them; a refusal puts them back and says why (docs/decisions.md#error-messages).
 */
export function useToggleVote() {
  const [mutate] = useMutation(ToggleVoteMutation);
  const { mayProceed, explainBlock } = useParticipationGate();

  return useCallback(
    async (report: VoteTarget) => {
      if (!mayProceed(report.viewerCan.vote, report.viewerCan.blockedBy)) return;
      try {
        await mutate({
          variables: { reportId: report.id },
          // The generated types leave __typename out; the cache needs it to find the report.
          optimisticResponse: {
            toggleVote: {
              __typename: "PublicReport",
              id: report.id,
              votesCount: Math.max(0, report.votesCount + (report.userVoted ? -1 : 1)),
              userVoted: !report.userVoted,
              // Whether the support follows it (an unfollow sticks) is the server's to say.
              viewerFollows: report.viewerFollows,
              voters: report.voters.map((voter) => ({ __typename: "Voter" as const, ...voter })),
            },
          } as ToggleVoteMutationResult,
        });
      } catch (error) {
        const block = blockOf(error);
        // A lost session has its own toast and redirect (apollo/error-link.ts).
        if (block === "cedula") explainBlock(block);
        else if (!block) failureToast(MESSAGES.voteFailed, error);
      }
    },
    [mutate, mayProceed, explainBlock],
  );
}
