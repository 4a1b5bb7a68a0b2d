/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** How an alert's e-mails go: immediate (one per new report) or daily (one digest at 7:00 in Bogotá). In-app notices come at once either way. */
export type AlertFrequency = "daily" | "immediate";

export type AreaAlertInput = {
  /** Active category ids; at least one barrio or category. */
  categoryIds: Array<string>;
  email: boolean;
  frequency: AlertFrequency;
  /** Barrio slugs (docs/decisions.md); at least one barrio or category. */
  neighborhoods: Array<string>;
};

/** A rectangle of a photo, in the pixels of its display copy (ReportPhoto.width × height). */
export type BlurRectangleInput = {
  height: number;
  width: number;
  /** From the left edge. */
  x: number;
  /** From the top edge. */
  y: number;
};

/** One status for the selected reports, with the texts written with it. */
export type BulkStatusInput = {
  /** For duplicado: the original's radicado (or id). */
  duplicateOf?: string | null | undefined;
  /** The selected reports: at most 200. */
  ids: Array<string | number>;
  /** An internal note: staff only. */
  internalNote?: string | null | undefined;
  /** The public update is the answer ("Respuesta"). */
  isAnswer?: boolean | null | undefined;
  /** A message to each reporter. */
  note?: string | null | undefined;
  /** A public update for every report: everyone reads it. Required to resolve. */
  publicUpdate?: string | null | undefined;
  status: ReportStatus;
  /** Instead of publicUpdate: a response template of this status, filled in for each report. */
  templateId?: string | number | null | undefined;
  /** For trasladado: the entity that receives them. */
  transferredTo?: string | null | undefined;
};

/** created (a comment or reply, in `comment`), deleted, liked (`likesCount`), moderated (put out of sight or back: reload the thread), resync (events may have been missed: reload the thread). */
export type CommentEventKind = "created" | "deleted" | "liked" | "moderated" | "resync";

/** A new dependencia. */
export type CreateDependenciaInput = {
  /** Where its e-mails go. */
  email?: string | null | undefined;
  /** Outside the Alcaldía (default false). */
  external?: boolean | null | undefined;
  name: string;
};

export type CreateReportInput = {
  address?: string | null | undefined;
  /** Default false. */
  allowContact?: boolean | null | undefined;
  /** Default true. */
  anonymous?: boolean | null | undefined;
  categoryId: string;
  /** At most 250 characters. */
  description?: string | null | undefined;
  /** objectPath values returned by PUT /api/evidence-photos, e.g. "/api/photos/<uuid>". */
  evidenceUrls?: Array<string> | null | undefined;
  location?: GeoPointInput | null | undefined;
  /** Slug of one of the 21 neighbourhoods. */
  neighborhood: string;
  /** 1 Leve … 5 Crítico. */
  severity: number;
};

/** Why a resident flags a report or a comment, and the public reason staff hide one for. */
export type FlagReason = "datos_personales" | "falso" | "ofensivo" | "otro" | "spam";

export type GeoPointInput = {
  lat: number;
  lng: number;
};

/** Mi bandeja's filters; every one optional. */
export type InboxFilter = {
  /** Only the reports assigned to the viewer. */
  assignedToMe?: boolean | null | undefined;
  /** A category id. */
  categoryId?: string | null | undefined;
  /** A barrio's slug. */
  neighborhood?: string | null | undefined;
  /** 1 Leve … 5 Crítico. */
  severity?: number | null | undefined;
  /** Words in the address or description, or a radicado. */
  text?: string | null | undefined;
};

/** hide (with a public reason), restore, dismiss (the open flags). */
export type ModerationAction = "dismiss" | "hide" | "restore";

/** review: three people flagged it, staff will decide; hidden: staff hid it with a public reason. */
export type ModerationState = "hidden" | "review";

/** A report or a comment. */
export type ModerationTarget = "comment" | "report";

/** status: one of the viewer's reports changed status; public_update, reporter_message: staff wrote one without a status change; extension: its term was extended (note: the reason); dueSoon, overdue (staff): a report's term ends within 2 días hábiles, or ended unanswered; newReport (staff): a report was filed in or routed to one of the viewer's dependencias (to a super_admin: to a dependencia without active funcionarios); followedStatus, followedUpdate: a report the viewer follows changed status or got a public update (as the public sees it). */
export type NotificationKind =
  | "areaAlert"
  | "dueSoon"
  | "extension"
  | "followedStatus"
  | "followedUpdate"
  | "moderation"
  | "newReport"
  | "overdue"
  | "public_update"
  | "reopenedByResidents"
  | "reporter_message"
  | "resolutionCheck"
  | "status";

/** Why the viewer may not vote, comment or like: sign_in (signed out) or cedula (none registered). */
export type ParticipationBlock = "cedula" | "sign_in";

/** Qué reportes medir: los creados en un periodo o rango de fechas (no ambos; sin ninguno, los últimos 7 días), de las categorías y barrios dados (listas vacías o ausentes no filtran). Las mismas reglas que statistics. */
export type PerformanceFilterInput = {
  /** Identificadores de categoría, p. ej. vias. */
  categories?: Array<string | number> | null | undefined;
  /** Primer día, AAAA-MM-DD (día de Bogotá, incluido). */
  from?: string | null | undefined;
  /** Identificadores de barrio, p. ej. villa-carolina. */
  neighborhoods?: Array<string> | null | undefined;
  period?: StatisticsPeriod | null | undefined;
  /** Último día, AAAA-MM-DD (incluido); por defecto, hoy. */
  to?: string | null | undefined;
};

/** newest (filing date) or most_supported (votes, then newest). */
export type PublicReportSort = "most_supported" | "newest";

/** Filters of the public list; each is optional. */
export type PublicReportsFilter = {
  categoryId?: string | null | undefined;
  neighborhood?: string | null | undefined;
  status?: ReportStatus | null | undefined;
};

/** Every field optional; all of them combined (AND). */
export type ReportSearchFilter = {
  /** A category id; NOT_FOUND when there is none. */
  categoryId?: string | null | undefined;
  /** YYYY-MM-DD, America/Bogota, included. */
  createdFrom?: string | null | undefined;
  /** YYYY-MM-DD, America/Bogota, included. */
  createdTo?: string | null | undefined;
  /** A barrio's slug (or its name); NOT_FOUND when there is none. */
  neighborhood?: string | null | undefined;
  /** 1 Leve … 5 Crítico. */
  severity?: number | null | undefined;
  status?: ReportStatusFilter | null | undefined;
  /** Words found in the address or description, ignoring case and accents ("via" finds "vía"). */
  text?: string | null | undefined;
  /** Filed today or in the 6 days before (America/Bogota). */
  thisWeek?: boolean | null | undefined;
};

/** newest / oldest by filing date; severity: most severe first; most_supported: most votes first (then newest). */
export type ReportSort = "due" | "most_supported" | "newest" | "oldest" | "severity";

/** recibido (new), en_gestion (being handled), resuelto (resolved). */
export type ReportStatus = "duplicado" | "en_gestion" | "reabierto" | "recibido" | "resuelto" | "trasladado";

/** One status, or pendiente: recibido, en_gestion or reabierto; or cerrado: duplicado or trasladado. */
export type ReportStatusFilter =
  "cerrado" | "duplicado" | "en_gestion" | "pendiente" | "reabierto" | "recibido" | "resuelto" | "trasladado";

/** public_update: everyone reads it; reporter_message: the reporter and staff; internal_note: staff only. */
export type ReportUpdateKind = "internal_note" | "public_update" | "reporter_message";

/** An answer to «¿Quedó resuelto?»: si (Sí), no (No), no_se (No sé). */
export type ResolutionAnswer = "no" | "no_se" | "si";

export type Role = "citizen" | "staff" | "super_admin";

/** A category's reports (in some barrios, or in any) go to a dependencia. */
export type RoutingRuleInput = {
  categoryId: string;
  dependenciaId: string | number;
  /** Barrio slugs; empty or absent: any barrio. */
  neighborhoods?: Array<string> | null | undefined;
};

export type SaveResponseTemplateInput = {
  /** May use {radicado}, {barrio} and {vence}. */
  body: string;
  /** Absent: a new template. */
  id?: string | number | null | undefined;
  status: ReportStatus;
  title: string;
};

/** Qué reportes contar. Un periodo o un rango de fechas (no ambos; sin ninguno, los últimos 7 días). Las listas vacías o ausentes no filtran; varias listas se combinan con Y. */
export type StatisticsFilterInput = {
  /** Identificadores de categoría, p. ej. vias. */
  categories?: Array<string | number> | null | undefined;
  /** Primer día, AAAA-MM-DD (día de Bogotá, incluido). */
  from?: string | null | undefined;
  /** Identificadores de barrio, p. ej. villa-carolina. */
  neighborhoods?: Array<string> | null | undefined;
  period?: StatisticsPeriod | null | undefined;
  /** Gravedad: 1 Leve … 5 Crítico. */
  severities?: Array<number> | null | undefined;
  /** Estado actual de los reportes. */
  statuses?: Array<ReportStatus> | null | undefined;
  /** Último día, AAAA-MM-DD (incluido); por defecto, hoy. */
  to?: string | null | undefined;
};

/** Últimos días hasta hoy (incluido), en días de Bogotá: week = 7, month = 30, year = 365; all = todo. */
export type StatisticsPeriod = "all" | "month" | "week" | "year";

/** day = día, week = semana de lunes a domingo, month = mes calendario. */
export type TimeGranularity = "day" | "month" | "week";

/** Fields to change; absent ones stay. */
export type UpdateCategoryInput = {
  /** false: no longer offered for new reports. */
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  /** One of the icons the web app bundles (CATEGORY_ICONS). */
  icon?: string | null | undefined;
  name?: string | null | undefined;
};

/** Fields to change; absent ones stay. */
export type UpdateDependenciaInput = {
  active?: boolean | null | undefined;
  /** Empty or null: none. */
  email?: string | null | undefined;
  external?: boolean | null | undefined;
  /** true names it the default (the old one stops being it). */
  isDefault?: boolean | null | undefined;
  name?: string | null | undefined;
};

export type CachePoliciesReportPageQueryVariables = Exact<{
  id: string | number;
}>;

export type CachePoliciesReportPageQuery = {
  publicReport: {
    id: string;
    viewerCan: { vote: boolean; flag: boolean; restore: boolean };
    author: { firstName: string | null; lastName: string | null } | null;
  };
};

export type CachePoliciesReportListQueryVariables = Exact<{ [key: string]: never }>;

export type CachePoliciesReportListQuery = {
  publicReports: {
    reports: Array<{ id: string; viewerCan: { vote: boolean }; author: { firstName: string | null } | null }>;
  };
};

export type ActiveDependenciasQueryVariables = Exact<{ [key: string]: never }>;

export type ActiveDependenciasQuery = { dependencias: Array<{ id: string; name: string; active: boolean }> };

