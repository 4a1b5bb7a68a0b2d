import { graphql } from "../../gql";

export const CommentThreadCommentFragment = graphql(`
  fragment CommentThread_comment on Comment {
    id
    parentId
    content
    deleted
    author {
      firstName
      lastName
      profileImageUrl
    }
    authorDeleted
    likesCount
    likedByMe
    moderation {
      notice
    }
    viewerCan {
      reply
      like
      delete
      flag
      restore
    }
    createdAt
  }
`);

export const CommentThreadThreadFragment = graphql(`
  fragment CommentThread_thread on Comment {
    ...CommentThread_comment
    replies {
      ...CommentThread_comment
    }
  }
`);

export const ReportCommentsQuery = graphql(`
  query ReportComments($reportId: ID!) {
    reportComments(reportId: $reportId) {
      ...CommentThread_thread
    }
  }
`);
