import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";
import { blockOf, failureToast } from "./community-errors";

export const FollowReportMutation = graphql(`
  mutation FollowReport($reportId: ID!) {
    followReport(reportId: $reportId) {
      id
      viewerFollows
    }
  }
`);

export const UnfollowReportMutation = graphql(`
  mutation UnfollowReport($reportId: ID!) {
    unfollowReport(reportId: $reportId) {
      id
      viewerFollows
    }
  }
`);

export interface FollowState {
  id: string;
  viewerFollows: boolean;
  /** `viewerCan.follow`: signed in (docs/community.md#following). */
  canFollow: boolean;
}

/**
 * Follows a report or stops following it: the button changes at once (optimistic), the server's answer
 * settles it, a failure puts it back and says why. The same report read as the viewer's own (`Report`, Mis
 * reportes) changes with it. Signed out, it offers sign-in instead.
 */
export function useToggleFollow() {
  const [follow] = useMutation(FollowReportMutation);
  const [unfollow] = useMutation(UnfollowReportMutation);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useCallback(
    async (report: FollowState) => {
      if (!report.canFollow) {
        toaster.create({
          type: "info",
          title: MESSAGES.signInRequired,
          description: "Para seguir un reporte necesitas iniciar sesión.",
          action: {
            label: "Iniciar sesión",
            onClick: () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(here)}`),
          },
        });
        return;
      }
      const following = !report.viewerFollows;
      const options = {
        variables: { reportId: report.id },
        update: (cache: ApolloCache) => {
          const ownId = cache.identify({ __typename: "Report", id: report.id });
          if (ownId) cache.modify({ id: ownId, fields: { viewerFollows: () => following } });
        },
      };
      const answer = { __typename: "PublicReport" as const, id: report.id, viewerFollows: following };
      try {
        if (following) await follow({ ...options, optimisticResponse: { followReport: answer } });
        else await unfollow({ ...options, optimisticResponse: { unfollowReport: answer } });
      } catch (error) {
        // A lost session has its own toast and redirect (apollo/error-link.ts).
        if (blockOf(error) !== "sign_in") failureToast(MESSAGES.followFailed, error);
      }
    },
    [follow, unfollow, here],
  );
}