export type ConfigureWebhookMutationVariables = Exact<{
  dependenciaId: string | number;
  url: string;
  enabled?: boolean | null | undefined;
}>;

export type ConfigureWebhookMutation = {
  configureWebhook: {
    secret: string | null;
    webhook: { dependenciaId: string; url: string; enabled: boolean };
  };
};

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;

export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string; status: string } };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Role | null | undefined;
}>;

export type AdminUsersQuery = {
  users: {
    total: number;
    users: Array<{
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
      role: Role;
      active: boolean;
      hasPassword: boolean;
      cedulaMasked: string | null;
      reportsCount: number;
      lastSignInAt: string | null;
      dependencias: Array<{ id: string; name: string }>;
      viewerCan: { changeRole: boolean; changeActive: boolean };
    }>;
  };
};

export type SetStaffDependenciasMutationVariables = Exact<{
  userId: string | number;
  dependenciaIds: Array<string | number> | string | number;
}>;

export type SetStaffDependenciasMutation = { setStaffDependencias: Array<{ id: string; name: string }> };

export type SetUserRoleMutationVariables = Exact<{
  userId: string | number;
  role: Role;
}>;

export type SetUserRoleMutation = {
  setUserRole: { id: string; role: Role; viewerCan: { changeRole: boolean; changeActive: boolean } };
};

export type SetUserActiveMutationVariables = Exact<{
  userId: string | number;
  active: boolean;
}>;

export type SetUserActiveMutation = {
  setUserActive: { id: string; active: boolean; viewerCan: { changeRole: boolean; changeActive: boolean } };
};

export type SendPasswordResetLinkMutationVariables = Exact<{
  userId: string | number;
}>;

export type SendPasswordResetLinkMutation = {
  sendPasswordResetLink: { delivery: string; linkPath: string | null };
};

export type ApiKeysAdminQueryVariables = Exact<{ [key: string]: never }>;

export type ApiKeysAdminQuery = {
  apiKeys: Array<{
    id: string;
    name: string;
    prefix: string;
    createdByName: string;
    createdAt: string;
    revokedAt: string | null;
    lastUsedAt: string | null;
  }>;
};

export type IssueApiKeyMutationVariables = Exact<{
  name: string;
}>;

