/* eslint-disable */
import * as types from "./graphql";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "\n      query CachePoliciesReportPage($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n          author {\n            firstName\n            lastName\n          }\n        }\n      }\n    ": typeof types.CachePoliciesReportPageDocument;
  "\n      query CachePoliciesReportList {\n        publicReports {\n          reports {\n            id\n            viewerCan {\n              vote\n            }\n            author {\n              firstName\n            }\n          }\n        }\n      }\n    ": typeof types.CachePoliciesReportListDocument;
  "\n  query ActiveDependencias {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n": typeof types.ActiveDependenciasDocument;
  "\n  mutation ConfigureWebhook($dependenciaId: ID!, $url: String!, $enabled: Boolean) {\n    configureWebhook(dependenciaId: $dependenciaId, url: $url, enabled: $enabled) {\n      secret\n      webhook {\n        dependenciaId\n        url\n        enabled\n      }\n    }\n  }\n": typeof types.ConfigureWebhookDocument;
  "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument;
  "\n  query AdminUsers($search: String, $role: Role) {\n    users(search: $search, role: $role, limit: 50) {\n      total\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        hasPassword\n        cedulaMasked\n        reportsCount\n        lastSignInAt\n        dependencias {\n          id\n          name\n        }\n        viewerCan {\n          changeRole\n          changeActive\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument;
  "\n  mutation SetStaffDependencias($userId: ID!, $dependenciaIds: [ID!]!) {\n    setStaffDependencias(userId: $userId, dependenciaIds: $dependenciaIds) {\n      id\n      name\n    }\n  }\n": typeof types.SetStaffDependenciasDocument;
  "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n": typeof types.SetUserRoleDocument;
  "\n  mutation SetUserActive($userId: ID!, $active: Boolean!) {\n    setUserActive(userId: $userId, active: $active) {\n      id\n      active\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n": typeof types.SetUserActiveDocument;
  "\n  mutation SendPasswordResetLink($userId: ID!) {\n    sendPasswordResetLink(userId: $userId) {\n      delivery\n      linkPath\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument;
  "\n  query ApiKeysAdmin {\n    apiKeys {\n      id\n      name\n      prefix\n      createdByName\n      createdAt\n      revokedAt\n      lastUsedAt\n    }\n  }\n": typeof types.ApiKeysAdminDocument;
  "\n  mutation IssueApiKey($name: String!) {\n    issueApiKey(name: $name) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.IssueApiKeyDocument;
  "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument;
  "\n  query AllCategories {\n    allCategories {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n": typeof types.AllCategoriesDocument;
  "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n": typeof types.UpdateCategoryDocument;
  "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderCategoriesDocument;
  "\n  query DependenciasAdmin {\n    dependencias {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n    routingRules {\n      id\n      categoryId\n      neighborhoods\n      dependencia {\n        id\n        name\n      }\n    }\n    allCategories {\n      id\n      name\n    }\n  }\n": typeof types.DependenciasAdminDocument;
  "\n  mutation CreateDependencia($input: CreateDependenciaInput!) {\n    createDependencia(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDependenciaDocument;
  "\n  mutation UpdateDependencia($id: ID!, $input: UpdateDependenciaInput!) {\n    updateDependencia(id: $id, input: $input) {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n  }\n": typeof types.UpdateDependenciaDocument;
  "\n  mutation SetRoutingRule($input: RoutingRuleInput!) {\n    setRoutingRule(input: $input) {\n      id\n    }\n  }\n": typeof types.SetRoutingRuleDocument;
  "\n  mutation DeleteRoutingRule($id: ID!) {\n    deleteRoutingRule(id: $id)\n  }\n": typeof types.DeleteRoutingRuleDocument;
  "\n  subscription ReportFiled {\n    reportFiled {\n      reportId\n    }\n  }\n": typeof types.ReportFiledDocument;
  "\n  query ReportSummary($filter: ReportSearchFilter) {\n    reportSummary(filter: $filter) {\n      total\n      pending\n      resuelto\n      closed\n      thisWeek\n      averageDaysToResolve\n    }\n  }\n": typeof types.ReportSummaryDocument;
  "\n  query ResponseTemplates {\n    responseTemplates {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n": typeof types.ResponseTemplatesDocument;
  "\n  mutation SaveResponseTemplate($input: SaveResponseTemplateInput!) {\n    saveResponseTemplate(input: $input) {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n": typeof types.SaveResponseTemplateDocument;
  "\n  mutation DeleteResponseTemplate($id: ID!) {\n    deleteResponseTemplate(id: $id)\n  }\n": typeof types.DeleteResponseTemplateDocument;
  "\n  query WebhookAdmin($dependenciaId: ID!) {\n    dependenciaWebhook(dependenciaId: $dependenciaId) {\n      dependenciaId\n      url\n      enabled\n      secretPrefix\n      secretRotatedAt\n    }\n    webhookDeliveries(dependenciaId: $dependenciaId) {\n      id\n      eventType\n      reportId\n      radicado\n      status\n      attempts\n      lastError\n      lastStatusCode\n      occurredAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n": typeof types.WebhookAdminDocument;
  "\n  mutation RotateWebhookSecret($dependenciaId: ID!) {\n    rotateWebhookSecret(dependenciaId: $dependenciaId) {\n      secret\n      webhook {\n        dependenciaId\n        secretPrefix\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument;
  "\n  query MyAreaAlerts {\n    myAreaAlerts {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n": typeof types.MyAreaAlertsDocument;
  "\n  mutation CreateAreaAlert($input: AreaAlertInput!) {\n    createAreaAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAreaAlertDocument;
  "\n  mutation UpdateAreaAlert($id: ID!, $input: AreaAlertInput!) {\n    updateAreaAlert(id: $id, input: $input) {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n": typeof types.UpdateAreaAlertDocument;
  "\n  mutation DeleteAreaAlert($id: ID!) {\n    deleteAreaAlert(id: $id)\n  }\n": typeof types.DeleteAreaAlertDocument;
  "\n  mutation ChangeMyName($firstName: String!, $lastName: String) {\n    changeMyName(firstName: $firstName, lastName: $lastName) {\n      ...ViewerFields\n    }\n  }\n": typeof types.ChangeMyNameDocument;
  "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n": typeof types.RegisterCedulaDocument;
  "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n": typeof types.ViewerFieldsFragmentDoc;
  "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument;
  "\n  query Categories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n": typeof types.CategoriesDocument;
  "\n  fragment CommentThread_comment on Comment {\n    id\n    parentId\n    content\n    deleted\n    author {\n      firstName\n      lastName\n      profileImageUrl\n    }\n    authorDeleted\n    likesCount\n    likedByMe\n    moderation {\n      notice\n    }\n    viewerCan {\n      reply\n      like\n      delete\n      flag\n      restore\n    }\n    createdAt\n  }\n": typeof types.CommentThread_CommentFragmentDoc;
  "\n  fragment CommentThread_thread on Comment {\n    ...CommentThread_comment\n    replies {\n      ...CommentThread_comment\n    }\n  }\n": typeof types.CommentThread_ThreadFragmentDoc;
  "\n  query ReportComments($reportId: ID!) {\n    reportComments(reportId: $reportId) {\n      ...CommentThread_thread\n    }\n  }\n": typeof types.ReportCommentsDocument;
  "\n  fragment PublicReportCard_report on PublicReport {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    severity\n    status\n    createdAt\n    description\n    author {\n      firstName\n      lastName\n    }\n    photos {\n      id\n      thumbnailUrl\n    }\n    commentsCount\n    voters {\n      ...VoterAvatars_voter\n    }\n    ...VoteButton_report\n  }\n": typeof types.PublicReportCard_ReportFragmentDoc;
  "\n  fragment VoterAvatars_voter on Voter {\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.VoterAvatars_VoterFragmentDoc;
  "\n  fragment VoteButton_report on PublicReport {\n    id\n    votesCount\n    userVoted\n    viewerFollows\n    voters {\n      ...VoterAvatars_voter\n    }\n    viewerCan {\n      vote\n      blockedBy\n    }\n  }\n": typeof types.VoteButton_ReportFragmentDoc;
  "\n  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {\n    addComment(reportId: $reportId, content: $content, parentId: $parentId) {\n      ...CommentThread_thread\n    }\n  }\n": typeof types.AddCommentDocument;
  "\n  query ReportFollowState($id: ID!) {\n    publicReport(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n": typeof types.ReportFollowStateDocument;
  "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      id\n      likesCount\n      likedByMe\n    }\n  }\n": typeof types.ToggleCommentLikeDocument;
  "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      ...CommentThread_comment\n    }\n  }\n": typeof types.DeleteCommentDocument;
  "\n  mutation FlagContent($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {\n    flagContent(target: $target, id: $id, reason: $reason, details: $details) {\n      target\n      id\n      underReview\n    }\n  }\n": typeof types.FlagContentDocument;
  "\n  subscription ReportActivity($reportIds: [ID!]!) {\n    reportActivity(reportIds: $reportIds) {\n      reportId\n      votesCount\n      commentsCount\n      status\n    }\n  }\n": typeof types.ReportActivityDocument;
  "\n  subscription CommentEvents($reportId: ID!) {\n    commentEvents(reportId: $reportId) {\n      kind\n      reportId\n      commentId\n      parentId\n      likesCount\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n": typeof types.CommentEventsDocument;
  "\n  mutation FollowReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n": typeof types.FollowReportDocument;
  "\n  mutation UnfollowReport($reportId: ID!) {\n    unfollowReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n": typeof types.UnfollowReportDocument;
  "\n  mutation ToggleVote($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows the report (docs/community.md#following): its «Seguir» changes at once.\n      viewerFollows\n      voters {\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n": typeof types.ToggleVoteDocument;
  "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n": typeof types.LandingPageDocument;
  "\n  subscription LiveLandingFigures {\n    publicStatisticsChanged {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n": typeof types.LiveLandingFiguresDocument;
  "\n  query ModerationQueue {\n    moderationQueue {\n      total\n      items {\n        target\n        reportId\n        radicado\n        commentId\n        text\n        parentText\n        authorName\n        state\n        reason\n        openFlags\n        reasonCounts {\n          reason\n          count\n        }\n        flags {\n          reason\n          details\n          createdAt\n        }\n        lastFlagAt\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument;
  "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      reportId\n    }\n  }\n": typeof types.ModerationQueueChangedDocument;
  "\n  mutation ModerateContent(\n    $target: ModerationTarget!\n    $id: ID!\n    $action: ModerationAction!\n    $reason: FlagReason\n  ) {\n    moderateContent(target: $target, id: $id, action: $action, reason: $reason) {\n      target\n      id\n      state\n      reason\n    }\n  }\n": typeof types.ModerateContentDocument;
  "\n  fragment MyReportCard_report on Report {\n    id\n    anonymous\n    allowContact\n    author {\n      firstName\n      lastName\n      email\n    }\n    moderation {\n      state\n      reason\n      notice\n    }\n    viewerFollows\n    viewerCan {\n      follow\n    }\n    ...ReportCard_report\n    ...ReportCard_details\n  }\n": typeof types.MyReportCard_ReportFragmentDoc;
  "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    reabierto\n    resuelto\n    duplicado\n    trasladado\n  }\n": typeof types.ReportTotalsFieldsFragmentDoc;
  "\n  query MyReports($status: ReportStatus, $after: String) {\n    reports(status: $status, after: $after) {\n      nodes {\n        id\n        status\n        ...MyReportCard_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n": typeof types.MyReportsDocument;
  "\n  subscription MyReportChanged {\n    myReportChanged {\n      report {\n        id\n        status\n        ...MyReportCard_report\n      }\n      totals {\n        ...ReportTotalsFields\n      }\n    }\n  }\n": typeof types.MyReportChangedDocument;
  "\n  mutation SupportNearbyReport($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows it (docs/community.md#following): its page's «Seguir» changes at once.\n      viewerFollows\n    }\n  }\n": typeof types.SupportNearbyReportDocument;
  "\n  mutation FollowNearbyReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n": typeof types.FollowNearbyReportDocument;
  "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      radicado\n      status\n      createdAt\n    }\n  }\n": typeof types.CreateReportDocument;
  "\n  query NearbyReports($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {\n    nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {\n      distance\n      report {\n        id\n        radicado\n        category {\n          id\n          name\n          icon\n        }\n        neighborhood\n        address\n        description\n        status\n        photos {\n          id\n          thumbnailUrl\n        }\n        votesCount\n        userVoted\n        viewerCan {\n          vote\n          blockedBy\n        }\n      }\n    }\n  }\n": typeof types.NearbyReportsDocument;
  "\n  query Notifications {\n    unreadNotificationCount\n    notifications(limit: 20) {\n      id\n      kind\n      reportId\n      radicado\n      dueAt\n      fromStatus\n      toStatus\n      kind\n      note\n      publicUpdate\n      originalReportId\n      originalRadicado\n      read\n      createdAt\n    }\n  }\n": typeof types.NotificationsDocument;
  "\n  subscription NotificationAdded {\n    notificationAdded {\n      notificationId\n    }\n  }\n": typeof types.NotificationAddedDocument;
  "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument;
  "\n  query ReportTexts($id: ID!) {\n    report(id: $id) {\n      id\n      ...ReportCard_details\n      afterPhoto {\n        id\n        url\n        width\n        height\n      }\n      residentAnswers {\n        role\n        answer\n        comment\n        answeredAt\n        photo {\n          id\n          url\n          thumbnailUrl\n        }\n      }\n    }\n  }\n": typeof types.ReportTextsDocument;
  "\n  fragment ReportTable_report on Report {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    severity\n    status\n    location {\n      lat\n      lng\n      approximate\n    }\n    anonymous\n    allowContact\n    votesCount\n    createdAt\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    dependencia {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    dueAt\n    channel\n    moderation {\n      state\n      notice\n    }\n    ...DueDate_report\n    ...ReportCard_report\n    viewerCan {\n      changeStatus\n      nextStatuses\n      restore\n      route\n      assign\n      extendDueDate\n    }\n  }\n": typeof types.ReportTable_ReportFragmentDoc;
  "\n  mutation BlurReportPhoto($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {\n    blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n  }\n": typeof types.BlurReportPhotoDocument;
  "\n  mutation BulkChangeReportStatus($input: BulkStatusInput!) {\n    bulkChangeReportStatus(input: $input) {\n      count\n      reportIds\n    }\n  }\n": typeof types.BulkChangeReportStatusDocument;
  "\n  mutation BulkAssignReports($ids: [ID!]!, $assigneeId: ID) {\n    bulkAssignReports(ids: $ids, assigneeId: $assigneeId) {\n      count\n      reportIds\n    }\n  }\n": typeof types.BulkAssignReportsDocument;
  "\n  mutation BulkRouteReports($ids: [ID!]!, $dependenciaId: ID!) {\n    bulkRouteReports(ids: $ids, dependenciaId: $dependenciaId) {\n      count\n      reportIds\n    }\n  }\n": typeof types.BulkRouteReportsDocument;
  "\n  mutation ExtendReportDueDate($id: ID!, $reason: String) {\n    extendReportDueDate(id: $id, reason: $reason) {\n      id\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n    }\n  }\n": typeof types.ExtendReportDueDateDocument;
  "\n  query Inbox($filter: InboxFilter, $limit: Int, $after: String) {\n    inbox(filter: $filter, limit: $limit, after: $after) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.InboxDocument;
  "\n  subscription InboxChanged {\n    inboxChanged {\n      reportId\n    }\n  }\n": typeof types.InboxChangedDocument;
  "\n  query ReportTable(\n    $filter: ReportSearchFilter\n    $sort: ReportSort\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.ReportTableDocument;
  "\n  query PrintedReports($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit) {\n      nodes {\n        id\n        radicado\n        createdAt\n        category {\n          id\n          name\n        }\n        neighborhood\n        severity\n        status\n        ...DueDate_report\n        votesCount\n      }\n      totalCount\n    }\n  }\n": typeof types.PrintedReportsDocument;
  "\n  query DependenciaOptions {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n": typeof types.DependenciaOptionsDocument;
  "\n  query DependenciaMembers($dependenciaId: ID!) {\n    dependenciaMembers(dependenciaId: $dependenciaId) {\n      id\n      name\n    }\n  }\n": typeof types.DependenciaMembersDocument;
  "\n  mutation RouteReport($id: ID!, $dependenciaId: ID!) {\n    routeReport(id: $id, dependenciaId: $dependenciaId) {\n      id\n      dependencia {\n        id\n        name\n      }\n      assignee {\n        id\n        name\n      }\n      viewerCan {\n        changeStatus\n        nextStatuses\n        route\n        assign\n      }\n    }\n  }\n": typeof types.RouteReportDocument;
  "\n  mutation AssignReport($id: ID!, $assigneeId: ID) {\n    assignReport(id: $id, assigneeId: $assigneeId) {\n      id\n      assignee {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssignReportDocument;
  "\n  query FilledResponseTemplates($reportId: ID!, $status: ReportStatus!) {\n    filledResponseTemplates(reportId: $reportId, status: $status) {\n      id\n      title\n      text\n    }\n  }\n": typeof types.FilledResponseTemplatesDocument;
  "\n  mutation UpdateReportStatus(\n    $id: ID!\n    $status: ReportStatus!\n    $note: String\n    $duplicateOf: String\n    $transferredTo: String\n    $publicUpdate: String\n    $isAnswer: Boolean\n    $internalNote: String\n    $afterPhoto: String\n  ) {\n    updateReportStatus(\n      id: $id\n      status: $status\n      note: $note\n      duplicateOf: $duplicateOf\n      transferredTo: $transferredTo\n      publicUpdate: $publicUpdate\n      isAnswer: $isAnswer\n      internalNote: $internalNote\n      afterPhoto: $afterPhoto\n    ) {\n      id\n      status\n      duplicateOfId\n      duplicateOfRadicado\n      transferredTo\n      transferredLate\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        note\n        changedAt\n      }\n      updates {\n        id\n        kind\n        body\n        isAnswer\n        statusChangeId\n        createdAt\n      }\n      afterPhoto {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n    }\n  }\n": typeof types.UpdateReportStatusDocument;
  "\n  fragment DueDate_report on ReportDisplay {\n    status\n    dueAt\n    answeredAt\n  }\n": typeof types.DueDate_ReportFragmentDoc;
  "\n  fragment ReportCard_report on ReportDisplay {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    createdAt\n    ...DueDate_report\n    duplicateOfId\n    duplicateOfRadicado\n    transferredTo\n    transferredLate\n    photos {\n      ...ReportPhotos_photos\n    }\n    statusHistory {\n      ...StatusHistory_history\n    }\n    ... on Report {\n      extensionReason\n    }\n  }\n": typeof types.ReportCard_ReportFragmentDoc;
  "\n  fragment ReportCard_details on ReportDisplay {\n    updates {\n      ...ReportUpdates_updates\n    }\n    afterPhoto {\n      ...ReportPhotos_photos\n    }\n  }\n": typeof types.ReportCard_DetailsFragmentDoc;
  "\n  fragment ReportCard_related on ReportDisplay {\n    duplicates {\n      id\n      radicado\n    }\n  }\n": typeof types.ReportCard_RelatedFragmentDoc;
  "\n  fragment ReportPhotos_photos on ReportPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n": typeof types.ReportPhotos_PhotosFragmentDoc;
  "\n  fragment ReportUpdates_updates on ReportUpdate {\n    id\n    kind\n    body\n    isAnswer\n    statusChangeId\n    createdAt\n  }\n": typeof types.ReportUpdates_UpdatesFragmentDoc;
  "\n  fragment StatusHistory_history on StatusChange {\n    id\n    fromStatus\n    toStatus\n    changedAt\n    ... on ReportStatusChange {\n      note\n    }\n  }\n": typeof types.StatusHistory_HistoryFragmentDoc;
  "\n  query PersistedCacheViewer {\n    me {\n      id\n      firstName\n    }\n  }\n": typeof types.PersistedCacheViewerDocument;
  "\n  query MyReport($id: ID!) {\n    report(id: $id) {\n      id\n      description\n    }\n  }\n": typeof types.MyReportDocument;
  "\n        query ReportTitle($id: ID!) {\n          report(id: $id) {\n            id\n          }\n        }\n      ": typeof types.ReportTitleDocument;
  "\n      query ReportPagePermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n        }\n      }\n    ": typeof types.ReportPagePermissionsDocument;
  "\n      query ReportCardPermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n          }\n        }\n      }\n    ": typeof types.ReportCardPermissionsDocument;
  "\n  query AuditLog($actorId: ID, $after: String) {\n    auditLog(actorId: $actorId, after: $after, limit: 50) {\n      entries {\n        id\n        action\n        actorId\n        actorName\n        subjectLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n      nextCursor\n    }\n    # Who acts: funcionarios and super_admins alike.\n    admins: users(role: super_admin, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    funcionarios: users(role: staff, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.AuditLogDocument;
  "\n  query PublicReport($id: ID!) {\n    publicReport(id: $id) {\n      id\n      ...ReportCard_report\n      ...ReportCard_details\n      ...ReportCard_related\n      ...VoteButton_report\n      category {\n        id\n        name\n      }\n      neighborhood\n      address\n      description\n      author {\n        firstName\n        lastName\n      }\n      moderation {\n        notice\n      }\n      viewerFollows\n      voters {\n        ...VoterAvatars_voter\n      }\n      commentsCount\n      viewerCan {\n        comment\n        follow\n        blockedBy\n        flag\n        restore\n      }\n      location {\n        lat\n        lng\n        approximate\n      }\n    }\n  }\n": typeof types.PublicReportDocument;
  "\n  query PublicReports($filter: PublicReportsFilter, $sort: PublicReportSort, $after: String) {\n    publicReports(filter: $filter, sort: $sort, after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n": typeof types.PublicReportsDocument;
  "\n  query MyFollowedReports($after: String) {\n    myFollowedReports(after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyFollowedReportsDocument;
  "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n": typeof types.HomePageDocument;
  "\n  query MyResolutionCheck($reportId: ID!) {\n    myResolutionCheck(reportId: $reportId) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n": typeof types.MyResolutionCheckDocument;
  "\n  mutation AnswerResolutionCheck(\n    $reportId: ID!\n    $answer: ResolutionAnswer!\n    $comment: String\n    $photo: String\n  ) {\n    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n": typeof types.AnswerResolutionCheckDocument;
  "\n  query StatisticsPage($filter: StatisticsFilterInput, $granularity: TimeGranularity) {\n    statistics(filter: $filter) {\n      range {\n        from\n        to\n      }\n      totals {\n        total\n        resolved\n        pending\n        closed\n        thisWeek\n        resolutionRate\n      }\n      responseTime {\n        averageDays\n        resolvedInPeriod\n      }\n      confirmedByResidents {\n        reports\n        percentage\n        tooFewReports\n      }\n      byCategory {\n        categoryId\n        categoryName\n        icon\n        count\n        percentage\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        count\n        mainCategory {\n          categoryId\n          categoryName\n        }\n      }\n      timeSeries(granularity: $granularity) {\n        start\n        end\n        filed\n        resolved\n      }\n      heatMap {\n        cellSizeDegrees\n        minimumCount\n        suppressedReports\n        withoutLocation\n        cells {\n          south\n          west\n          north\n          east\n          count\n        }\n      }\n    }\n  }\n": typeof types.StatisticsPageDocument;
  "\n  query TransparencyPage($filter: PerformanceFilterInput) {\n    performance(filter: $filter) {\n      range {\n        from\n        to\n      }\n      overall {\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byCategory {\n        categoryId\n        categoryName\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n    }\n  }\n": typeof types.TransparencyPageDocument;
};
const documents: Documents = {
  "\n      query CachePoliciesReportPage($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n          author {\n            firstName\n            lastName\n          }\n        }\n      }\n    ":
    types.CachePoliciesReportPageDocument,
  "\n      query CachePoliciesReportList {\n        publicReports {\n          reports {\n            id\n            viewerCan {\n              vote\n            }\n            author {\n              firstName\n            }\n          }\n        }\n      }\n    ":
    types.CachePoliciesReportListDocument,
  "\n  query ActiveDependencias {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n":
    types.ActiveDependenciasDocument,
  "\n  mutation ConfigureWebhook($dependenciaId: ID!, $url: String!, $enabled: Boolean) {\n    configureWebhook(dependenciaId: $dependenciaId, url: $url, enabled: $enabled) {\n      secret\n      webhook {\n        dependenciaId\n        url\n        enabled\n      }\n    }\n  }\n":
    types.ConfigureWebhookDocument,
  "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n":
    types.ResendWebhookDeliveryDocument,
  "\n  query AdminUsers($search: String, $role: Role) {\n    users(search: $search, role: $role, limit: 50) {\n      total\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        hasPassword\n        cedulaMasked\n        reportsCount\n        lastSignInAt\n        dependencias {\n          id\n          name\n        }\n        viewerCan {\n          changeRole\n          changeActive\n        }\n      }\n    }\n  }\n":
    types.AdminUsersDocument,
  "\n  mutation SetStaffDependencias($userId: ID!, $dependenciaIds: [ID!]!) {\n    setStaffDependencias(userId: $userId, dependenciaIds: $dependenciaIds) {\n      id\n      name\n    }\n  }\n":
    types.SetStaffDependenciasDocument,
  "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n":
    types.SetUserRoleDocument,
  "\n  mutation SetUserActive($userId: ID!, $active: Boolean!) {\n    setUserActive(userId: $userId, active: $active) {\n      id\n      active\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n":
    types.SetUserActiveDocument,
  "\n  mutation SendPasswordResetLink($userId: ID!) {\n    sendPasswordResetLink(userId: $userId) {\n      delivery\n      linkPath\n    }\n  }\n":
    types.SendPasswordResetLinkDocument,
  "\n  query ApiKeysAdmin {\n    apiKeys {\n      id\n      name\n      prefix\n      createdByName\n      createdAt\n      revokedAt\n      lastUsedAt\n    }\n  }\n":
    types.ApiKeysAdminDocument,
  "\n  mutation IssueApiKey($name: String!) {\n    issueApiKey(name: $name) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n":
    types.IssueApiKeyDocument,
  "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n":
    types.RevokeApiKeyDocument,
  "\n  query AllCategories {\n    allCategories {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n":
    types.AllCategoriesDocument,
  "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n":
    types.UpdateCategoryDocument,
  "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n    }\n  }\n":
    types.ReorderCategoriesDocument,
  "\n  query DependenciasAdmin {\n    dependencias {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n    routingRules {\n      id\n      categoryId\n      neighborhoods\n      dependencia {\n        id\n        name\n      }\n    }\n    allCategories {\n      id\n      name\n    }\n  }\n":
    types.DependenciasAdminDocument,
  "\n  mutation CreateDependencia($input: CreateDependenciaInput!) {\n    createDependencia(input: $input) {\n      id\n    }\n  }\n":
    types.CreateDependenciaDocument,
  "\n  mutation UpdateDependencia($id: ID!, $input: UpdateDependenciaInput!) {\n    updateDependencia(id: $id, input: $input) {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n  }\n":
    types.UpdateDependenciaDocument,
  "\n  mutation SetRoutingRule($input: RoutingRuleInput!) {\n    setRoutingRule(input: $input) {\n      id\n    }\n  }\n":
    types.SetRoutingRuleDocument,
  "\n  mutation DeleteRoutingRule($id: ID!) {\n    deleteRoutingRule(id: $id)\n  }\n":
    types.DeleteRoutingRuleDocument,
  "\n  subscription ReportFiled {\n    reportFiled {\n      reportId\n    }\n  }\n":
    types.ReportFiledDocument,
  "\n  query ReportSummary($filter: ReportSearchFilter) {\n    reportSummary(filter: $filter) {\n      total\n      pending\n      resuelto\n      closed\n      thisWeek\n      averageDaysToResolve\n    }\n  }\n":
    types.ReportSummaryDocument,
  "\n  query ResponseTemplates {\n    responseTemplates {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n":
    types.ResponseTemplatesDocument,
  "\n  mutation SaveResponseTemplate($input: SaveResponseTemplateInput!) {\n    saveResponseTemplate(input: $input) {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n":
    types.SaveResponseTemplateDocument,
  "\n  mutation DeleteResponseTemplate($id: ID!) {\n    deleteResponseTemplate(id: $id)\n  }\n":
    types.DeleteResponseTemplateDocument,
  "\n  query WebhookAdmin($dependenciaId: ID!) {\n    dependenciaWebhook(dependenciaId: $dependenciaId) {\n      dependenciaId\n      url\n      enabled\n      secretPrefix\n      secretRotatedAt\n    }\n    webhookDeliveries(dependenciaId: $dependenciaId) {\n      id\n      eventType\n      reportId\n      radicado\n      status\n      attempts\n      lastError\n      lastStatusCode\n      occurredAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n":
    types.WebhookAdminDocument,
  "\n  mutation RotateWebhookSecret($dependenciaId: ID!) {\n    rotateWebhookSecret(dependenciaId: $dependenciaId) {\n      secret\n      webhook {\n        dependenciaId\n        secretPrefix\n      }\n    }\n  }\n":
    types.RotateWebhookSecretDocument,
  "\n  query MyAreaAlerts {\n    myAreaAlerts {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n":
    types.MyAreaAlertsDocument,
  "\n  mutation CreateAreaAlert($input: AreaAlertInput!) {\n    createAreaAlert(input: $input) {\n      id\n    }\n  }\n":
    types.CreateAreaAlertDocument,
  "\n  mutation UpdateAreaAlert($id: ID!, $input: AreaAlertInput!) {\n    updateAreaAlert(id: $id, input: $input) {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n":
    types.UpdateAreaAlertDocument,
  "\n  mutation DeleteAreaAlert($id: ID!) {\n    deleteAreaAlert(id: $id)\n  }\n":
    types.DeleteAreaAlertDocument,
  "\n  mutation ChangeMyName($firstName: String!, $lastName: String) {\n    changeMyName(firstName: $firstName, lastName: $lastName) {\n      ...ViewerFields\n    }\n  }\n":
    types.ChangeMyNameDocument,
  "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n":
    types.RegisterCedulaDocument,
  "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n":
    types.ViewerFieldsFragmentDoc,
  "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
  "\n  query Categories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n":
    types.CategoriesDocument,
  "\n  fragment CommentThread_comment on Comment {\n    id\n    parentId\n    content\n    deleted\n    author {\n      firstName\n      lastName\n      profileImageUrl\n    }\n    authorDeleted\n    likesCount\n    likedByMe\n    moderation {\n      notice\n    }\n    viewerCan {\n      reply\n      like\n      delete\n      flag\n      restore\n    }\n    createdAt\n  }\n":
    types.CommentThread_CommentFragmentDoc,
  "\n  fragment CommentThread_thread on Comment {\n    ...CommentThread_comment\n    replies {\n      ...CommentThread_comment\n    }\n  }\n":
    types.CommentThread_ThreadFragmentDoc,
  "\n  query ReportComments($reportId: ID!) {\n    reportComments(reportId: $reportId) {\n      ...CommentThread_thread\n    }\n  }\n":
    types.ReportCommentsDocument,
  "\n  fragment PublicReportCard_report on PublicReport {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    severity\n    status\n    createdAt\n    description\n    author {\n      firstName\n      lastName\n    }\n    photos {\n      id\n      thumbnailUrl\n    }\n    commentsCount\n    voters {\n      ...VoterAvatars_voter\n    }\n    ...VoteButton_report\n  }\n":
    types.PublicReportCard_ReportFragmentDoc,
  "\n  fragment VoterAvatars_voter on Voter {\n    firstName\n    lastName\n    profileImageUrl\n  }\n":
    types.VoterAvatars_VoterFragmentDoc,
  "\n  fragment VoteButton_report on PublicReport {\n    id\n    votesCount\n    userVoted\n    viewerFollows\n    voters {\n      ...VoterAvatars_voter\n    }\n    viewerCan {\n      vote\n      blockedBy\n    }\n  }\n":
    types.VoteButton_ReportFragmentDoc,
  "\n  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {\n    addComment(reportId: $reportId, content: $content, parentId: $parentId) {\n      ...CommentThread_thread\n    }\n  }\n":
    types.AddCommentDocument,
  "\n  query ReportFollowState($id: ID!) {\n    publicReport(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n":
    types.ReportFollowStateDocument,
  "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      id\n      likesCount\n      likedByMe\n    }\n  }\n":
    types.ToggleCommentLikeDocument,
  "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      ...CommentThread_comment\n    }\n  }\n":
    types.DeleteCommentDocument,
  "\n  mutation FlagContent($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {\n    flagContent(target: $target, id: $id, reason: $reason, details: $details) {\n      target\n      id\n      underReview\n    }\n  }\n":
    types.FlagContentDocument,
  "\n  subscription ReportActivity($reportIds: [ID!]!) {\n    reportActivity(reportIds: $reportIds) {\n      reportId\n      votesCount\n      commentsCount\n      status\n    }\n  }\n":
    types.ReportActivityDocument,
  "\n  subscription CommentEvents($reportId: ID!) {\n    commentEvents(reportId: $reportId) {\n      kind\n      reportId\n      commentId\n      parentId\n      likesCount\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n":
    types.CommentEventsDocument,
  "\n  mutation FollowReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n":
    types.FollowReportDocument,
  "\n  mutation UnfollowReport($reportId: ID!) {\n    unfollowReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n":
    types.UnfollowReportDocument,
  "\n  mutation ToggleVote($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows the report (docs/community.md#following): its «Seguir» changes at once.\n      viewerFollows\n      voters {\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n":
    types.ToggleVoteDocument,
  "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n":
    types.LandingPageDocument,
  "\n  subscription LiveLandingFigures {\n    publicStatisticsChanged {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n":
    types.LiveLandingFiguresDocument,
  "\n  query ModerationQueue {\n    moderationQueue {\n      total\n      items {\n        target\n        reportId\n        radicado\n        commentId\n        text\n        parentText\n        authorName\n        state\n        reason\n        openFlags\n        reasonCounts {\n          reason\n          count\n        }\n        flags {\n          reason\n          details\n          createdAt\n        }\n        lastFlagAt\n      }\n    }\n  }\n":
    types.ModerationQueueDocument,
  "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      reportId\n    }\n  }\n":
    types.ModerationQueueChangedDocument,
  "\n  mutation ModerateContent(\n    $target: ModerationTarget!\n    $id: ID!\n    $action: ModerationAction!\n    $reason: FlagReason\n  ) {\n    moderateContent(target: $target, id: $id, action: $action, reason: $reason) {\n      target\n      id\n      state\n      reason\n    }\n  }\n":
    types.ModerateContentDocument,
  "\n  fragment MyReportCard_report on Report {\n    id\n    anonymous\n    allowContact\n    author {\n      firstName\n      lastName\n      email\n    }\n    moderation {\n      state\n      reason\n      notice\n    }\n    viewerFollows\n    viewerCan {\n      follow\n    }\n    ...ReportCard_report\n    ...ReportCard_details\n  }\n":
    types.MyReportCard_ReportFragmentDoc,
  "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    reabierto\n    resuelto\n    duplicado\n    trasladado\n  }\n":
    types.ReportTotalsFieldsFragmentDoc,
  "\n  query MyReports($status: ReportStatus, $after: String) {\n    reports(status: $status, after: $after) {\n      nodes {\n        id\n        status\n        ...MyReportCard_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n":
    types.MyReportsDocument,
  "\n  subscription MyReportChanged {\n    myReportChanged {\n      report {\n        id\n        status\n        ...MyReportCard_report\n      }\n      totals {\n        ...ReportTotalsFields\n      }\n    }\n  }\n":
    types.MyReportChangedDocument,
  "\n  mutation SupportNearbyReport($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows it (docs/community.md#following): its page's «Seguir» changes at once.\n      viewerFollows\n    }\n  }\n":
    types.SupportNearbyReportDocument,
  "\n  mutation FollowNearbyReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n":
    types.FollowNearbyReportDocument,
  "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      radicado\n      status\n      createdAt\n    }\n  }\n":
    types.CreateReportDocument,
  "\n  query NearbyReports($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {\n    nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {\n      distance\n      report {\n        id\n        radicado\n        category {\n          id\n          name\n          icon\n        }\n        neighborhood\n        address\n        description\n        status\n        photos {\n          id\n          thumbnailUrl\n        }\n        votesCount\n        userVoted\n        viewerCan {\n          vote\n          blockedBy\n        }\n      }\n    }\n  }\n":
    types.NearbyReportsDocument,
  "\n  query Notifications {\n    unreadNotificationCount\n    notifications(limit: 20) {\n      id\n      kind\n      reportId\n      radicado\n      dueAt\n      fromStatus\n      toStatus\n      kind\n      note\n      publicUpdate\n      originalReportId\n      originalRadicado\n      read\n      createdAt\n    }\n  }\n":
    types.NotificationsDocument,
  "\n  subscription NotificationAdded {\n    notificationAdded {\n      notificationId\n    }\n  }\n":
    types.NotificationAddedDocument,
  "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n":
    types.MarkNotificationsReadDocument,
  "\n  query ReportTexts($id: ID!) {\n    report(id: $id) {\n      id\n      ...ReportCard_details\n      afterPhoto {\n        id\n        url\n        width\n        height\n      }\n      residentAnswers {\n        role\n        answer\n        comment\n        answeredAt\n        photo {\n          id\n          url\n          thumbnailUrl\n        }\n      }\n    }\n  }\n":
    types.ReportTextsDocument,
  "\n  fragment ReportTable_report on Report {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    severity\n    status\n    location {\n      lat\n      lng\n      approximate\n    }\n    anonymous\n    allowContact\n    votesCount\n    createdAt\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    dependencia {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    dueAt\n    channel\n    moderation {\n      state\n      notice\n    }\n    ...DueDate_report\n    ...ReportCard_report\n    viewerCan {\n      changeStatus\n      nextStatuses\n      restore\n      route\n      assign\n      extendDueDate\n    }\n  }\n":
    types.ReportTable_ReportFragmentDoc,
  "\n  mutation BlurReportPhoto($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {\n    blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n  }\n":
    types.BlurReportPhotoDocument,
  "\n  mutation BulkChangeReportStatus($input: BulkStatusInput!) {\n    bulkChangeReportStatus(input: $input) {\n      count\n      reportIds\n    }\n  }\n":
    types.BulkChangeReportStatusDocument,
  "\n  mutation BulkAssignReports($ids: [ID!]!, $assigneeId: ID) {\n    bulkAssignReports(ids: $ids, assigneeId: $assigneeId) {\n      count\n      reportIds\n    }\n  }\n":
    types.BulkAssignReportsDocument,
  "\n  mutation BulkRouteReports($ids: [ID!]!, $dependenciaId: ID!) {\n    bulkRouteReports(ids: $ids, dependenciaId: $dependenciaId) {\n      count\n      reportIds\n    }\n  }\n":
    types.BulkRouteReportsDocument,
  "\n  mutation ExtendReportDueDate($id: ID!, $reason: String) {\n    extendReportDueDate(id: $id, reason: $reason) {\n      id\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n    }\n  }\n":
    types.ExtendReportDueDateDocument,
  "\n  query Inbox($filter: InboxFilter, $limit: Int, $after: String) {\n    inbox(filter: $filter, limit: $limit, after: $after) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n":
    types.InboxDocument,
  "\n  subscription InboxChanged {\n    inboxChanged {\n      reportId\n    }\n  }\n":
    types.InboxChangedDocument,
  "\n  query ReportTable(\n    $filter: ReportSearchFilter\n    $sort: ReportSort\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n":
    types.ReportTableDocument,
  "\n  query PrintedReports($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit) {\n      nodes {\n        id\n        radicado\n        createdAt\n        category {\n          id\n          name\n        }\n        neighborhood\n        severity\n        status\n        ...DueDate_report\n        votesCount\n      }\n      totalCount\n    }\n  }\n":
    types.PrintedReportsDocument,
  "\n  query DependenciaOptions {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n":
    types.DependenciaOptionsDocument,
  "\n  query DependenciaMembers($dependenciaId: ID!) {\n    dependenciaMembers(dependenciaId: $dependenciaId) {\n      id\n      name\n    }\n  }\n":
    types.DependenciaMembersDocument,
  "\n  mutation RouteReport($id: ID!, $dependenciaId: ID!) {\n    routeReport(id: $id, dependenciaId: $dependenciaId) {\n      id\n      dependencia {\n        id\n        name\n      }\n      assignee {\n        id\n        name\n      }\n      viewerCan {\n        changeStatus\n        nextStatuses\n        route\n        assign\n      }\n    }\n  }\n":
    types.RouteReportDocument,
  "\n  mutation AssignReport($id: ID!, $assigneeId: ID) {\n    assignReport(id: $id, assigneeId: $assigneeId) {\n      id\n      assignee {\n        id\n        name\n      }\n    }\n  }\n":
    types.AssignReportDocument,
  "\n  query FilledResponseTemplates($reportId: ID!, $status: ReportStatus!) {\n    filledResponseTemplates(reportId: $reportId, status: $status) {\n      id\n      title\n      text\n    }\n  }\n":
    types.FilledResponseTemplatesDocument,
  "\n  mutation UpdateReportStatus(\n    $id: ID!\n    $status: ReportStatus!\n    $note: String\n    $duplicateOf: String\n    $transferredTo: String\n    $publicUpdate: String\n    $isAnswer: Boolean\n    $internalNote: String\n    $afterPhoto: String\n  ) {\n    updateReportStatus(\n      id: $id\n      status: $status\n      note: $note\n      duplicateOf: $duplicateOf\n      transferredTo: $transferredTo\n      publicUpdate: $publicUpdate\n      isAnswer: $isAnswer\n      internalNote: $internalNote\n      afterPhoto: $afterPhoto\n    ) {\n      id\n      status\n      duplicateOfId\n      duplicateOfRadicado\n      transferredTo\n      transferredLate\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        note\n        changedAt\n      }\n      updates {\n        id\n        kind\n        body\n        isAnswer\n        statusChangeId\n        createdAt\n      }\n      afterPhoto {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n    }\n  }\n":
    types.UpdateReportStatusDocument,
  "\n  fragment DueDate_report on ReportDisplay {\n    status\n    dueAt\n    answeredAt\n  }\n":
    types.DueDate_ReportFragmentDoc,
  "\n  fragment ReportCard_report on ReportDisplay {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    createdAt\n    ...DueDate_report\n    duplicateOfId\n    duplicateOfRadicado\n    transferredTo\n    transferredLate\n    photos {\n      ...ReportPhotos_photos\n    }\n    statusHistory {\n      ...StatusHistory_history\n    }\n    ... on Report {\n      extensionReason\n    }\n  }\n":
    types.ReportCard_ReportFragmentDoc,
  "\n  fragment ReportCard_details on ReportDisplay {\n    updates {\n      ...ReportUpdates_updates\n    }\n    afterPhoto {\n      ...ReportPhotos_photos\n    }\n  }\n":
    types.ReportCard_DetailsFragmentDoc,
  "\n  fragment ReportCard_related on ReportDisplay {\n    duplicates {\n      id\n      radicado\n    }\n  }\n":
    types.ReportCard_RelatedFragmentDoc,
  "\n  fragment ReportPhotos_photos on ReportPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n":
    types.ReportPhotos_PhotosFragmentDoc,
  "\n  fragment ReportUpdates_updates on ReportUpdate {\n    id\n    kind\n    body\n    isAnswer\n    statusChangeId\n    createdAt\n  }\n":
    types.ReportUpdates_UpdatesFragmentDoc,
  "\n  fragment StatusHistory_history on StatusChange {\n    id\n    fromStatus\n    toStatus\n    changedAt\n    ... on ReportStatusChange {\n      note\n    }\n  }\n":
    types.StatusHistory_HistoryFragmentDoc,
  "\n  query PersistedCacheViewer {\n    me {\n      id\n      firstName\n    }\n  }\n":
    types.PersistedCacheViewerDocument,
  "\n  query MyReport($id: ID!) {\n    report(id: $id) {\n      id\n      description\n    }\n  }\n":
    types.MyReportDocument,
  "\n        query ReportTitle($id: ID!) {\n          report(id: $id) {\n            id\n          }\n        }\n      ":
    types.ReportTitleDocument,
  "\n      query ReportPagePermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n        }\n      }\n    ":
    types.ReportPagePermissionsDocument,
  "\n      query ReportCardPermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n          }\n        }\n      }\n    ":
    types.ReportCardPermissionsDocument,
  "\n  query AuditLog($actorId: ID, $after: String) {\n    auditLog(actorId: $actorId, after: $after, limit: 50) {\n      entries {\n        id\n        action\n        actorId\n        actorName\n        subjectLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n      nextCursor\n    }\n    # Who acts: funcionarios and super_admins alike.\n    admins: users(role: super_admin, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    funcionarios: users(role: staff, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n":
    types.AuditLogDocument,
  "\n  query PublicReport($id: ID!) {\n    publicReport(id: $id) {\n      id\n      ...ReportCard_report\n      ...ReportCard_details\n      ...ReportCard_related\n      ...VoteButton_report\n      category {\n        id\n        name\n      }\n      neighborhood\n      address\n      description\n      author {\n        firstName\n        lastName\n      }\n      moderation {\n        notice\n      }\n      viewerFollows\n      voters {\n        ...VoterAvatars_voter\n      }\n      commentsCount\n      viewerCan {\n        comment\n        follow\n        blockedBy\n        flag\n        restore\n      }\n      location {\n        lat\n        lng\n        approximate\n      }\n    }\n  }\n":
    types.PublicReportDocument,
  "\n  query PublicReports($filter: PublicReportsFilter, $sort: PublicReportSort, $after: String) {\n    publicReports(filter: $filter, sort: $sort, after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n":
    types.PublicReportsDocument,
  "\n  query MyFollowedReports($after: String) {\n    myFollowedReports(after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n":
    types.MyFollowedReportsDocument,
  "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n":
    types.HomePageDocument,
  "\n  query MyResolutionCheck($reportId: ID!) {\n    myResolutionCheck(reportId: $reportId) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n":
    types.MyResolutionCheckDocument,
  "\n  mutation AnswerResolutionCheck(\n    $reportId: ID!\n    $answer: ResolutionAnswer!\n    $comment: String\n    $photo: String\n  ) {\n    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n":
    types.AnswerResolutionCheckDocument,
  "\n  query StatisticsPage($filter: StatisticsFilterInput, $granularity: TimeGranularity) {\n    statistics(filter: $filter) {\n      range {\n        from\n        to\n      }\n      totals {\n        total\n        resolved\n        pending\n        closed\n        thisWeek\n        resolutionRate\n      }\n      responseTime {\n        averageDays\n        resolvedInPeriod\n      }\n      confirmedByResidents {\n        reports\n        percentage\n        tooFewReports\n      }\n      byCategory {\n        categoryId\n        categoryName\n        icon\n        count\n        percentage\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        count\n        mainCategory {\n          categoryId\n          categoryName\n        }\n      }\n      timeSeries(granularity: $granularity) {\n        start\n        end\n        filed\n        resolved\n      }\n      heatMap {\n        cellSizeDegrees\n        minimumCount\n        suppressedReports\n        withoutLocation\n        cells {\n          south\n          west\n          north\n          east\n          count\n        }\n      }\n    }\n  }\n":
    types.StatisticsPageDocument,
  "\n  query TransparencyPage($filter: PerformanceFilterInput) {\n    performance(filter: $filter) {\n      range {\n        from\n        to\n      }\n      overall {\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byCategory {\n        categoryId\n        categoryName\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n    }\n  }\n":
    types.TransparencyPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n      query CachePoliciesReportPage($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n          author {\n            firstName\n            lastName\n          }\n        }\n      }\n    ",
): (typeof documents)["\n      query CachePoliciesReportPage($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n          author {\n            firstName\n            lastName\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n      query CachePoliciesReportList {\n        publicReports {\n          reports {\n            id\n            viewerCan {\n              vote\n            }\n            author {\n              firstName\n            }\n          }\n        }\n      }\n    ",
): (typeof documents)["\n      query CachePoliciesReportList {\n        publicReports {\n          reports {\n            id\n            viewerCan {\n              vote\n            }\n            author {\n              firstName\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ActiveDependencias {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n",
): (typeof documents)["\n  query ActiveDependencias {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ConfigureWebhook($dependenciaId: ID!, $url: String!, $enabled: Boolean) {\n    configureWebhook(dependenciaId: $dependenciaId, url: $url, enabled: $enabled) {\n      secret\n      webhook {\n        dependenciaId\n        url\n        enabled\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ConfigureWebhook($dependenciaId: ID!, $url: String!, $enabled: Boolean) {\n    configureWebhook(dependenciaId: $dependenciaId, url: $url, enabled: $enabled) {\n      secret\n      webhook {\n        dependenciaId\n        url\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n",
): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AdminUsers($search: String, $role: Role) {\n    users(search: $search, role: $role, limit: 50) {\n      total\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        hasPassword\n        cedulaMasked\n        reportsCount\n        lastSignInAt\n        dependencias {\n          id\n          name\n        }\n        viewerCan {\n          changeRole\n          changeActive\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AdminUsers($search: String, $role: Role) {\n    users(search: $search, role: $role, limit: 50) {\n      total\n      users {\n        id\n        firstName\n        lastName\n        email\n        role\n        active\n        hasPassword\n        cedulaMasked\n        reportsCount\n        lastSignInAt\n        dependencias {\n          id\n          name\n        }\n        viewerCan {\n          changeRole\n          changeActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetStaffDependencias($userId: ID!, $dependenciaIds: [ID!]!) {\n    setStaffDependencias(userId: $userId, dependenciaIds: $dependenciaIds) {\n      id\n      name\n    }\n  }\n",
): (typeof documents)["\n  mutation SetStaffDependencias($userId: ID!, $dependenciaIds: [ID!]!) {\n    setStaffDependencias(userId: $userId, dependenciaIds: $dependenciaIds) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetUserActive($userId: ID!, $active: Boolean!) {\n    setUserActive(userId: $userId, active: $active) {\n      id\n      active\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation SetUserActive($userId: ID!, $active: Boolean!) {\n    setUserActive(userId: $userId, active: $active) {\n      id\n      active\n      viewerCan {\n        changeRole\n        changeActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SendPasswordResetLink($userId: ID!) {\n    sendPasswordResetLink(userId: $userId) {\n      delivery\n      linkPath\n    }\n  }\n",
): (typeof documents)["\n  mutation SendPasswordResetLink($userId: ID!) {\n    sendPasswordResetLink(userId: $userId) {\n      delivery\n      linkPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ApiKeysAdmin {\n    apiKeys {\n      id\n      name\n      prefix\n      createdByName\n      createdAt\n      revokedAt\n      lastUsedAt\n    }\n  }\n",
): (typeof documents)["\n  query ApiKeysAdmin {\n    apiKeys {\n      id\n      name\n      prefix\n      createdByName\n      createdAt\n      revokedAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation IssueApiKey($name: String!) {\n    issueApiKey(name: $name) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation IssueApiKey($name: String!) {\n    issueApiKey(name: $name) {\n      token\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n",
): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AllCategories {\n    allCategories {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n",
): (typeof documents)["\n  query AllCategories {\n    allCategories {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      icon\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n    }\n  }\n",
): (typeof documents)["\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DependenciasAdmin {\n    dependencias {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n    routingRules {\n      id\n      categoryId\n      neighborhoods\n      dependencia {\n        id\n        name\n      }\n    }\n    allCategories {\n      id\n      name\n    }\n  }\n",
): (typeof documents)["\n  query DependenciasAdmin {\n    dependencias {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n    routingRules {\n      id\n      categoryId\n      neighborhoods\n      dependencia {\n        id\n        name\n      }\n    }\n    allCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateDependencia($input: CreateDependenciaInput!) {\n    createDependencia(input: $input) {\n      id\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateDependencia($input: CreateDependenciaInput!) {\n    createDependencia(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateDependencia($id: ID!, $input: UpdateDependenciaInput!) {\n    updateDependencia(id: $id, input: $input) {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateDependencia($id: ID!, $input: UpdateDependenciaInput!) {\n    updateDependencia(id: $id, input: $input) {\n      id\n      name\n      email\n      external\n      active\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SetRoutingRule($input: RoutingRuleInput!) {\n    setRoutingRule(input: $input) {\n      id\n    }\n  }\n",
): (typeof documents)["\n  mutation SetRoutingRule($input: RoutingRuleInput!) {\n    setRoutingRule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation DeleteRoutingRule($id: ID!) {\n    deleteRoutingRule(id: $id)\n  }\n",
): (typeof documents)["\n  mutation DeleteRoutingRule($id: ID!) {\n    deleteRoutingRule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription ReportFiled {\n    reportFiled {\n      reportId\n    }\n  }\n",
): (typeof documents)["\n  subscription ReportFiled {\n    reportFiled {\n      reportId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ReportSummary($filter: ReportSearchFilter) {\n    reportSummary(filter: $filter) {\n      total\n      pending\n      resuelto\n      closed\n      thisWeek\n      averageDaysToResolve\n    }\n  }\n",
): (typeof documents)["\n  query ReportSummary($filter: ReportSearchFilter) {\n    reportSummary(filter: $filter) {\n      total\n      pending\n      resuelto\n      closed\n      thisWeek\n      averageDaysToResolve\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ResponseTemplates {\n    responseTemplates {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n",
): (typeof documents)["\n  query ResponseTemplates {\n    responseTemplates {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SaveResponseTemplate($input: SaveResponseTemplateInput!) {\n    saveResponseTemplate(input: $input) {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n",
): (typeof documents)["\n  mutation SaveResponseTemplate($input: SaveResponseTemplateInput!) {\n    saveResponseTemplate(input: $input) {\n      id\n      status\n      title\n      body\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation DeleteResponseTemplate($id: ID!) {\n    deleteResponseTemplate(id: $id)\n  }\n",
): (typeof documents)["\n  mutation DeleteResponseTemplate($id: ID!) {\n    deleteResponseTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query WebhookAdmin($dependenciaId: ID!) {\n    dependenciaWebhook(dependenciaId: $dependenciaId) {\n      dependenciaId\n      url\n      enabled\n      secretPrefix\n      secretRotatedAt\n    }\n    webhookDeliveries(dependenciaId: $dependenciaId) {\n      id\n      eventType\n      reportId\n      radicado\n      status\n      attempts\n      lastError\n      lastStatusCode\n      occurredAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n",
): (typeof documents)["\n  query WebhookAdmin($dependenciaId: ID!) {\n    dependenciaWebhook(dependenciaId: $dependenciaId) {\n      dependenciaId\n      url\n      enabled\n      secretPrefix\n      secretRotatedAt\n    }\n    webhookDeliveries(dependenciaId: $dependenciaId) {\n      id\n      eventType\n      reportId\n      radicado\n      status\n      attempts\n      lastError\n      lastStatusCode\n      occurredAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RotateWebhookSecret($dependenciaId: ID!) {\n    rotateWebhookSecret(dependenciaId: $dependenciaId) {\n      secret\n      webhook {\n        dependenciaId\n        secretPrefix\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation RotateWebhookSecret($dependenciaId: ID!) {\n    rotateWebhookSecret(dependenciaId: $dependenciaId) {\n      secret\n      webhook {\n        dependenciaId\n        secretPrefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyAreaAlerts {\n    myAreaAlerts {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n",
): (typeof documents)["\n  query MyAreaAlerts {\n    myAreaAlerts {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateAreaAlert($input: AreaAlertInput!) {\n    createAreaAlert(input: $input) {\n      id\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateAreaAlert($input: AreaAlertInput!) {\n    createAreaAlert(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateAreaAlert($id: ID!, $input: AreaAlertInput!) {\n    updateAreaAlert(id: $id, input: $input) {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateAreaAlert($id: ID!, $input: AreaAlertInput!) {\n    updateAreaAlert(id: $id, input: $input) {\n      id\n      neighborhoods\n      categoryIds\n      frequency\n      email\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation DeleteAreaAlert($id: ID!) {\n    deleteAreaAlert(id: $id)\n  }\n",
): (typeof documents)["\n  mutation DeleteAreaAlert($id: ID!) {\n    deleteAreaAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ChangeMyName($firstName: String!, $lastName: String) {\n    changeMyName(firstName: $firstName, lastName: $lastName) {\n      ...ViewerFields\n    }\n  }\n",
): (typeof documents)["\n  mutation ChangeMyName($firstName: String!, $lastName: String) {\n    changeMyName(firstName: $firstName, lastName: $lastName) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n",
): (typeof documents)["\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n",
): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n",
): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Categories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n",
): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment CommentThread_comment on Comment {\n    id\n    parentId\n    content\n    deleted\n    author {\n      firstName\n      lastName\n      profileImageUrl\n    }\n    authorDeleted\n    likesCount\n    likedByMe\n    moderation {\n      notice\n    }\n    viewerCan {\n      reply\n      like\n      delete\n      flag\n      restore\n    }\n    createdAt\n  }\n",
): (typeof documents)["\n  fragment CommentThread_comment on Comment {\n    id\n    parentId\n    content\n    deleted\n    author {\n      firstName\n      lastName\n      profileImageUrl\n    }\n    authorDeleted\n    likesCount\n    likedByMe\n    moderation {\n      notice\n    }\n    viewerCan {\n      reply\n      like\n      delete\n      flag\n      restore\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment CommentThread_thread on Comment {\n    ...CommentThread_comment\n    replies {\n      ...CommentThread_comment\n    }\n  }\n",
): (typeof documents)["\n  fragment CommentThread_thread on Comment {\n    ...CommentThread_comment\n    replies {\n      ...CommentThread_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ReportComments($reportId: ID!) {\n    reportComments(reportId: $reportId) {\n      ...CommentThread_thread\n    }\n  }\n",
): (typeof documents)["\n  query ReportComments($reportId: ID!) {\n    reportComments(reportId: $reportId) {\n      ...CommentThread_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment PublicReportCard_report on PublicReport {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    severity\n    status\n    createdAt\n    description\n    author {\n      firstName\n      lastName\n    }\n    photos {\n      id\n      thumbnailUrl\n    }\n    commentsCount\n    voters {\n      ...VoterAvatars_voter\n    }\n    ...VoteButton_report\n  }\n",
): (typeof documents)["\n  fragment PublicReportCard_report on PublicReport {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    severity\n    status\n    createdAt\n    description\n    author {\n      firstName\n      lastName\n    }\n    photos {\n      id\n      thumbnailUrl\n    }\n    commentsCount\n    voters {\n      ...VoterAvatars_voter\n    }\n    ...VoteButton_report\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment VoterAvatars_voter on Voter {\n    firstName\n    lastName\n    profileImageUrl\n  }\n",
): (typeof documents)["\n  fragment VoterAvatars_voter on Voter {\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment VoteButton_report on PublicReport {\n    id\n    votesCount\n    userVoted\n    viewerFollows\n    voters {\n      ...VoterAvatars_voter\n    }\n    viewerCan {\n      vote\n      blockedBy\n    }\n  }\n",
): (typeof documents)["\n  fragment VoteButton_report on PublicReport {\n    id\n    votesCount\n    userVoted\n    viewerFollows\n    voters {\n      ...VoterAvatars_voter\n    }\n    viewerCan {\n      vote\n      blockedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {\n    addComment(reportId: $reportId, content: $content, parentId: $parentId) {\n      ...CommentThread_thread\n    }\n  }\n",
): (typeof documents)["\n  mutation AddComment($reportId: ID!, $content: String!, $parentId: ID) {\n    addComment(reportId: $reportId, content: $content, parentId: $parentId) {\n      ...CommentThread_thread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ReportFollowState($id: ID!) {\n    publicReport(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n",
): (typeof documents)["\n  query ReportFollowState($id: ID!) {\n    publicReport(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      id\n      likesCount\n      likedByMe\n    }\n  }\n",
): (typeof documents)["\n  mutation ToggleCommentLike($commentId: ID!) {\n    toggleCommentLike(commentId: $commentId) {\n      id\n      likesCount\n      likedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      ...CommentThread_comment\n    }\n  }\n",
): (typeof documents)["\n  mutation DeleteComment($commentId: ID!) {\n    deleteComment(commentId: $commentId) {\n      ...CommentThread_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation FlagContent($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {\n    flagContent(target: $target, id: $id, reason: $reason, details: $details) {\n      target\n      id\n      underReview\n    }\n  }\n",
): (typeof documents)["\n  mutation FlagContent($target: ModerationTarget!, $id: ID!, $reason: FlagReason!, $details: String) {\n    flagContent(target: $target, id: $id, reason: $reason, details: $details) {\n      target\n      id\n      underReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription ReportActivity($reportIds: [ID!]!) {\n    reportActivity(reportIds: $reportIds) {\n      reportId\n      votesCount\n      commentsCount\n      status\n    }\n  }\n",
): (typeof documents)["\n  subscription ReportActivity($reportIds: [ID!]!) {\n    reportActivity(reportIds: $reportIds) {\n      reportId\n      votesCount\n      commentsCount\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription CommentEvents($reportId: ID!) {\n    commentEvents(reportId: $reportId) {\n      kind\n      reportId\n      commentId\n      parentId\n      likesCount\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n",
): (typeof documents)["\n  subscription CommentEvents($reportId: ID!) {\n    commentEvents(reportId: $reportId) {\n      kind\n      reportId\n      commentId\n      parentId\n      likesCount\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation FollowReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n",
): (typeof documents)["\n  mutation FollowReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UnfollowReport($reportId: ID!) {\n    unfollowReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n",
): (typeof documents)["\n  mutation UnfollowReport($reportId: ID!) {\n    unfollowReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ToggleVote($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows the report (docs/community.md#following): its «Seguir» changes at once.\n      viewerFollows\n      voters {\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ToggleVote($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows the report (docs/community.md#following): its «Seguir» changes at once.\n      viewerFollows\n      voters {\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n",
): (typeof documents)["\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription LiveLandingFigures {\n    publicStatisticsChanged {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n",
): (typeof documents)["\n  subscription LiveLandingFigures {\n    publicStatisticsChanged {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ModerationQueue {\n    moderationQueue {\n      total\n      items {\n        target\n        reportId\n        radicado\n        commentId\n        text\n        parentText\n        authorName\n        state\n        reason\n        openFlags\n        reasonCounts {\n          reason\n          count\n        }\n        flags {\n          reason\n          details\n          createdAt\n        }\n        lastFlagAt\n      }\n    }\n  }\n",
): (typeof documents)["\n  query ModerationQueue {\n    moderationQueue {\n      total\n      items {\n        target\n        reportId\n        radicado\n        commentId\n        text\n        parentText\n        authorName\n        state\n        reason\n        openFlags\n        reasonCounts {\n          reason\n          count\n        }\n        flags {\n          reason\n          details\n          createdAt\n        }\n        lastFlagAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      reportId\n    }\n  }\n",
): (typeof documents)["\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      reportId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ModerateContent(\n    $target: ModerationTarget!\n    $id: ID!\n    $action: ModerationAction!\n    $reason: FlagReason\n  ) {\n    moderateContent(target: $target, id: $id, action: $action, reason: $reason) {\n      target\n      id\n      state\n      reason\n    }\n  }\n",
): (typeof documents)["\n  mutation ModerateContent(\n    $target: ModerationTarget!\n    $id: ID!\n    $action: ModerationAction!\n    $reason: FlagReason\n  ) {\n    moderateContent(target: $target, id: $id, action: $action, reason: $reason) {\n      target\n      id\n      state\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MyReportCard_report on Report {\n    id\n    anonymous\n    allowContact\n    author {\n      firstName\n      lastName\n      email\n    }\n    moderation {\n      state\n      reason\n      notice\n    }\n    viewerFollows\n    viewerCan {\n      follow\n    }\n    ...ReportCard_report\n    ...ReportCard_details\n  }\n",
): (typeof documents)["\n  fragment MyReportCard_report on Report {\n    id\n    anonymous\n    allowContact\n    author {\n      firstName\n      lastName\n      email\n    }\n    moderation {\n      state\n      reason\n      notice\n    }\n    viewerFollows\n    viewerCan {\n      follow\n    }\n    ...ReportCard_report\n    ...ReportCard_details\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    reabierto\n    resuelto\n    duplicado\n    trasladado\n  }\n",
): (typeof documents)["\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    reabierto\n    resuelto\n    duplicado\n    trasladado\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyReports($status: ReportStatus, $after: String) {\n    reports(status: $status, after: $after) {\n      nodes {\n        id\n        status\n        ...MyReportCard_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n",
): (typeof documents)["\n  query MyReports($status: ReportStatus, $after: String) {\n    reports(status: $status, after: $after) {\n      nodes {\n        id\n        status\n        ...MyReportCard_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription MyReportChanged {\n    myReportChanged {\n      report {\n        id\n        status\n        ...MyReportCard_report\n      }\n      totals {\n        ...ReportTotalsFields\n      }\n    }\n  }\n",
): (typeof documents)["\n  subscription MyReportChanged {\n    myReportChanged {\n      report {\n        id\n        status\n        ...MyReportCard_report\n      }\n      totals {\n        ...ReportTotalsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation SupportNearbyReport($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows it (docs/community.md#following): its page's «Seguir» changes at once.\n      viewerFollows\n    }\n  }\n",
): (typeof documents)["\n  mutation SupportNearbyReport($reportId: ID!) {\n    toggleVote(reportId: $reportId) {\n      id\n      votesCount\n      userVoted\n      # Supporting follows it (docs/community.md#following): its page's «Seguir» changes at once.\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation FollowNearbyReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n",
): (typeof documents)["\n  mutation FollowNearbyReport($reportId: ID!) {\n    followReport(reportId: $reportId) {\n      id\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      radicado\n      status\n      createdAt\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      radicado\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query NearbyReports($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {\n    nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {\n      distance\n      report {\n        id\n        radicado\n        category {\n          id\n          name\n          icon\n        }\n        neighborhood\n        address\n        description\n        status\n        photos {\n          id\n          thumbnailUrl\n        }\n        votesCount\n        userVoted\n        viewerCan {\n          vote\n          blockedBy\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query NearbyReports($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {\n    nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {\n      distance\n      report {\n        id\n        radicado\n        category {\n          id\n          name\n          icon\n        }\n        neighborhood\n        address\n        description\n        status\n        photos {\n          id\n          thumbnailUrl\n        }\n        votesCount\n        userVoted\n        viewerCan {\n          vote\n          blockedBy\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Notifications {\n    unreadNotificationCount\n    notifications(limit: 20) {\n      id\n      kind\n      reportId\n      radicado\n      dueAt\n      fromStatus\n      toStatus\n      kind\n      note\n      publicUpdate\n      originalReportId\n      originalRadicado\n      read\n      createdAt\n    }\n  }\n",
): (typeof documents)["\n  query Notifications {\n    unreadNotificationCount\n    notifications(limit: 20) {\n      id\n      kind\n      reportId\n      radicado\n      dueAt\n      fromStatus\n      toStatus\n      kind\n      note\n      publicUpdate\n      originalReportId\n      originalRadicado\n      read\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      notificationId\n    }\n  }\n",
): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      notificationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n",
): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ReportTexts($id: ID!) {\n    report(id: $id) {\n      id\n      ...ReportCard_details\n      afterPhoto {\n        id\n        url\n        width\n        height\n      }\n      residentAnswers {\n        role\n        answer\n        comment\n        answeredAt\n        photo {\n          id\n          url\n          thumbnailUrl\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query ReportTexts($id: ID!) {\n    report(id: $id) {\n      id\n      ...ReportCard_details\n      afterPhoto {\n        id\n        url\n        width\n        height\n      }\n      residentAnswers {\n        role\n        answer\n        comment\n        answeredAt\n        photo {\n          id\n          url\n          thumbnailUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportTable_report on Report {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    severity\n    status\n    location {\n      lat\n      lng\n      approximate\n    }\n    anonymous\n    allowContact\n    votesCount\n    createdAt\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    dependencia {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    dueAt\n    channel\n    moderation {\n      state\n      notice\n    }\n    ...DueDate_report\n    ...ReportCard_report\n    viewerCan {\n      changeStatus\n      nextStatuses\n      restore\n      route\n      assign\n      extendDueDate\n    }\n  }\n",
): (typeof documents)["\n  fragment ReportTable_report on Report {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    severity\n    status\n    location {\n      lat\n      lng\n      approximate\n    }\n    anonymous\n    allowContact\n    votesCount\n    createdAt\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    dependencia {\n      id\n      name\n    }\n    assignee {\n      id\n      name\n    }\n    dueAt\n    channel\n    moderation {\n      state\n      notice\n    }\n    ...DueDate_report\n    ...ReportCard_report\n    viewerCan {\n      changeStatus\n      nextStatuses\n      restore\n      route\n      assign\n      extendDueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation BlurReportPhoto($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {\n    blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n  }\n",
): (typeof documents)["\n  mutation BlurReportPhoto($reportId: ID!, $photoId: ID!, $rectangles: [BlurRectangleInput!]!) {\n    blurReportPhoto(reportId: $reportId, photoId: $photoId, rectangles: $rectangles) {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation BulkChangeReportStatus($input: BulkStatusInput!) {\n    bulkChangeReportStatus(input: $input) {\n      count\n      reportIds\n    }\n  }\n",
): (typeof documents)["\n  mutation BulkChangeReportStatus($input: BulkStatusInput!) {\n    bulkChangeReportStatus(input: $input) {\n      count\n      reportIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation BulkAssignReports($ids: [ID!]!, $assigneeId: ID) {\n    bulkAssignReports(ids: $ids, assigneeId: $assigneeId) {\n      count\n      reportIds\n    }\n  }\n",
): (typeof documents)["\n  mutation BulkAssignReports($ids: [ID!]!, $assigneeId: ID) {\n    bulkAssignReports(ids: $ids, assigneeId: $assigneeId) {\n      count\n      reportIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation BulkRouteReports($ids: [ID!]!, $dependenciaId: ID!) {\n    bulkRouteReports(ids: $ids, dependenciaId: $dependenciaId) {\n      count\n      reportIds\n    }\n  }\n",
): (typeof documents)["\n  mutation BulkRouteReports($ids: [ID!]!, $dependenciaId: ID!) {\n    bulkRouteReports(ids: $ids, dependenciaId: $dependenciaId) {\n      count\n      reportIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation ExtendReportDueDate($id: ID!, $reason: String) {\n    extendReportDueDate(id: $id, reason: $reason) {\n      id\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation ExtendReportDueDate($id: ID!, $reason: String) {\n    extendReportDueDate(id: $id, reason: $reason) {\n      id\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Inbox($filter: InboxFilter, $limit: Int, $after: String) {\n    inbox(filter: $filter, limit: $limit, after: $after) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n",
): (typeof documents)["\n  query Inbox($filter: InboxFilter, $limit: Int, $after: String) {\n    inbox(filter: $filter, limit: $limit, after: $after) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription InboxChanged {\n    inboxChanged {\n      reportId\n    }\n  }\n",
): (typeof documents)["\n  subscription InboxChanged {\n    inboxChanged {\n      reportId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ReportTable(\n    $filter: ReportSearchFilter\n    $sort: ReportSort\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n",
): (typeof documents)["\n  query ReportTable(\n    $filter: ReportSearchFilter\n    $sort: ReportSort\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {\n      nodes {\n        ...ReportTable_report\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PrintedReports($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit) {\n      nodes {\n        id\n        radicado\n        createdAt\n        category {\n          id\n          name\n        }\n        neighborhood\n        severity\n        status\n        ...DueDate_report\n        votesCount\n      }\n      totalCount\n    }\n  }\n",
): (typeof documents)["\n  query PrintedReports($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int) {\n    searchReports(filter: $filter, sort: $sort, limit: $limit) {\n      nodes {\n        id\n        radicado\n        createdAt\n        category {\n          id\n          name\n        }\n        neighborhood\n        severity\n        status\n        ...DueDate_report\n        votesCount\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DependenciaOptions {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n",
): (typeof documents)["\n  query DependenciaOptions {\n    dependencias {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query DependenciaMembers($dependenciaId: ID!) {\n    dependenciaMembers(dependenciaId: $dependenciaId) {\n      id\n      name\n    }\n  }\n",
): (typeof documents)["\n  query DependenciaMembers($dependenciaId: ID!) {\n    dependenciaMembers(dependenciaId: $dependenciaId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RouteReport($id: ID!, $dependenciaId: ID!) {\n    routeReport(id: $id, dependenciaId: $dependenciaId) {\n      id\n      dependencia {\n        id\n        name\n      }\n      assignee {\n        id\n        name\n      }\n      viewerCan {\n        changeStatus\n        nextStatuses\n        route\n        assign\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation RouteReport($id: ID!, $dependenciaId: ID!) {\n    routeReport(id: $id, dependenciaId: $dependenciaId) {\n      id\n      dependencia {\n        id\n        name\n      }\n      assignee {\n        id\n        name\n      }\n      viewerCan {\n        changeStatus\n        nextStatuses\n        route\n        assign\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AssignReport($id: ID!, $assigneeId: ID) {\n    assignReport(id: $id, assigneeId: $assigneeId) {\n      id\n      assignee {\n        id\n        name\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation AssignReport($id: ID!, $assigneeId: ID) {\n    assignReport(id: $id, assigneeId: $assigneeId) {\n      id\n      assignee {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query FilledResponseTemplates($reportId: ID!, $status: ReportStatus!) {\n    filledResponseTemplates(reportId: $reportId, status: $status) {\n      id\n      title\n      text\n    }\n  }\n",
): (typeof documents)["\n  query FilledResponseTemplates($reportId: ID!, $status: ReportStatus!) {\n    filledResponseTemplates(reportId: $reportId, status: $status) {\n      id\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation UpdateReportStatus(\n    $id: ID!\n    $status: ReportStatus!\n    $note: String\n    $duplicateOf: String\n    $transferredTo: String\n    $publicUpdate: String\n    $isAnswer: Boolean\n    $internalNote: String\n    $afterPhoto: String\n  ) {\n    updateReportStatus(\n      id: $id\n      status: $status\n      note: $note\n      duplicateOf: $duplicateOf\n      transferredTo: $transferredTo\n      publicUpdate: $publicUpdate\n      isAnswer: $isAnswer\n      internalNote: $internalNote\n      afterPhoto: $afterPhoto\n    ) {\n      id\n      status\n      duplicateOfId\n      duplicateOfRadicado\n      transferredTo\n      transferredLate\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        note\n        changedAt\n      }\n      updates {\n        id\n        kind\n        body\n        isAnswer\n        statusChangeId\n        createdAt\n      }\n      afterPhoto {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n    }\n  }\n",
): (typeof documents)["\n  mutation UpdateReportStatus(\n    $id: ID!\n    $status: ReportStatus!\n    $note: String\n    $duplicateOf: String\n    $transferredTo: String\n    $publicUpdate: String\n    $isAnswer: Boolean\n    $internalNote: String\n    $afterPhoto: String\n  ) {\n    updateReportStatus(\n      id: $id\n      status: $status\n      note: $note\n      duplicateOf: $duplicateOf\n      transferredTo: $transferredTo\n      publicUpdate: $publicUpdate\n      isAnswer: $isAnswer\n      internalNote: $internalNote\n      afterPhoto: $afterPhoto\n    ) {\n      id\n      status\n      duplicateOfId\n      duplicateOfRadicado\n      transferredTo\n      transferredLate\n      dueAt\n      answeredAt\n      extendedAt\n      originalDueAt\n      extensionReason\n      viewerCan {\n        changeStatus\n        nextStatuses\n        extendDueDate\n      }\n      statusHistory {\n        id\n        fromStatus\n        toStatus\n        note\n        changedAt\n      }\n      updates {\n        id\n        kind\n        body\n        isAnswer\n        statusChangeId\n        createdAt\n      }\n      afterPhoto {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment DueDate_report on ReportDisplay {\n    status\n    dueAt\n    answeredAt\n  }\n",
): (typeof documents)["\n  fragment DueDate_report on ReportDisplay {\n    status\n    dueAt\n    answeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportCard_report on ReportDisplay {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    createdAt\n    ...DueDate_report\n    duplicateOfId\n    duplicateOfRadicado\n    transferredTo\n    transferredLate\n    photos {\n      ...ReportPhotos_photos\n    }\n    statusHistory {\n      ...StatusHistory_history\n    }\n    ... on Report {\n      extensionReason\n    }\n  }\n",
): (typeof documents)["\n  fragment ReportCard_report on ReportDisplay {\n    id\n    radicado\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    createdAt\n    ...DueDate_report\n    duplicateOfId\n    duplicateOfRadicado\n    transferredTo\n    transferredLate\n    photos {\n      ...ReportPhotos_photos\n    }\n    statusHistory {\n      ...StatusHistory_history\n    }\n    ... on Report {\n      extensionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportCard_details on ReportDisplay {\n    updates {\n      ...ReportUpdates_updates\n    }\n    afterPhoto {\n      ...ReportPhotos_photos\n    }\n  }\n",
): (typeof documents)["\n  fragment ReportCard_details on ReportDisplay {\n    updates {\n      ...ReportUpdates_updates\n    }\n    afterPhoto {\n      ...ReportPhotos_photos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportCard_related on ReportDisplay {\n    duplicates {\n      id\n      radicado\n    }\n  }\n",
): (typeof documents)["\n  fragment ReportCard_related on ReportDisplay {\n    duplicates {\n      id\n      radicado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportPhotos_photos on ReportPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n",
): (typeof documents)["\n  fragment ReportPhotos_photos on ReportPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportUpdates_updates on ReportUpdate {\n    id\n    kind\n    body\n    isAnswer\n    statusChangeId\n    createdAt\n  }\n",
): (typeof documents)["\n  fragment ReportUpdates_updates on ReportUpdate {\n    id\n    kind\n    body\n    isAnswer\n    statusChangeId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment StatusHistory_history on StatusChange {\n    id\n    fromStatus\n    toStatus\n    changedAt\n    ... on ReportStatusChange {\n      note\n    }\n  }\n",
): (typeof documents)["\n  fragment StatusHistory_history on StatusChange {\n    id\n    fromStatus\n    toStatus\n    changedAt\n    ... on ReportStatusChange {\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PersistedCacheViewer {\n    me {\n      id\n      firstName\n    }\n  }\n",
): (typeof documents)["\n  query PersistedCacheViewer {\n    me {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyReport($id: ID!) {\n    report(id: $id) {\n      id\n      description\n    }\n  }\n",
): (typeof documents)["\n  query MyReport($id: ID!) {\n    report(id: $id) {\n      id\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n        query ReportTitle($id: ID!) {\n          report(id: $id) {\n            id\n          }\n        }\n      ",
): (typeof documents)["\n        query ReportTitle($id: ID!) {\n          report(id: $id) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n      query ReportPagePermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n        }\n      }\n    ",
): (typeof documents)["\n      query ReportPagePermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n            flag\n            restore\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n      query ReportCardPermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n          }\n        }\n      }\n    ",
): (typeof documents)["\n      query ReportCardPermissions($id: ID!) {\n        publicReport(id: $id) {\n          id\n          viewerCan {\n            vote\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query AuditLog($actorId: ID, $after: String) {\n    auditLog(actorId: $actorId, after: $after, limit: 50) {\n      entries {\n        id\n        action\n        actorId\n        actorName\n        subjectLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n      nextCursor\n    }\n    # Who acts: funcionarios and super_admins alike.\n    admins: users(role: super_admin, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    funcionarios: users(role: staff, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n",
): (typeof documents)["\n  query AuditLog($actorId: ID, $after: String) {\n    auditLog(actorId: $actorId, after: $after, limit: 50) {\n      entries {\n        id\n        action\n        actorId\n        actorName\n        subjectLabel\n        changes {\n          field\n          before\n          after\n        }\n        createdAt\n      }\n      nextCursor\n    }\n    # Who acts: funcionarios and super_admins alike.\n    admins: users(role: super_admin, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n    funcionarios: users(role: staff, limit: 100) {\n      users {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PublicReport($id: ID!) {\n    publicReport(id: $id) {\n      id\n      ...ReportCard_report\n      ...ReportCard_details\n      ...ReportCard_related\n      ...VoteButton_report\n      category {\n        id\n        name\n      }\n      neighborhood\n      address\n      description\n      author {\n        firstName\n        lastName\n      }\n      moderation {\n        notice\n      }\n      viewerFollows\n      voters {\n        ...VoterAvatars_voter\n      }\n      commentsCount\n      viewerCan {\n        comment\n        follow\n        blockedBy\n        flag\n        restore\n      }\n      location {\n        lat\n        lng\n        approximate\n      }\n    }\n  }\n",
): (typeof documents)["\n  query PublicReport($id: ID!) {\n    publicReport(id: $id) {\n      id\n      ...ReportCard_report\n      ...ReportCard_details\n      ...ReportCard_related\n      ...VoteButton_report\n      category {\n        id\n        name\n      }\n      neighborhood\n      address\n      description\n      author {\n        firstName\n        lastName\n      }\n      moderation {\n        notice\n      }\n      viewerFollows\n      voters {\n        ...VoterAvatars_voter\n      }\n      commentsCount\n      viewerCan {\n        comment\n        follow\n        blockedBy\n        flag\n        restore\n      }\n      location {\n        lat\n        lng\n        approximate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query PublicReports($filter: PublicReportsFilter, $sort: PublicReportSort, $after: String) {\n    publicReports(filter: $filter, sort: $sort, after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n",
): (typeof documents)["\n  query PublicReports($filter: PublicReportsFilter, $sort: PublicReportSort, $after: String) {\n    publicReports(filter: $filter, sort: $sort, after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyFollowedReports($after: String) {\n    myFollowedReports(after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n",
): (typeof documents)["\n  query MyFollowedReports($after: String) {\n    myFollowedReports(after: $after) {\n      reports {\n        id\n        ...PublicReportCard_report\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n",
): (typeof documents)["\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyResolutionCheck($reportId: ID!) {\n    myResolutionCheck(reportId: $reportId) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n",
): (typeof documents)["\n  query MyResolutionCheck($reportId: ID!) {\n    myResolutionCheck(reportId: $reportId) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation AnswerResolutionCheck(\n    $reportId: ID!\n    $answer: ResolutionAnswer!\n    $comment: String\n    $photo: String\n  ) {\n    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n",
): (typeof documents)["\n  mutation AnswerResolutionCheck(\n    $reportId: ID!\n    $answer: ResolutionAnswer!\n    $comment: String\n    $photo: String\n  ) {\n    answerResolutionCheck(reportId: $reportId, answer: $answer, comment: $comment, photo: $photo) {\n      id\n      reportId\n      radicado\n      categoryName\n      neighborhood\n      reportStatus\n      answer\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query StatisticsPage($filter: StatisticsFilterInput, $granularity: TimeGranularity) {\n    statistics(filter: $filter) {\n      range {\n        from\n        to\n      }\n      totals {\n        total\n        resolved\n        pending\n        closed\n        thisWeek\n        resolutionRate\n      }\n      responseTime {\n        averageDays\n        resolvedInPeriod\n      }\n      confirmedByResidents {\n        reports\n        percentage\n        tooFewReports\n      }\n      byCategory {\n        categoryId\n        categoryName\n        icon\n        count\n        percentage\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        count\n        mainCategory {\n          categoryId\n          categoryName\n        }\n      }\n      timeSeries(granularity: $granularity) {\n        start\n        end\n        filed\n        resolved\n      }\n      heatMap {\n        cellSizeDegrees\n        minimumCount\n        suppressedReports\n        withoutLocation\n        cells {\n          south\n          west\n          north\n          east\n          count\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query StatisticsPage($filter: StatisticsFilterInput, $granularity: TimeGranularity) {\n    statistics(filter: $filter) {\n      range {\n        from\n        to\n      }\n      totals {\n        total\n        resolved\n        pending\n        closed\n        thisWeek\n        resolutionRate\n      }\n      responseTime {\n        averageDays\n        resolvedInPeriod\n      }\n      confirmedByResidents {\n        reports\n        percentage\n        tooFewReports\n      }\n      byCategory {\n        categoryId\n        categoryName\n        icon\n        count\n        percentage\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        count\n        mainCategory {\n          categoryId\n          categoryName\n        }\n      }\n      timeSeries(granularity: $granularity) {\n        start\n        end\n        filed\n        resolved\n      }\n      heatMap {\n        cellSizeDegrees\n        minimumCount\n        suppressedReports\n        withoutLocation\n        cells {\n          south\n          west\n          north\n          east\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query TransparencyPage($filter: PerformanceFilterInput) {\n    performance(filter: $filter) {\n      range {\n        from\n        to\n      }\n      overall {\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byCategory {\n        categoryId\n        categoryName\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n    }\n  }\n",
): (typeof documents)["\n  query TransparencyPage($filter: PerformanceFilterInput) {\n    performance(filter: $filter) {\n      range {\n        from\n        to\n      }\n      overall {\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byCategory {\n        categoryId\n        categoryName\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n      byNeighborhood {\n        neighborhood\n        label\n        reports\n        pending\n        answerDays {\n          median\n          p90\n          tooFewReports\n        }\n        resolutionDays {\n          median\n          p90\n          tooFewReports\n        }\n        answeredInTerm {\n          percentage\n          tooFewReports\n        }\n        reopened {\n          percentage\n          tooFewReports\n        }\n        confirmedByResidents {\n          percentage\n          tooFewReports\n        }\n        backlog {\n          key\n          count\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
