import { useApolloClient, useSubscription } from "@apollo/client/react";
import { LIMITS } from "@domain";
import { graphql } from "../../../gql";
import { insertComment, removeComment, setLikesCount } from "../comment-cache";
import { ReportCommentsQuery } from "../community-fragments";

export const ReportActivitySubscription = graphql(`
  subscription ReportActivity($reportIds: [ID!]!) {
    reportActivity(reportIds: $reportIds) {
      reportId
      votesCount
      commentsCount
      status
    }
  }
`);

export const CommentEventsSubscription = graphql(`
  subscription CommentEvents($reportId: ID!) {
    commentEvents(reportId: $reportId) {
      kind
      reportId
      commentId
      parentId
      likesCount
      comment {
        ...CommentThread_comment
      }
    }
  }
`);

/**
 * Live counts and status of the reports on screen (the first LIMITS.liveReportIdsMax), merged into the
 * normalised PublicReport objects: every card and page showing them changes, nothing is refetched.
 */
export function useReportActivity(reportIds: readonly string[]) {
  const ids = reportIds.slice(0, LIMITS.liveReportIdsMax);
  useSubscription(ReportActivitySubscription, {
    variables: { reportIds: ids },
    skip: ids.length === 0,
    ignoreResults: true,
    onData({ client, data }) {
      const activity = data.data?.reportActivity;
      if (!activity) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: "PublicReport", id: activity.reportId }),
        fields: {
          votesCount: () => activity.votesCount,
          commentsCount: () => activity.commentsCount,
          status: () => activity.status,
        },
      });
    },
  });
}

/** Other people's comments, replies, deletions and likes on this report's thread, as they happen. */
export function useCommentEvents(reportId: string) {
  const client = useApolloClient();
  useSubscription(CommentEventsSubscription, {
    variables: { reportId },
    ignoreResults: true,
    onData({ data }) {
      const event = data.data?.commentEvents;
      if (!event) return;
      const { cache } = client;
      if (event.kind === "created" && event.comment) insertComment(cache, reportId, event.comment);
      else if (event.kind === "deleted" && event.commentId)
        removeComment(cache, reportId, event.commentId, event.parentId);
      else if (event.kind === "liked" && event.commentId && event.likesCount != null) {
        setLikesCount(cache, event.commentId, event.likesCount);
      } else if (event.kind === "resync" || event.kind === "moderated") {
        // Events may have been lost while the server's connection was down, or a comment went out of
        // sight or came back (docs/moderation.md): read the thread again, as this viewer may read it.
        void client.refetchQueries({ include: [ReportCommentsQuery] });
      }
    },
  });
}