export type IssueApiKeyMutation = { issueApiKey: { token: string; apiKey: { id: string; name: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiKeyMutation = { revokeApiKey: { id: string; revokedAt: string | null } };

export type AllCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type AllCategoriesQuery = {
  allCategories: Array<{ id: string; name: string; description: string; icon: string; active: boolean }>;
};

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryInput;
}>;

export type UpdateCategoryMutation = {
  updateCategory: { id: string; name: string; description: string; icon: string; active: boolean };
};

export type ReorderCategoriesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type ReorderCategoriesMutation = { reorderCategories: Array<{ id: string }> };

export type DependenciasAdminQueryVariables = Exact<{ [key: string]: never }>;

export type DependenciasAdminQuery = {
  dependencias: Array<{
    id: string;
    name: string;
    email: string | null;
    external: boolean;
    active: boolean;
    isDefault: boolean;
  }>;
  routingRules: Array<{
    id: string;
    categoryId: string;
    neighborhoods: Array<string>;
    dependencia: { id: string; name: string };
  }>;
  allCategories: Array<{ id: string; name: string }>;
};

export type CreateDependenciaMutationVariables = Exact<{
  input: CreateDependenciaInput;
}>;

export type CreateDependenciaMutation = { createDependencia: { id: string } };

export type UpdateDependenciaMutationVariables = Exact<{
  id: string | number;
  input: UpdateDependenciaInput;
}>;

export type UpdateDependenciaMutation = {
  updateDependencia: {
    id: string;
    name: string;
    email: string | null;
    external: boolean;
    active: boolean;
    isDefault: boolean;
  };
};

export type SetRoutingRuleMutationVariables = Exact<{
  input: RoutingRuleInput;
}>;

export type SetRoutingRuleMutation = { setRoutingRule: { id: string } };

export type DeleteRoutingRuleMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteRoutingRuleMutation = { deleteRoutingRule: boolean };

export type ReportFiledSubscriptionVariables = Exact<{ [key: string]: never }>;

export type ReportFiledSubscription = { reportFiled: { reportId: string | null } };

export type ReportSummaryQueryVariables = Exact<{
  filter?: ReportSearchFilter | null | undefined;
}>;

export type ReportSummaryQuery = {
  reportSummary: {
    total: number;
    pending: number;
    resuelto: number;
    closed: number;
    thisWeek: number;
    averageDaysToResolve: number | null;
  };
};

export type ResponseTemplatesQueryVariables = Exact<{ [key: string]: never }>;

export type ResponseTemplatesQuery = {
  responseTemplates: Array<{
    id: string;
    status: ReportStatus;
    title: string;
    body: string;
    position: number;
  }>;
};

export type SaveResponseTemplateMutationVariables = Exact<{
  input: SaveResponseTemplateInput;
}>;

export type SaveResponseTemplateMutation = {
  saveResponseTemplate: { id: string; status: ReportStatus; title: string; body: string; position: number };
};

export type DeleteResponseTemplateMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteResponseTemplateMutation = { deleteResponseTemplate: boolean };

export type WebhookAdminQueryVariables = Exact<{
  dependenciaId: string | number;
}>;

export type WebhookAdminQuery = {
  dependenciaWebhook: {
    dependenciaId: string;
    url: string;
    enabled: boolean;
    secretPrefix: string;
    secretRotatedAt: string;
  } | null;
  webhookDeliveries: Array<{
    id: string;
    eventType: string;
    reportId: string;
    radicado: string;
    status: string;
    attempts: number;
    lastError: string | null;
    lastStatusCode: number | null;
    occurredAt: string;
    lastAttemptAt: string | null;
    deliveredAt: string | null;
  }>;
};

export type RotateWebhookSecretMutationVariables = Exact<{
  dependenciaId: string | number;
}>;

export type RotateWebhookSecretMutation = {
  rotateWebhookSecret: { secret: string | null; webhook: { dependenciaId: string; secretPrefix: string } };
};

export type MyAreaAlertsQueryVariables = Exact<{ [key: string]: never }>;

export type MyAreaAlertsQuery = {
  myAreaAlerts: Array<{
    id: string;
    neighborhoods: Array<string>;
    categoryIds: Array<string>;
    frequency: AlertFrequency;
    email: boolean;
    label: string;
  }>;
};

export type CreateAreaAlertMutationVariables = Exact<{
  input: AreaAlertInput;
}>;

export type CreateAreaAlertMutation = { createAreaAlert: { id: string } };

export type UpdateAreaAlertMutationVariables = Exact<{
  id: string | number;
  input: AreaAlertInput;
}>;

export type UpdateAreaAlertMutation = {
  updateAreaAlert: {
    id: string;
    neighborhoods: Array<string>;
    categoryIds: Array<string>;
    frequency: AlertFrequency;
    email: boolean;
    label: string;
  };
};

export type DeleteAreaAlertMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAreaAlertMutation = { deleteAreaAlert: boolean };

export type ChangeMyNameMutationVariables = Exact<{
  firstName: string;
  lastName?: string | null | undefined;
}>;

export type ChangeMyNameMutation = {
  changeMyName: { " $fragmentRefs"?: { ViewerFieldsFragment: ViewerFieldsFragment } };
};

export type RegisterCedulaMutationVariables = Exact<{
  cedula: string;
  consent: boolean;
}>;

export type RegisterCedulaMutation = {
  registerCedula: { " $fragmentRefs"?: { ViewerFieldsFragment: ViewerFieldsFragment } };
};

export type ViewerFieldsFragment = {
  id: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  hasCedula: boolean;
  cedulaMasked: string | null;
} & { " $fragmentName"?: "ViewerFieldsFragment" };

export type ViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerQuery = {
  me: { " $fragmentRefs"?: { ViewerFieldsFragment: ViewerFieldsFragment } } | null;
};

export type CategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type CategoriesQuery = {
  categories: Array<{ id: string; name: string; description: string; icon: string }>;
};

export type CommentThread_CommentFragment = {
  id: string;
  parentId: string | null;
  content: string | null;
  deleted: boolean;
  authorDeleted: boolean;
  likesCount: number;
  likedByMe: boolean;
  createdAt: string;
  author: { firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null;
  moderation: { notice: string } | null;
  viewerCan: { reply: boolean; like: boolean; delete: boolean; flag: boolean; restore: boolean };
} & { " $fragmentName"?: "CommentThread_CommentFragment" };

export type CommentThread_ThreadFragment = ({
  replies: Array<{ " $fragmentRefs"?: { CommentThread_CommentFragment: CommentThread_CommentFragment } }>;
} & { " $fragmentRefs"?: { CommentThread_CommentFragment: CommentThread_CommentFragment } }) & {
  " $fragmentName"?: "CommentThread_ThreadFragment";
};

export type ReportCommentsQueryVariables = Exact<{
  reportId: string | number;
}>;

export type ReportCommentsQuery = {
  reportComments: Array<{
    " $fragmentRefs"?: { CommentThread_ThreadFragment: CommentThread_ThreadFragment };
  }>;
};

export type PublicReportCard_ReportFragment = ({
  id: string;
  radicado: string;
  neighborhood: string;
  severity: number;
  status: ReportStatus;
  createdAt: string;
  description: string | null;
  commentsCount: number;
  category: { id: string; name: string; icon: string };
  author: { firstName: string | null; lastName: string | null } | null;
  photos: Array<{ id: string; thumbnailUrl: string }>;
  voters: Array<{ " $fragmentRefs"?: { VoterAvatars_VoterFragment: VoterAvatars_VoterFragment } }>;
} & { " $fragmentRefs"?: { VoteButton_ReportFragment: VoteButton_ReportFragment } }) & {
  " $fragmentName"?: "PublicReportCard_ReportFragment";
};

export type VoterAvatars_VoterFragment = {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
} & { " $fragmentName"?: "VoterAvatars_VoterFragment" };

export type VoteButton_ReportFragment = {
  id: string;
  votesCount: number;
  userVoted: boolean;
  viewerFollows: boolean;
  voters: Array<{ " $fragmentRefs"?: { VoterAvatars_VoterFragment: VoterAvatars_VoterFragment } }>;
  viewerCan: { vote: boolean; blockedBy: ParticipationBlock | null };
} & { " $fragmentName"?: "VoteButton_ReportFragment" };

export type AddCommentMutationVariables = Exact<{
  reportId: string | number;
  content: string;
  parentId?: string | number | null | undefined;
}>;

export type AddCommentMutation = {
  addComment: { " $fragmentRefs"?: { CommentThread_ThreadFragment: CommentThread_ThreadFragment } };
};

export type ReportFollowStateQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportFollowStateQuery = { publicReport: { id: string; viewerFollows: boolean } };

export type ToggleCommentLikeMutationVariables = Exact<{
  commentId: string | number;
}>;

export type ToggleCommentLikeMutation = {
  toggleCommentLike: { id: string; likesCount: number; likedByMe: boolean };
};

export type DeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;

export type DeleteCommentMutation = {
  deleteComment: { " $fragmentRefs"?: { CommentThread_CommentFragment: CommentThread_CommentFragment } };
};

export type FlagContentMutationVariables = Exact<{
  target: ModerationTarget;
  id: string | number;
  reason: FlagReason;
  details?: string | null | undefined;
}>;

export type FlagContentMutation = {
  flagContent: { target: ModerationTarget; id: string; underReview: boolean };
};

export type ReportActivitySubscriptionVariables = Exact<{
  reportIds: Array<string | number> | string | number;
}>;

export type ReportActivitySubscription = {
  reportActivity: { reportId: string; votesCount: number; commentsCount: number; status: ReportStatus };
};

export type CommentEventsSubscriptionVariables = Exact<{
  reportId: string | number;
}>;

export type CommentEventsSubscription = {
  commentEvents: {
    kind: CommentEventKind;
    reportId: string;
    commentId: string | null;
    parentId: string | null;
    likesCount: number | null;
    comment: { " $fragmentRefs"?: { CommentThread_CommentFragment: CommentThread_CommentFragment } } | null;
  };
};

export type FollowReportMutationVariables = Exact<{
  reportId: string | number;
}>;

export type FollowReportMutation = { followReport: { id: string; viewerFollows: boolean } };

export type UnfollowReportMutationVariables = Exact<{
  reportId: string | number;
}>;

export type UnfollowReportMutation = { unfollowReport: { id: string; viewerFollows: boolean } };

export type ToggleVoteMutationVariables = Exact<{
  reportId: string | number;
}>;

export type ToggleVoteMutation = {
  toggleVote: {
    id: string;
    votesCount: number;
    userVoted: boolean;
    viewerFollows: boolean;
    voters: Array<{ firstName: string | null; lastName: string | null; profileImageUrl: string | null }>;
  };
};

export type LandingPageQueryVariables = Exact<{ [key: string]: never }>;

export type LandingPageQuery = {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
  categories: Array<{ id: string; name: string; description: string; icon: string }>;
};

export type LiveLandingFiguresSubscriptionVariables = Exact<{ [key: string]: never }>;

export type LiveLandingFiguresSubscription = {
  publicStatisticsChanged: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
};

export type ModerationQueueQueryVariables = Exact<{ [key: string]: never }>;

export type ModerationQueueQuery = {
  moderationQueue: {
    total: number;
    items: Array<{
      target: ModerationTarget;
      reportId: string;
      radicado: string;
      commentId: string | null;
      text: string | null;
      parentText: string | null;
      authorName: string | null;
      state: ModerationState | null;
      reason: FlagReason | null;
      openFlags: number;
      lastFlagAt: string;
      reasonCounts: Array<{ reason: FlagReason; count: number }>;
      flags: Array<{ reason: FlagReason; details: string | null; createdAt: string }>;
    }>;
  };
};

export type ModerationQueueChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type ModerationQueueChangedSubscription = { moderationQueueChanged: { reportId: string | null } };

export type ModerateContentMutationVariables = Exact<{
  target: ModerationTarget;
  id: string | number;
  action: ModerationAction;
  reason?: FlagReason | null | undefined;
}>;

export type ModerateContentMutation = {
  moderateContent: {
    target: ModerationTarget;
    id: string;
    state: ModerationState | null;
    reason: FlagReason | null;
  };
};

export type MyReportCard_ReportFragment = ({
  id: string;
  anonymous: boolean;
  allowContact: boolean | null;
  viewerFollows: boolean;
  author: { firstName: string | null; lastName: string | null; email: string | null } | null;
  moderation: { state: ModerationState; reason: FlagReason | null; notice: string } | null;
  viewerCan: { follow: boolean };
} & {
  " $fragmentRefs"?: {
    ReportCard_Report_Report_Fragment: ReportCard_Report_Report_Fragment;
    ReportCard_Details_Report_Fragment: ReportCard_Details_Report_Fragment;
  };
}) & { " $fragmentName"?: "MyReportCard_ReportFragment" };

export type ReportTotalsFieldsFragment = {
  total: number;
  recibido: number;
  enGestion: number;
  reabierto: number;
  resuelto: number;
  duplicado: number;
  trasladado: number;
} & { " $fragmentName"?: "ReportTotalsFieldsFragment" };

export type MyReportsQueryVariables = Exact<{
  status?: ReportStatus | null | undefined;
  after?: string | null | undefined;
}>;

export type MyReportsQuery = {
  reports: {
    nodes: Array<
      { id: string; status: ReportStatus } & {
        " $fragmentRefs"?: { MyReportCard_ReportFragment: MyReportCard_ReportFragment };
      }
    >;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  reportTotals: { " $fragmentRefs"?: { ReportTotalsFieldsFragment: ReportTotalsFieldsFragment } };
};

export type MyReportChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type MyReportChangedSubscription = {
  myReportChanged: {
    report:
      | ({ id: string; status: ReportStatus } & {
          " $fragmentRefs"?: { MyReportCard_ReportFragment: MyReportCard_ReportFragment };
        })
      | null;
    totals: { " $fragmentRefs"?: { ReportTotalsFieldsFragment: ReportTotalsFieldsFragment } };
  };
};

export type SupportNearbyReportMutationVariables = Exact<{
  reportId: string | number;
}>;

export type SupportNearbyReportMutation = {
  toggleVote: { id: string; votesCount: number; userVoted: boolean; viewerFollows: boolean };
};

export type FollowNearbyReportMutationVariables = Exact<{
  reportId: string | number;
}>;

export type FollowNearbyReportMutation = { followReport: { id: string; viewerFollows: boolean } };

export type CreateReportMutationVariables = Exact<{
  input: CreateReportInput;
  idempotencyKey?: string | null | undefined;
}>;

export type CreateReportMutation = {
  createReport: { id: string; radicado: string; status: ReportStatus; createdAt: string };
};

export type NearbyReportsQueryVariables = Exact<{
  categoryId: string | number;
  neighborhood: string;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  text?: string | null | undefined;
}>;

export type NearbyReportsQuery = {
  nearbyReports: Array<{
    distance: string | null;
    report: {
      id: string;
      radicado: string;
      neighborhood: string;
      address: string | null;
      description: string | null;
      status: ReportStatus;
      votesCount: number;
      userVoted: boolean;
      category: { id: string; name: string; icon: string };
      photos: Array<{ id: string; thumbnailUrl: string }>;
      viewerCan: { vote: boolean; blockedBy: ParticipationBlock | null };
    };
  }>;
};

export type NotificationsQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationsQuery = {
  unreadNotificationCount: number;
  notifications: Array<{
    id: string;
    kind: NotificationKind;
    reportId: string;
    radicado: string;
    dueAt: string | null;
    fromStatus: ReportStatus | null;
    toStatus: ReportStatus;
    note: string | null;
    publicUpdate: string | null;
    originalReportId: string | null;
    originalRadicado: string | null;
    read: boolean;
    createdAt: string;
  }>;
};

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type NotificationAddedSubscription = { notificationAdded: { notificationId: string | null } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;

export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type ReportTextsQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportTextsQuery = {
  report:
    | ({
        id: string;
        afterPhoto: { id: string; url: string; width: number; height: number } | null;
        residentAnswers: Array<{
          role: string;
          answer: ResolutionAnswer;
          comment: string | null;
          answeredAt: string;
          photo: { id: string; url: string; thumbnailUrl: string } | null;
        }>;
      } & { " $fragmentRefs"?: { ReportCard_Details_Report_Fragment: ReportCard_Details_Report_Fragment } })
    | null;
};

export type ReportTable_ReportFragment = ({
  id: string;
  radicado: string;
  neighborhood: string;
  address: string | null;
  severity: number;
  status: ReportStatus;
  anonymous: boolean;
  allowContact: boolean | null;
  votesCount: number;
  createdAt: string;
  dueAt: string;
  channel: string | null;
  category: { id: string; name: string; icon: string };
  location: { lat: number; lng: number; approximate: boolean } | null;
  photos: Array<{ id: string; url: string; thumbnailUrl: string; width: number; height: number }>;
  author: { firstName: string | null; lastName: string | null; email: string | null } | null;
  dependencia: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  moderation: { state: ModerationState; notice: string } | null;
  viewerCan: {
    changeStatus: boolean;
    nextStatuses: Array<ReportStatus>;
    restore: boolean;
    route: boolean;
    assign: boolean;
    extendDueDate: boolean;
  };
} & {
  " $fragmentRefs"?: {
    DueDate_Report_Report_Fragment: DueDate_Report_Report_Fragment;
    ReportCard_Report_Report_Fragment: ReportCard_Report_Report_Fragment;
  };
}) & { " $fragmentName"?: "ReportTable_ReportFragment" };

export type BlurReportPhotoMutationVariables = Exact<{
  reportId: string | number;
  photoId: string | number;
  rectangles: Array<BlurRectangleInput> | BlurRectangleInput;
}>;

export type BlurReportPhotoMutation = {
  blurReportPhoto: { id: string; url: string; thumbnailUrl: string; width: number; height: number };
};

export type BulkChangeReportStatusMutationVariables = Exact<{
  input: BulkStatusInput;
}>;

export type BulkChangeReportStatusMutation = {
  bulkChangeReportStatus: { count: number; reportIds: Array<string> };
};

export type BulkAssignReportsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  assigneeId?: string | number | null | undefined;
}>;

export type BulkAssignReportsMutation = { bulkAssignReports: { count: number; reportIds: Array<string> } };

export type BulkRouteReportsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  dependenciaId: string | number;
}>;

export type BulkRouteReportsMutation = { bulkRouteReports: { count: number; reportIds: Array<string> } };

export type ExtendReportDueDateMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type ExtendReportDueDateMutation = {
  extendReportDueDate: {
    id: string;
    dueAt: string;
    answeredAt: string | null;
    extendedAt: string | null;
    originalDueAt: string | null;
    extensionReason: string | null;
    viewerCan: { changeStatus: boolean; nextStatuses: Array<ReportStatus>; extendDueDate: boolean };
  };
};

export type InboxQueryVariables = Exact<{
  filter?: InboxFilter | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type InboxQuery = {
  inbox: {
    totalCount: number;
    nodes: Array<{ " $fragmentRefs"?: { ReportTable_ReportFragment: ReportTable_ReportFragment } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type InboxChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type InboxChangedSubscription = { inboxChanged: { reportId: string | null } };

export type ReportTableQueryVariables = Exact<{
  filter?: ReportSearchFilter | null | undefined;
  sort?: ReportSort | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;

export type ReportTableQuery = {
  searchReports: {
    totalCount: number;
    nodes: Array<{ " $fragmentRefs"?: { ReportTable_ReportFragment: ReportTable_ReportFragment } }>;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
};

export type PrintedReportsQueryVariables = Exact<{
  filter?: ReportSearchFilter | null | undefined;
  sort?: ReportSort | null | undefined;
  limit?: number | null | undefined;
}>;

export type PrintedReportsQuery = {
  searchReports: {
    totalCount: number;
    nodes: Array<
      {
        id: string;
        radicado: string;
        createdAt: string;
        neighborhood: string;
        severity: number;
        status: ReportStatus;
        votesCount: number;
        category: { id: string; name: string };
      } & { " $fragmentRefs"?: { DueDate_Report_Report_Fragment: DueDate_Report_Report_Fragment } }
    >;
  };
};

export type DependenciaOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type DependenciaOptionsQuery = { dependencias: Array<{ id: string; name: string; active: boolean }> };

export type DependenciaMembersQueryVariables = Exact<{
  dependenciaId: string | number;
}>;

export type DependenciaMembersQuery = { dependenciaMembers: Array<{ id: string; name: string }> };

export type RouteReportMutationVariables = Exact<{
  id: string | number;
  dependenciaId: string | number;
}>;

export type RouteReportMutation = {
  routeReport: {
    id: string;
    dependencia: { id: string; name: string } | null;
    assignee: { id: string; name: string } | null;
    viewerCan: { changeStatus: boolean; nextStatuses: Array<ReportStatus>; route: boolean; assign: boolean };
  };
};

export type AssignReportMutationVariables = Exact<{
  id: string | number;
  assigneeId?: string | number | null | undefined;
}>;

export type AssignReportMutation = {
  assignReport: { id: string; assignee: { id: string; name: string } | null };
};

export type FilledResponseTemplatesQueryVariables = Exact<{
  reportId: string | number;
  status: ReportStatus;
}>;

export type FilledResponseTemplatesQuery = {
  filledResponseTemplates: Array<{ id: string; title: string; text: string }>;
};

export type UpdateReportStatusMutationVariables = Exact<{
  id: string | number;
  status: ReportStatus;
  note?: string | null | undefined;
  duplicateOf?: string | null | undefined;
  transferredTo?: string | null | undefined;
  publicUpdate?: string | null | undefined;
  isAnswer?: boolean | null | undefined;
  internalNote?: string | null | undefined;
  afterPhoto?: string | null | undefined;
}>;

export type UpdateReportStatusMutation = {
  updateReportStatus: {
    id: string;
    status: ReportStatus;
    duplicateOfId: string | null;
    duplicateOfRadicado: string | null;
    transferredTo: string | null;
    transferredLate: boolean | null;
    dueAt: string;
    answeredAt: string | null;
    extendedAt: string | null;
    originalDueAt: string | null;
    extensionReason: string | null;
    viewerCan: { changeStatus: boolean; nextStatuses: Array<ReportStatus>; extendDueDate: boolean };
    statusHistory: Array<{
      id: string;
      fromStatus: ReportStatus | null;
      toStatus: ReportStatus;
      note: string | null;
      changedAt: string;
    }>;
    updates: Array<{
      id: string;
      kind: ReportUpdateKind;
      body: string;
      isAnswer: boolean;
      statusChangeId: string | null;
      createdAt: string;
    }>;
    afterPhoto: { id: string; url: string; thumbnailUrl: string; width: number; height: number } | null;
  };
};

type DueDate_Report_PublicReport_Fragment = {
  status: ReportStatus;
  dueAt: string;
  answeredAt: string | null;
} & { " $fragmentName"?: "DueDate_Report_PublicReport_Fragment" };

type DueDate_Report_Report_Fragment = { status: ReportStatus; dueAt: string; answeredAt: string | null } & {
  " $fragmentName"?: "DueDate_Report_Report_Fragment";
};

export type DueDate_ReportFragment = DueDate_Report_PublicReport_Fragment | DueDate_Report_Report_Fragment;

type ReportCard_Report_PublicReport_Fragment = ({
  id: string;
  radicado: string;
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: ReportStatus;
  createdAt: string;
  duplicateOfId: string | null;
  duplicateOfRadicado: string | null;
  transferredTo: string | null;
  transferredLate: boolean | null;
  category: { id: string; name: string; icon: string };
  photos: Array<{ " $fragmentRefs"?: { ReportPhotos_PhotosFragment: ReportPhotos_PhotosFragment } }>;
  statusHistory: Array<{
    " $fragmentRefs"?: {
      StatusHistory_History_PublicStatusChange_Fragment: StatusHistory_History_PublicStatusChange_Fragment;
    };
  }>;
} & { " $fragmentRefs"?: { DueDate_Report_PublicReport_Fragment: DueDate_Report_PublicReport_Fragment } }) & {
  " $fragmentName"?: "ReportCard_Report_PublicReport_Fragment";
};

type ReportCard_Report_Report_Fragment = ({
  extensionReason: string | null;
  id: string;
  radicado: string;
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: ReportStatus;
  createdAt: string;
  duplicateOfId: string | null;
  duplicateOfRadicado: string | null;
  transferredTo: string | null;
  transferredLate: boolean | null;
  category: { id: string; name: string; icon: string };
  photos: Array<{ " $fragmentRefs"?: { ReportPhotos_PhotosFragment: ReportPhotos_PhotosFragment } }>;
  statusHistory: Array<{
    " $fragmentRefs"?: {
      StatusHistory_History_ReportStatusChange_Fragment: StatusHistory_History_ReportStatusChange_Fragment;
    };
  }>;
} & { " $fragmentRefs"?: { DueDate_Report_Report_Fragment: DueDate_Report_Report_Fragment } }) & {
  " $fragmentName"?: "ReportCard_Report_Report_Fragment";
};

export type ReportCard_ReportFragment =
  ReportCard_Report_PublicReport_Fragment | ReportCard_Report_Report_Fragment;

type ReportCard_Details_PublicReport_Fragment = {
  updates: Array<{ " $fragmentRefs"?: { ReportUpdates_UpdatesFragment: ReportUpdates_UpdatesFragment } }>;
  afterPhoto: { " $fragmentRefs"?: { ReportPhotos_PhotosFragment: ReportPhotos_PhotosFragment } } | null;
} & { " $fragmentName"?: "ReportCard_Details_PublicReport_Fragment" };

type ReportCard_Details_Report_Fragment = {
  updates: Array<{ " $fragmentRefs"?: { ReportUpdates_UpdatesFragment: ReportUpdates_UpdatesFragment } }>;
  afterPhoto: { " $fragmentRefs"?: { ReportPhotos_PhotosFragment: ReportPhotos_PhotosFragment } } | null;
} & { " $fragmentName"?: "ReportCard_Details_Report_Fragment" };

export type ReportCard_DetailsFragment =
  ReportCard_Details_PublicReport_Fragment | ReportCard_Details_Report_Fragment;

type ReportCard_Related_PublicReport_Fragment = { duplicates: Array<{ id: string; radicado: string }> } & {
  " $fragmentName"?: "ReportCard_Related_PublicReport_Fragment";
};

type ReportCard_Related_Report_Fragment = { duplicates: Array<{ id: string; radicado: string }> } & {
  " $fragmentName"?: "ReportCard_Related_Report_Fragment";
};

export type ReportCard_RelatedFragment =
  ReportCard_Related_PublicReport_Fragment | ReportCard_Related_Report_Fragment;

export type ReportPhotos_PhotosFragment = {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
} & { " $fragmentName"?: "ReportPhotos_PhotosFragment" };

export type ReportUpdates_UpdatesFragment = {
  id: string;
  kind: ReportUpdateKind;
  body: string;
  isAnswer: boolean;
  statusChangeId: string | null;
  createdAt: string;
} & { " $fragmentName"?: "ReportUpdates_UpdatesFragment" };

type StatusHistory_History_PublicStatusChange_Fragment = {
  id: string;
  fromStatus: ReportStatus | null;
  toStatus: ReportStatus;
  changedAt: string;
} & { " $fragmentName"?: "StatusHistory_History_PublicStatusChange_Fragment" };

type StatusHistory_History_ReportStatusChange_Fragment = {
  note: string | null;
  id: string;
  fromStatus: ReportStatus | null;
  toStatus: ReportStatus;
  changedAt: string;
} & { " $fragmentName"?: "StatusHistory_History_ReportStatusChange_Fragment" };

export type StatusHistory_HistoryFragment =
  StatusHistory_History_PublicStatusChange_Fragment | StatusHistory_History_ReportStatusChange_Fragment;

export type PersistedCacheViewerQueryVariables = Exact<{ [key: string]: never }>;

export type PersistedCacheViewerQuery = { me: { id: string; firstName: string | null } | null };

export type MyReportQueryVariables = Exact<{
  id: string | number;
}>;

export type MyReportQuery = { report: { id: string; description: string | null } | null };

export type ReportTitleQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportTitleQuery = { report: { id: string } | null };

export type ReportPagePermissionsQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportPagePermissionsQuery = {
  publicReport: { id: string; viewerCan: { vote: boolean; flag: boolean; restore: boolean } };
};

export type ReportCardPermissionsQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportCardPermissionsQuery = { publicReport: { id: string; viewerCan: { vote: boolean } } };

export type AuditLogQueryVariables = Exact<{
  actorId?: string | number | null | undefined;
  after?: string | null | undefined;
}>;

export type AuditLogQuery = {
  auditLog: {
    nextCursor: string | null;
    entries: Array<{
      id: string;
      action: string;
      actorId: string | null;
      actorName: string;
      subjectLabel: string;
      createdAt: string;
      changes: Array<{ field: string; before: string | null; after: string | null }>;
    }>;
  };
  admins: {
    users: Array<{ id: string; firstName: string | null; lastName: string | null; email: string | null }>;
  };
  funcionarios: {
    users: Array<{ id: string; firstName: string | null; lastName: string | null; email: string | null }>;
  };
};

export type PublicReportQueryVariables = Exact<{
  id: string | number;
}>;

export type PublicReportQuery = {
  publicReport: {
    id: string;
    neighborhood: string;
    address: string | null;
    description: string | null;
    viewerFollows: boolean;
    commentsCount: number;
    category: { id: string; name: string };
    author: { firstName: string | null; lastName: string | null } | null;
    moderation: { notice: string } | null;
    voters: Array<{ " $fragmentRefs"?: { VoterAvatars_VoterFragment: VoterAvatars_VoterFragment } }>;
    viewerCan: {
      comment: boolean;
      follow: boolean;
      blockedBy: ParticipationBlock | null;
      flag: boolean;
      restore: boolean;
    };
    location: { lat: number; lng: number; approximate: boolean } | null;
  } & {
    " $fragmentRefs"?: {
      ReportCard_Report_PublicReport_Fragment: ReportCard_Report_PublicReport_Fragment;
      ReportCard_Details_PublicReport_Fragment: ReportCard_Details_PublicReport_Fragment;
      ReportCard_Related_PublicReport_Fragment: ReportCard_Related_PublicReport_Fragment;
      VoteButton_ReportFragment: VoteButton_ReportFragment;
    };
  };
};

export type PublicReportsQueryVariables = Exact<{
  filter?: PublicReportsFilter | null | undefined;
  sort?: PublicReportSort | null | undefined;
  after?: string | null | undefined;
}>;

export type PublicReportsQuery = {
  publicReports: {
    nextCursor: string | null;
    reports: Array<
      { id: string } & {
        " $fragmentRefs"?: { PublicReportCard_ReportFragment: PublicReportCard_ReportFragment };
      }
    >;
  };
};

export type MyFollowedReportsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type MyFollowedReportsQuery = {
  myFollowedReports: {
    nextCursor: string | null;
    reports: Array<
      { id: string } & {
        " $fragmentRefs"?: { PublicReportCard_ReportFragment: PublicReportCard_ReportFragment };
      }
    >;
  };
};

export type HomePageQueryVariables = Exact<{ [key: string]: never }>;

export type HomePageQuery = {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
  weeklyCategoryActivity: Array<{
    categoryId: string;
    categoryName: string;
    icon: string;
    count: number;
    percentage: number;
  }>;
};

export type MyResolutionCheckQueryVariables = Exact<{
  reportId: string | number;
}>;

export type MyResolutionCheckQuery = {
  myResolutionCheck: {
    id: string;
    reportId: string;
    radicado: string;
    categoryName: string;
    neighborhood: string;
    reportStatus: ReportStatus;
    answer: ResolutionAnswer | null;
    comment: string | null;
  } | null;
};

export type AnswerResolutionCheckMutationVariables = Exact<{
  reportId: string | number;
  answer: ResolutionAnswer;
  comment?: string | null | undefined;
  photo?: string | null | undefined;
}>;

export type AnswerResolutionCheckMutation = {
  answerResolutionCheck: {
    id: string;
    reportId: string;
    radicado: string;
    categoryName: string;
    neighborhood: string;
    reportStatus: ReportStatus;
    answer: ResolutionAnswer | null;
    comment: string | null;
  };
};

export type StatisticsPageQueryVariables = Exact<{
  filter?: StatisticsFilterInput | null | undefined;
  granularity?: TimeGranularity | null | undefined;
}>;

export type StatisticsPageQuery = {
  statistics: {
    range: { from: string | null; to: string };
    totals: {
      total: number;
      resolved: number;
      pending: number;
      closed: number;
      thisWeek: number;
      resolutionRate: number | null;
    };
    responseTime: { averageDays: number | null; resolvedInPeriod: number };
    confirmedByResidents: { reports: number; percentage: number | null; tooFewReports: boolean };
    byCategory: Array<{
      categoryId: string;
      categoryName: string;
      icon: string;
      count: number;
      percentage: number;
    }>;
    byNeighborhood: Array<{
      neighborhood: string;
      label: string;
      count: number;
      mainCategory: { categoryId: string; categoryName: string } | null;
    }>;
    timeSeries: Array<{ start: string; end: string; filed: number; resolved: number }>;
    heatMap: {
      cellSizeDegrees: number;
      minimumCount: number;
      suppressedReports: number;
      withoutLocation: number;
      cells: Array<{ south: number; west: number; north: number; east: number; count: number }>;
    };
  };
};

export type TransparencyPageQueryVariables = Exact<{
  filter?: PerformanceFilterInput | null | undefined;
}>;

export type TransparencyPageQuery = {
  performance: {
    range: { from: string | null; to: string };
    overall: {
      reports: number;
      pending: number;
      answerDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      resolutionDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      answeredInTerm: { percentage: number | null; tooFewReports: boolean };
      reopened: { percentage: number | null; tooFewReports: boolean };
      confirmedByResidents: { percentage: number | null; tooFewReports: boolean };
      backlog: Array<{ key: string; count: number }>;
    };
    byCategory: Array<{
      categoryId: string;
      categoryName: string;
      reports: number;
      pending: number;
      answerDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      resolutionDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      answeredInTerm: { percentage: number | null; tooFewReports: boolean };
      reopened: { percentage: number | null; tooFewReports: boolean };
      confirmedByResidents: { percentage: number | null; tooFewReports: boolean };
      backlog: Array<{ key: string; count: number }>;
    }>;
    byNeighborhood: Array<{
      neighborhood: string;
      label: string;
      reports: number;
      pending: number;
      answerDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      resolutionDays: { median: number | null; p90: number | null; tooFewReports: boolean };
      answeredInTerm: { percentage: number | null; tooFewReports: boolean };
      reopened: { percentage: number | null; tooFewReports: boolean };
      confirmedByResidents: { percentage: number | null; tooFewReports: boolean };
      backlog: Array<{ key: string; count: number }>;
    }>;
  };
};

export const ViewerFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const CommentThread_CommentFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentThread_CommentFragment, unknown>;
export const CommentThread_ThreadFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_thread" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "replies" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentThread_ThreadFragment, unknown>;
export const VoterAvatars_VoterFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VoterAvatars_VoterFragment, unknown>;
export const VoteButton_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoteButton_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "userVoted" } },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VoteButton_ReportFragment, unknown>;
export const PublicReportCard_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PublicReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "commentsCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "VoteButton_report" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoteButton_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "userVoted" } },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicReportCard_ReportFragment, unknown>;
export const DueDate_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DueDate_ReportFragment, unknown>;
export const ReportPhotos_PhotosFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportPhotos_PhotosFragment, unknown>;
export const StatusHistory_HistoryFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatusHistory_HistoryFragment, unknown>;
export const ReportCard_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCard_ReportFragment, unknown>;
export const ReportUpdates_UpdatesFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportUpdates_UpdatesFragment, unknown>;
export const ReportCard_DetailsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCard_DetailsFragment, unknown>;
export const MyReportCard_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MyReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "reason" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "follow" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_details" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportCard_ReportFragment, unknown>;
export const ReportTotalsFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTotalsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportTotals" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "recibido" } },
          { kind: "Field", name: { kind: "Name", value: "enGestion" } },
          { kind: "Field", name: { kind: "Name", value: "reabierto" } },
          { kind: "Field", name: { kind: "Name", value: "resuelto" } },
          { kind: "Field", name: { kind: "Name", value: "duplicado" } },
          { kind: "Field", name: { kind: "Name", value: "trasladado" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTotalsFieldsFragment, unknown>;
export const ReportTable_ReportFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTable_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "location" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "lat" } },
                { kind: "Field", name: { kind: "Name", value: "lng" } },
                { kind: "Field", name: { kind: "Name", value: "approximate" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencia" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "assignee" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "channel" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
                { kind: "Field", name: { kind: "Name", value: "route" } },
                { kind: "Field", name: { kind: "Name", value: "assign" } },
                { kind: "Field", name: { kind: "Name", value: "extendDueDate" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTable_ReportFragment, unknown>;
export const ReportCard_RelatedFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_related" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "duplicates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCard_RelatedFragment, unknown>;
export const CachePoliciesReportPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "CachePoliciesReportPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "vote" } },
                      { kind: "Field", name: { kind: "Name", value: "flag" } },
                      { kind: "Field", name: { kind: "Name", value: "restore" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CachePoliciesReportPageQuery, CachePoliciesReportPageQueryVariables>;
export const CachePoliciesReportListDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "CachePoliciesReportList" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReports" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "reports" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "viewerCan" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "vote" } }],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "author" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "Field", name: { kind: "Name", value: "firstName" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CachePoliciesReportListQuery, CachePoliciesReportListQueryVariables>;
export const ActiveDependenciasDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ActiveDependencias" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencias" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveDependenciasQuery, ActiveDependenciasQueryVariables>;
export const ConfigureWebhookDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ConfigureWebhook" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "url" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "enabled" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "configureWebhook" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "url" },
                value: { kind: "Variable", name: { kind: "Name", value: "url" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "enabled" },
                value: { kind: "Variable", name: { kind: "Name", value: "enabled" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "secret" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "webhook" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "dependenciaId" } },
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                      { kind: "Field", name: { kind: "Name", value: "enabled" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfigureWebhookMutation, ConfigureWebhookMutationVariables>;
export const ResendWebhookDeliveryDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ResendWebhookDelivery" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "resendWebhookDelivery" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;
export const AdminUsersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminUsers" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "role" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Role" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "users" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "Variable", name: { kind: "Name", value: "role" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "50" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "users" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                      { kind: "Field", name: { kind: "Name", value: "role" } },
                      { kind: "Field", name: { kind: "Name", value: "active" } },
                      { kind: "Field", name: { kind: "Name", value: "hasPassword" } },
                      { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
                      { kind: "Field", name: { kind: "Name", value: "reportsCount" } },
                      { kind: "Field", name: { kind: "Name", value: "lastSignInAt" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "dependencias" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "viewerCan" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "changeRole" } },
                            { kind: "Field", name: { kind: "Name", value: "changeActive" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const SetStaffDependenciasDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetStaffDependencias" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setStaffDependencias" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStaffDependenciasMutation, SetStaffDependenciasMutationVariables>;
export const SetUserRoleDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetUserRole" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "role" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Role" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setUserRole" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "Variable", name: { kind: "Name", value: "role" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "role" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "changeRole" } },
                      { kind: "Field", name: { kind: "Name", value: "changeActive" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const SetUserActiveDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetUserActive" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "active" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setUserActive" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "active" },
                value: { kind: "Variable", name: { kind: "Name", value: "active" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "changeRole" } },
                      { kind: "Field", name: { kind: "Name", value: "changeActive" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const SendPasswordResetLinkDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SendPasswordResetLink" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "sendPasswordResetLink" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "delivery" } },
                { kind: "Field", name: { kind: "Name", value: "linkPath" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendPasswordResetLinkMutation, SendPasswordResetLinkMutationVariables>;
export const ApiKeysAdminDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ApiKeysAdmin" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "apiKeys" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "prefix" } },
                { kind: "Field", name: { kind: "Name", value: "createdByName" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                { kind: "Field", name: { kind: "Name", value: "revokedAt" } },
                { kind: "Field", name: { kind: "Name", value: "lastUsedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeysAdminQuery, ApiKeysAdminQueryVariables>;
export const IssueApiKeyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "IssueApiKey" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "issueApiKey" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "apiKey" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IssueApiKeyMutation, IssueApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RevokeApiKey" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "revokeApiKey" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "revokedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AllCategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AllCategories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "allCategories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AllCategoriesQuery, AllCategoriesQueryVariables>;
export const UpdateCategoryDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateCategory" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateCategoryInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateCategory" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const ReorderCategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ReorderCategories" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ids" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reorderCategories" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "ids" },
                value: { kind: "Variable", name: { kind: "Name", value: "ids" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReorderCategoriesMutation, ReorderCategoriesMutationVariables>;
export const DependenciasAdminDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DependenciasAdmin" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencias" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                { kind: "Field", name: { kind: "Name", value: "external" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
                { kind: "Field", name: { kind: "Name", value: "isDefault" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "routingRules" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "dependencia" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "allCategories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DependenciasAdminQuery, DependenciasAdminQueryVariables>;
export const CreateDependenciaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateDependencia" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateDependenciaInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createDependencia" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateDependenciaMutation, CreateDependenciaMutationVariables>;
export const UpdateDependenciaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateDependencia" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "UpdateDependenciaInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateDependencia" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                { kind: "Field", name: { kind: "Name", value: "external" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
                { kind: "Field", name: { kind: "Name", value: "isDefault" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateDependenciaMutation, UpdateDependenciaMutationVariables>;
export const SetRoutingRuleDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetRoutingRule" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "RoutingRuleInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setRoutingRule" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRoutingRuleMutation, SetRoutingRuleMutationVariables>;
export const DeleteRoutingRuleDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteRoutingRule" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteRoutingRule" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRoutingRuleMutation, DeleteRoutingRuleMutationVariables>;
export const ReportFiledDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "ReportFiled" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reportFiled" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "reportId" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportFiledSubscription, ReportFiledSubscriptionVariables>;
export const ReportSummaryDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportSummary" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportSearchFilter" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reportSummary" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                { kind: "Field", name: { kind: "Name", value: "pending" } },
                { kind: "Field", name: { kind: "Name", value: "resuelto" } },
                { kind: "Field", name: { kind: "Name", value: "closed" } },
                { kind: "Field", name: { kind: "Name", value: "thisWeek" } },
                { kind: "Field", name: { kind: "Name", value: "averageDaysToResolve" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportSummaryQuery, ReportSummaryQueryVariables>;
export const ResponseTemplatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ResponseTemplates" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "responseTemplates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "body" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResponseTemplatesQuery, ResponseTemplatesQueryVariables>;
export const SaveResponseTemplateDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveResponseTemplate" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "SaveResponseTemplateInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "saveResponseTemplate" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "body" } },
                { kind: "Field", name: { kind: "Name", value: "position" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveResponseTemplateMutation, SaveResponseTemplateMutationVariables>;
export const DeleteResponseTemplateDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteResponseTemplate" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteResponseTemplate" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteResponseTemplateMutation, DeleteResponseTemplateMutationVariables>;
export const WebhookAdminDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "WebhookAdmin" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dependenciaWebhook" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "dependenciaId" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "enabled" } },
                { kind: "Field", name: { kind: "Name", value: "secretPrefix" } },
                { kind: "Field", name: { kind: "Name", value: "secretRotatedAt" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "webhookDeliveries" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "eventType" } },
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "attempts" } },
                { kind: "Field", name: { kind: "Name", value: "lastError" } },
                { kind: "Field", name: { kind: "Name", value: "lastStatusCode" } },
                { kind: "Field", name: { kind: "Name", value: "occurredAt" } },
                { kind: "Field", name: { kind: "Name", value: "lastAttemptAt" } },
                { kind: "Field", name: { kind: "Name", value: "deliveredAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookAdminQuery, WebhookAdminQueryVariables>;
export const RotateWebhookSecretDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RotateWebhookSecret" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "rotateWebhookSecret" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "secret" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "webhook" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "dependenciaId" } },
                      { kind: "Field", name: { kind: "Name", value: "secretPrefix" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const MyAreaAlertsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyAreaAlerts" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myAreaAlerts" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "categoryIds" } },
                { kind: "Field", name: { kind: "Name", value: "frequency" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                { kind: "Field", name: { kind: "Name", value: "label" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAreaAlertsQuery, MyAreaAlertsQueryVariables>;
export const CreateAreaAlertDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateAreaAlert" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "AreaAlertInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createAreaAlert" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAreaAlertMutation, CreateAreaAlertMutationVariables>;
export const UpdateAreaAlertDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateAreaAlert" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "AreaAlertInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateAreaAlert" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "categoryIds" } },
                { kind: "Field", name: { kind: "Name", value: "frequency" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                { kind: "Field", name: { kind: "Name", value: "label" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAreaAlertMutation, UpdateAreaAlertMutationVariables>;
export const DeleteAreaAlertDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteAreaAlert" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteAreaAlert" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAreaAlertMutation, DeleteAreaAlertMutationVariables>;
export const ChangeMyNameDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ChangeMyName" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "firstName" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lastName" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "changeMyName" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "firstName" },
                value: { kind: "Variable", name: { kind: "Name", value: "firstName" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "lastName" },
                value: { kind: "Variable", name: { kind: "Name", value: "lastName" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ViewerFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeMyNameMutation, ChangeMyNameMutationVariables>;
export const RegisterCedulaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RegisterCedula" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "cedula" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "consent" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "registerCedula" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "cedula" },
                value: { kind: "Variable", name: { kind: "Name", value: "cedula" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "consent" },
                value: { kind: "Variable", name: { kind: "Name", value: "consent" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ViewerFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterCedulaMutation, RegisterCedulaMutationVariables>;
export const ViewerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Viewer" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ViewerFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const CategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Categories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "categories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const ReportCommentsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportComments" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reportComments" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_thread" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_thread" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "replies" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCommentsQuery, ReportCommentsQueryVariables>;
export const AddCommentDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddComment" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "content" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "parentId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addComment" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "content" },
                value: { kind: "Variable", name: { kind: "Name", value: "content" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "parentId" },
                value: { kind: "Variable", name: { kind: "Name", value: "parentId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_thread" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_thread" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "replies" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const ReportFollowStateDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportFollowState" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportFollowStateQuery, ReportFollowStateQueryVariables>;
export const ToggleCommentLikeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ToggleCommentLike" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "commentId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleCommentLike" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "commentId" },
                value: { kind: "Variable", name: { kind: "Name", value: "commentId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "likesCount" } },
                { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleCommentLikeMutation, ToggleCommentLikeMutationVariables>;
export const DeleteCommentDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteComment" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "commentId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteComment" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "commentId" },
                value: { kind: "Variable", name: { kind: "Name", value: "commentId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const FlagContentDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FlagContent" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "target" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ModerationTarget" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "FlagReason" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "details" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "flagContent" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "target" },
                value: { kind: "Variable", name: { kind: "Name", value: "target" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "details" },
                value: { kind: "Variable", name: { kind: "Name", value: "details" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "target" } },
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "underReview" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FlagContentMutation, FlagContentMutationVariables>;
export const ReportActivityDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "ReportActivity" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportIds" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reportActivity" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportIds" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportIds" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "votesCount" } },
                { kind: "Field", name: { kind: "Name", value: "commentsCount" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportActivitySubscription, ReportActivitySubscriptionVariables>;
export const CommentEventsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "CommentEvents" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "commentEvents" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "kind" } },
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "commentId" } },
                { kind: "Field", name: { kind: "Name", value: "parentId" } },
                { kind: "Field", name: { kind: "Name", value: "likesCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "comment" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "CommentThread_comment" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommentThread_comment" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Comment" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "parentId" } },
          { kind: "Field", name: { kind: "Name", value: "content" } },
          { kind: "Field", name: { kind: "Name", value: "deleted" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "authorDeleted" } },
          { kind: "Field", name: { kind: "Name", value: "likesCount" } },
          { kind: "Field", name: { kind: "Name", value: "likedByMe" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "reply" } },
                { kind: "Field", name: { kind: "Name", value: "like" } },
                { kind: "Field", name: { kind: "Name", value: "delete" } },
                { kind: "Field", name: { kind: "Name", value: "flag" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentEventsSubscription, CommentEventsSubscriptionVariables>;
export const FollowReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FollowReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "followReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowReportMutation, FollowReportMutationVariables>;
export const UnfollowReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UnfollowReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "unfollowReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnfollowReportMutation, UnfollowReportMutationVariables>;
export const ToggleVoteDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ToggleVote" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleVote" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "votesCount" } },
                { kind: "Field", name: { kind: "Name", value: "userVoted" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "voters" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleVoteMutation, ToggleVoteMutationVariables>;
export const LandingPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "LandingPage" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicStatistics" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalReports" } },
                { kind: "Field", name: { kind: "Name", value: "resolvedReports" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "averageResolutionDays" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "categories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;
export const LiveLandingFiguresDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "LiveLandingFigures" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicStatisticsChanged" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalReports" } },
                { kind: "Field", name: { kind: "Name", value: "resolvedReports" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "averageResolutionDays" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveLandingFiguresSubscription, LiveLandingFiguresSubscriptionVariables>;
export const ModerationQueueDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ModerationQueue" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "moderationQueue" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "target" } },
                      { kind: "Field", name: { kind: "Name", value: "reportId" } },
                      { kind: "Field", name: { kind: "Name", value: "radicado" } },
                      { kind: "Field", name: { kind: "Name", value: "commentId" } },
                      { kind: "Field", name: { kind: "Name", value: "text" } },
                      { kind: "Field", name: { kind: "Name", value: "parentText" } },
                      { kind: "Field", name: { kind: "Name", value: "authorName" } },
                      { kind: "Field", name: { kind: "Name", value: "state" } },
                      { kind: "Field", name: { kind: "Name", value: "reason" } },
                      { kind: "Field", name: { kind: "Name", value: "openFlags" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reasonCounts" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "reason" } },
                            { kind: "Field", name: { kind: "Name", value: "count" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "flags" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "reason" } },
                            { kind: "Field", name: { kind: "Name", value: "details" } },
                            { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "lastFlagAt" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const ModerationQueueChangedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "ModerationQueueChanged" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "moderationQueueChanged" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "reportId" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationQueueChangedSubscription, ModerationQueueChangedSubscriptionVariables>;
export const ModerateContentDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ModerateContent" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "target" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ModerationTarget" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "action" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ModerationAction" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "FlagReason" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "moderateContent" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "target" },
                value: { kind: "Variable", name: { kind: "Name", value: "target" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "action" },
                value: { kind: "Variable", name: { kind: "Name", value: "action" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "target" } },
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "reason" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerateContentMutation, ModerateContentMutationVariables>;
export const MyReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportStatus" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "status" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "MyReportCard_report" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reportTotals" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportTotalsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MyReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "reason" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "follow" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_details" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTotalsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportTotals" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "recibido" } },
          { kind: "Field", name: { kind: "Name", value: "enGestion" } },
          { kind: "Field", name: { kind: "Name", value: "reabierto" } },
          { kind: "Field", name: { kind: "Name", value: "resuelto" } },
          { kind: "Field", name: { kind: "Name", value: "duplicado" } },
          { kind: "Field", name: { kind: "Name", value: "trasladado" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportsQuery, MyReportsQueryVariables>;
export const MyReportChangedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "MyReportChanged" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myReportChanged" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "report" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "status" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "MyReportCard_report" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "totals" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReportTotalsFields" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MyReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "reason" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "follow" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_details" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTotalsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportTotals" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "recibido" } },
          { kind: "Field", name: { kind: "Name", value: "enGestion" } },
          { kind: "Field", name: { kind: "Name", value: "reabierto" } },
          { kind: "Field", name: { kind: "Name", value: "resuelto" } },
          { kind: "Field", name: { kind: "Name", value: "duplicado" } },
          { kind: "Field", name: { kind: "Name", value: "trasladado" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportChangedSubscription, MyReportChangedSubscriptionVariables>;
export const SupportNearbyReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SupportNearbyReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleVote" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "votesCount" } },
                { kind: "Field", name: { kind: "Name", value: "userVoted" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupportNearbyReportMutation, SupportNearbyReportMutationVariables>;
export const FollowNearbyReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "FollowNearbyReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "followReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowNearbyReportMutation, FollowNearbyReportMutationVariables>;
export const CreateReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateReportInput" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "idempotencyKey" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "idempotencyKey" },
                value: { kind: "Variable", name: { kind: "Name", value: "idempotencyKey" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReportMutation, CreateReportMutationVariables>;
export const NearbyReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "NearbyReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "categoryId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "neighborhood" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lat" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Float" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lng" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Float" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "text" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "nearbyReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "categoryId" },
                value: { kind: "Variable", name: { kind: "Name", value: "categoryId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "neighborhood" },
                value: { kind: "Variable", name: { kind: "Name", value: "neighborhood" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "lat" },
                value: { kind: "Variable", name: { kind: "Name", value: "lat" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "lng" },
                value: { kind: "Variable", name: { kind: "Name", value: "lng" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "text" },
                value: { kind: "Variable", name: { kind: "Name", value: "text" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "distance" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "report" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "radicado" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "category" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "icon" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                      { kind: "Field", name: { kind: "Name", value: "address" } },
                      { kind: "Field", name: { kind: "Name", value: "description" } },
                      { kind: "Field", name: { kind: "Name", value: "status" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "photos" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "votesCount" } },
                      { kind: "Field", name: { kind: "Name", value: "userVoted" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "viewerCan" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "vote" } },
                            { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NearbyReportsQuery, NearbyReportsQueryVariables>;
export const NotificationsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Notifications" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "unreadNotificationCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "notifications" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "20" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "kind" } },
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
                { kind: "Field", name: { kind: "Name", value: "dueAt" } },
                { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
                { kind: "Field", name: { kind: "Name", value: "toStatus" } },
                { kind: "Field", name: { kind: "Name", value: "kind" } },
                { kind: "Field", name: { kind: "Name", value: "note" } },
                { kind: "Field", name: { kind: "Name", value: "publicUpdate" } },
                { kind: "Field", name: { kind: "Name", value: "originalReportId" } },
                { kind: "Field", name: { kind: "Name", value: "originalRadicado" } },
                { kind: "Field", name: { kind: "Name", value: "read" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationAddedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "NotificationAdded" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "notificationAdded" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "notificationId" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const MarkNotificationsReadDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "MarkNotificationsRead" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ids" } },
          type: {
            kind: "ListType",
            type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "markNotificationsRead" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "ids" },
                value: { kind: "Variable", name: { kind: "Name", value: "ids" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const ReportTextsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportTexts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "report" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_details" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "afterPhoto" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                      { kind: "Field", name: { kind: "Name", value: "width" } },
                      { kind: "Field", name: { kind: "Name", value: "height" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "residentAnswers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "role" } },
                      { kind: "Field", name: { kind: "Name", value: "answer" } },
                      { kind: "Field", name: { kind: "Name", value: "comment" } },
                      { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "photo" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTextsQuery, ReportTextsQueryVariables>;
export const BlurReportPhotoDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BlurReportPhoto" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "photoId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "rectangles" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: {
                kind: "NonNullType",
                type: { kind: "NamedType", name: { kind: "Name", value: "BlurRectangleInput" } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "blurReportPhoto" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "photoId" },
                value: { kind: "Variable", name: { kind: "Name", value: "photoId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "rectangles" },
                value: { kind: "Variable", name: { kind: "Name", value: "rectangles" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlurReportPhotoMutation, BlurReportPhotoMutationVariables>;
export const BulkChangeReportStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BulkChangeReportStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "BulkStatusInput" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "bulkChangeReportStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "count" } },
                { kind: "Field", name: { kind: "Name", value: "reportIds" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkChangeReportStatusMutation, BulkChangeReportStatusMutationVariables>;
export const BulkAssignReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BulkAssignReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ids" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "assigneeId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "bulkAssignReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "ids" },
                value: { kind: "Variable", name: { kind: "Name", value: "ids" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "assigneeId" },
                value: { kind: "Variable", name: { kind: "Name", value: "assigneeId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "count" } },
                { kind: "Field", name: { kind: "Name", value: "reportIds" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkAssignReportsMutation, BulkAssignReportsMutationVariables>;
export const BulkRouteReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "BulkRouteReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "ids" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "bulkRouteReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "ids" },
                value: { kind: "Variable", name: { kind: "Name", value: "ids" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "count" } },
                { kind: "Field", name: { kind: "Name", value: "reportIds" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkRouteReportsMutation, BulkRouteReportsMutationVariables>;
export const ExtendReportDueDateDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ExtendReportDueDate" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "extendReportDueDate" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "dueAt" } },
                { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                { kind: "Field", name: { kind: "Name", value: "extendedAt" } },
                { kind: "Field", name: { kind: "Name", value: "originalDueAt" } },
                { kind: "Field", name: { kind: "Name", value: "extensionReason" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                      { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                      { kind: "Field", name: { kind: "Name", value: "extendDueDate" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExtendReportDueDateMutation, ExtendReportDueDateMutationVariables>;
export const InboxDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Inbox" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "InboxFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "inbox" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReportTable_report" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTable_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "location" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "lat" } },
                { kind: "Field", name: { kind: "Name", value: "lng" } },
                { kind: "Field", name: { kind: "Name", value: "approximate" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencia" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "assignee" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "channel" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
                { kind: "Field", name: { kind: "Name", value: "route" } },
                { kind: "Field", name: { kind: "Name", value: "assign" } },
                { kind: "Field", name: { kind: "Name", value: "extendDueDate" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InboxQuery, InboxQueryVariables>;
export const InboxChangedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "subscription",
      name: { kind: "Name", value: "InboxChanged" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "inboxChanged" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "reportId" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InboxChangedSubscription, InboxChangedSubscriptionVariables>;
export const ReportTableDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportTable" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportSearchFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportSort" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "before" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "searchReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "before" },
                value: { kind: "Variable", name: { kind: "Name", value: "before" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReportTable_report" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "hasPreviousPage" } },
                      { kind: "Field", name: { kind: "Name", value: "startCursor" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTable_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "location" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "lat" } },
                { kind: "Field", name: { kind: "Name", value: "lng" } },
                { kind: "Field", name: { kind: "Name", value: "approximate" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencia" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "assignee" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "channel" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "moderation" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "state" } },
                { kind: "Field", name: { kind: "Name", value: "notice" } },
              ],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                { kind: "Field", name: { kind: "Name", value: "restore" } },
                { kind: "Field", name: { kind: "Name", value: "route" } },
                { kind: "Field", name: { kind: "Name", value: "assign" } },
                { kind: "Field", name: { kind: "Name", value: "extendDueDate" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTableQuery, ReportTableQueryVariables>;
export const PrintedReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PrintedReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportSearchFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportSort" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "limit" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "searchReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "Variable", name: { kind: "Name", value: "limit" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "radicado" } },
                      { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "category" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                      { kind: "Field", name: { kind: "Name", value: "severity" } },
                      { kind: "Field", name: { kind: "Name", value: "status" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
                      { kind: "Field", name: { kind: "Name", value: "votesCount" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrintedReportsQuery, PrintedReportsQueryVariables>;
export const DependenciaOptionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DependenciaOptions" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dependencias" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "active" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DependenciaOptionsQuery, DependenciaOptionsQueryVariables>;
export const DependenciaMembersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "DependenciaMembers" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "dependenciaMembers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DependenciaMembersQuery, DependenciaMembersQueryVariables>;
export const RouteReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RouteReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "routeReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "dependenciaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "dependenciaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "dependencia" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "assignee" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                      { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                      { kind: "Field", name: { kind: "Name", value: "route" } },
                      { kind: "Field", name: { kind: "Name", value: "assign" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RouteReportMutation, RouteReportMutationVariables>;
export const AssignReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AssignReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "assigneeId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "assignReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "assigneeId" },
                value: { kind: "Variable", name: { kind: "Name", value: "assigneeId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "assignee" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignReportMutation, AssignReportMutationVariables>;
export const FilledResponseTemplatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "FilledResponseTemplates" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ReportStatus" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "filledResponseTemplates" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "text" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FilledResponseTemplatesQuery, FilledResponseTemplatesQueryVariables>;
export const UpdateReportStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateReportStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ReportStatus" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "note" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "duplicateOf" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "transferredTo" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "publicUpdate" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "isAnswer" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "internalNote" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "afterPhoto" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateReportStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "note" },
                value: { kind: "Variable", name: { kind: "Name", value: "note" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "duplicateOf" },
                value: { kind: "Variable", name: { kind: "Name", value: "duplicateOf" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "transferredTo" },
                value: { kind: "Variable", name: { kind: "Name", value: "transferredTo" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "publicUpdate" },
                value: { kind: "Variable", name: { kind: "Name", value: "publicUpdate" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "isAnswer" },
                value: { kind: "Variable", name: { kind: "Name", value: "isAnswer" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "internalNote" },
                value: { kind: "Variable", name: { kind: "Name", value: "internalNote" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "afterPhoto" },
                value: { kind: "Variable", name: { kind: "Name", value: "afterPhoto" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
                { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
                { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
                { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
                { kind: "Field", name: { kind: "Name", value: "dueAt" } },
                { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
                { kind: "Field", name: { kind: "Name", value: "extendedAt" } },
                { kind: "Field", name: { kind: "Name", value: "originalDueAt" } },
                { kind: "Field", name: { kind: "Name", value: "extensionReason" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "changeStatus" } },
                      { kind: "Field", name: { kind: "Name", value: "nextStatuses" } },
                      { kind: "Field", name: { kind: "Name", value: "extendDueDate" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "statusHistory" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
                      { kind: "Field", name: { kind: "Name", value: "toStatus" } },
                      { kind: "Field", name: { kind: "Name", value: "note" } },
                      { kind: "Field", name: { kind: "Name", value: "changedAt" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "updates" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "kind" } },
                      { kind: "Field", name: { kind: "Name", value: "body" } },
                      { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
                      { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
                      { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "afterPhoto" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                      { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                      { kind: "Field", name: { kind: "Name", value: "width" } },
                      { kind: "Field", name: { kind: "Name", value: "height" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateReportStatusMutation, UpdateReportStatusMutationVariables>;
export const PersistedCacheViewerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PersistedCacheViewer" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PersistedCacheViewerQuery, PersistedCacheViewerQueryVariables>;
export const MyReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "report" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportQuery, MyReportQueryVariables>;
export const ReportTitleDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportTitle" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "report" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "id" } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTitleQuery, ReportTitleQueryVariables>;
export const ReportPagePermissionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportPagePermissions" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "vote" } },
                      { kind: "Field", name: { kind: "Name", value: "flag" } },
                      { kind: "Field", name: { kind: "Name", value: "restore" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportPagePermissionsQuery, ReportPagePermissionsQueryVariables>;
export const ReportCardPermissionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReportCardPermissions" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "vote" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCardPermissionsQuery, ReportCardPermissionsQueryVariables>;
export const AuditLogDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AuditLog" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "actorId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "auditLog" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "actorId" },
                value: { kind: "Variable", name: { kind: "Name", value: "actorId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "50" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "entries" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "action" } },
                      { kind: "Field", name: { kind: "Name", value: "actorId" } },
                      { kind: "Field", name: { kind: "Name", value: "actorName" } },
                      { kind: "Field", name: { kind: "Name", value: "subjectLabel" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "changes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "field" } },
                            { kind: "Field", name: { kind: "Name", value: "before" } },
                            { kind: "Field", name: { kind: "Name", value: "after" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "nextCursor" } },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "admins" },
            name: { kind: "Name", value: "users" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "EnumValue", value: "super_admin" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "100" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "users" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "funcionarios" },
            name: { kind: "Name", value: "users" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "EnumValue", value: "staff" },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "limit" },
                value: { kind: "IntValue", value: "100" },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "users" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                      { kind: "Field", name: { kind: "Name", value: "email" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const PublicReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PublicReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_report" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_details" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportCard_related" } },
                { kind: "FragmentSpread", name: { kind: "Name", value: "VoteButton_report" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "category" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                { kind: "Field", name: { kind: "Name", value: "address" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "author" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "firstName" } },
                      { kind: "Field", name: { kind: "Name", value: "lastName" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "moderation" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "Field", name: { kind: "Name", value: "notice" } }],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "voters" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "commentsCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "viewerCan" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "comment" } },
                      { kind: "Field", name: { kind: "Name", value: "follow" } },
                      { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
                      { kind: "Field", name: { kind: "Name", value: "flag" } },
                      { kind: "Field", name: { kind: "Name", value: "restore" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "location" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "lat" } },
                      { kind: "Field", name: { kind: "Name", value: "lng" } },
                      { kind: "Field", name: { kind: "Name", value: "approximate" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "DueDate_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "dueAt" } },
          { kind: "Field", name: { kind: "Name", value: "answeredAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportPhotos_photos" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportPhoto" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
          { kind: "Field", name: { kind: "Name", value: "width" } },
          { kind: "Field", name: { kind: "Name", value: "height" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "StatusHistory_history" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "StatusChange" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
          { kind: "Field", name: { kind: "Name", value: "toStatus" } },
          { kind: "Field", name: { kind: "Name", value: "changedAt" } },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportStatusChange" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "note" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportUpdates_updates" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportUpdate" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "kind" } },
          { kind: "Field", name: { kind: "Name", value: "body" } },
          { kind: "Field", name: { kind: "Name", value: "isAnswer" } },
          { kind: "Field", name: { kind: "Name", value: "statusChangeId" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "FragmentSpread", name: { kind: "Name", value: "DueDate_report" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfId" } },
          { kind: "Field", name: { kind: "Name", value: "duplicateOfRadicado" } },
          { kind: "Field", name: { kind: "Name", value: "transferredTo" } },
          { kind: "Field", name: { kind: "Name", value: "transferredLate" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "StatusHistory_history" } },
              ],
            },
          },
          {
            kind: "InlineFragment",
            typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "Field", name: { kind: "Name", value: "extensionReason" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_details" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReportUpdates_updates" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "afterPhoto" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportPhotos_photos" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportCard_related" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportDisplay" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "duplicates" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoteButton_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "userVoted" } },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicReportQuery, PublicReportQueryVariables>;
export const PublicReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PublicReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "PublicReportsFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "sort" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "PublicReportSort" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "sort" },
                value: { kind: "Variable", name: { kind: "Name", value: "sort" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "reports" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "PublicReportCard_report" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "nextCursor" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoteButton_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "userVoted" } },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PublicReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "commentsCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "VoteButton_report" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicReportsQuery, PublicReportsQueryVariables>;
export const MyFollowedReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyFollowedReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myFollowedReports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "reports" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "FragmentSpread", name: { kind: "Name", value: "PublicReportCard_report" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "nextCursor" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoterAvatars_voter" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Voter" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "VoteButton_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "votesCount" } },
          { kind: "Field", name: { kind: "Name", value: "userVoted" } },
          { kind: "Field", name: { kind: "Name", value: "viewerFollows" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "viewerCan" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "vote" } },
                { kind: "Field", name: { kind: "Name", value: "blockedBy" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PublicReportCard_report" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PublicReport" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "radicado" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "commentsCount" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "voters" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "VoterAvatars_voter" } }],
            },
          },
          { kind: "FragmentSpread", name: { kind: "Name", value: "VoteButton_report" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyFollowedReportsQuery, MyFollowedReportsQueryVariables>;
export const HomePageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "HomePage" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicStatistics" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalReports" } },
                { kind: "Field", name: { kind: "Name", value: "resolvedReports" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "averageResolutionDays" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "weeklyCategoryActivity" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
                { kind: "Field", name: { kind: "Name", value: "count" } },
                { kind: "Field", name: { kind: "Name", value: "percentage" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const MyResolutionCheckDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyResolutionCheck" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myResolutionCheck" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
                { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                { kind: "Field", name: { kind: "Name", value: "reportStatus" } },
                { kind: "Field", name: { kind: "Name", value: "answer" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyResolutionCheckQuery, MyResolutionCheckQueryVariables>;
export const AnswerResolutionCheckDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AnswerResolutionCheck" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "answer" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "ResolutionAnswer" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "comment" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "photo" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "answerResolutionCheck" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "reportId" },
                value: { kind: "Variable", name: { kind: "Name", value: "reportId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "answer" },
                value: { kind: "Variable", name: { kind: "Name", value: "answer" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "comment" },
                value: { kind: "Variable", name: { kind: "Name", value: "comment" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "photo" },
                value: { kind: "Variable", name: { kind: "Name", value: "photo" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "reportId" } },
                { kind: "Field", name: { kind: "Name", value: "radicado" } },
                { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                { kind: "Field", name: { kind: "Name", value: "reportStatus" } },
                { kind: "Field", name: { kind: "Name", value: "answer" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerResolutionCheckMutation, AnswerResolutionCheckMutationVariables>;
export const StatisticsPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "StatisticsPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "StatisticsFilterInput" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "granularity" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "TimeGranularity" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "statistics" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "range" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "from" } },
                      { kind: "Field", name: { kind: "Name", value: "to" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "totals" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "total" } },
                      { kind: "Field", name: { kind: "Name", value: "resolved" } },
                      { kind: "Field", name: { kind: "Name", value: "pending" } },
                      { kind: "Field", name: { kind: "Name", value: "closed" } },
                      { kind: "Field", name: { kind: "Name", value: "thisWeek" } },
                      { kind: "Field", name: { kind: "Name", value: "resolutionRate" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "responseTime" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "averageDays" } },
                      { kind: "Field", name: { kind: "Name", value: "resolvedInPeriod" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "confirmedByResidents" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "reports" } },
                      { kind: "Field", name: { kind: "Name", value: "percentage" } },
                      { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "byCategory" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                      { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                      { kind: "Field", name: { kind: "Name", value: "icon" } },
                      { kind: "Field", name: { kind: "Name", value: "count" } },
                      { kind: "Field", name: { kind: "Name", value: "percentage" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "byNeighborhood" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "count" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "mainCategory" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                            { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "timeSeries" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "granularity" },
                      value: { kind: "Variable", name: { kind: "Name", value: "granularity" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "start" } },
                      { kind: "Field", name: { kind: "Name", value: "end" } },
                      { kind: "Field", name: { kind: "Name", value: "filed" } },
                      { kind: "Field", name: { kind: "Name", value: "resolved" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "heatMap" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cellSizeDegrees" } },
                      { kind: "Field", name: { kind: "Name", value: "minimumCount" } },
                      { kind: "Field", name: { kind: "Name", value: "suppressedReports" } },
                      { kind: "Field", name: { kind: "Name", value: "withoutLocation" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "cells" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "south" } },
                            { kind: "Field", name: { kind: "Name", value: "west" } },
                            { kind: "Field", name: { kind: "Name", value: "north" } },
                            { kind: "Field", name: { kind: "Name", value: "east" } },
                            { kind: "Field", name: { kind: "Name", value: "count" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatisticsPageQuery, StatisticsPageQueryVariables>;
export const TransparencyPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "TransparencyPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "filter" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "PerformanceFilterInput" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "performance" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "filter" },
                value: { kind: "Variable", name: { kind: "Name", value: "filter" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "range" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "from" } },
                      { kind: "Field", name: { kind: "Name", value: "to" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "overall" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "reports" } },
                      { kind: "Field", name: { kind: "Name", value: "pending" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answerDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "resolutionDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answeredInTerm" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reopened" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "confirmedByResidents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "backlog" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "key" } },
                            { kind: "Field", name: { kind: "Name", value: "count" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "byCategory" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                      { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                      { kind: "Field", name: { kind: "Name", value: "reports" } },
                      { kind: "Field", name: { kind: "Name", value: "pending" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answerDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "resolutionDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answeredInTerm" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reopened" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "confirmedByResidents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "backlog" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "key" } },
                            { kind: "Field", name: { kind: "Name", value: "count" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "byNeighborhood" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "reports" } },
                      { kind: "Field", name: { kind: "Name", value: "pending" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answerDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "resolutionDays" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "median" } },
                            { kind: "Field", name: { kind: "Name", value: "p90" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answeredInTerm" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reopened" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "confirmedByResidents" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "percentage" } },
                            { kind: "Field", name: { kind: "Name", value: "tooFewReports" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "backlog" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "key" } },
                            { kind: "Field", name: { kind: "Name", value: "count" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransparencyPageQuery, TransparencyPageQueryVariables>;
