import { graphql } from "../../gql";

/** What a card and the detail page show of a public report (the cache merges live counts into it). */
export const PublicReportFieldsFragmentDoc = graphql(`
  fragment PublicReportFields on PublicReport {
    id
    radicado
    duplicateOfId
    duplicateOfRadicado
    transferredTo
    transferredLate
    dueAt
    answeredAt
    category {
      id
      name
      icon
    }
    neighborhood
    address
    description
    severity
    status
    anonymous
    author {
      firstName
      lastName
      profileImageUrl
    }
    photos {
      id
      url
      thumbnailUrl
      width
      height
    }
    votesCount
    commentsCount
    userVoted
    viewerFollows
    voters {
      firstName
      lastName
      profileImageUrl
    }
    moderation {
      state
      reason
      notice
    }
    viewerCan {
      vote
      comment
      changeStatus
      follow
      blockedBy
      flag
      restore
    }
    createdAt
  }
`);

export const CommentFieldsFragmentDoc = graphql(`
  fragment CommentFields on Comment {
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

export const ThreadCommentFieldsFragmentDoc = graphql(`
  fragment ThreadCommentFields on Comment {
    ...CommentFields
    replies {
      ...CommentFields
    }
  }
`);

export const ReportCommentsQuery = graphql(`
  query ReportComments($reportId: ID!) {
    reportComments(reportId: $reportId) {
      ...ThreadCommentFields
    }
  }
`);
