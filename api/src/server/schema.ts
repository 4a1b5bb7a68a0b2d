import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthChecker, operationAccess } from "../auth/auth-checker";
import { AlertResolver } from "../modules/alert/alert.resolver";
import { PushResolver } from "../modules/push/push.resolver";
import { AuditResolver } from "../modules/audit/audit.resolver";
import { CategoryAdminResolver, CategoryResolver } from "../modules/category/category.resolver";
import { CommunityActionsResolver, CommunityResolver } from "../modules/community/community.resolver";
import { FollowResolver, ReportFollowFieldsResolver } from "../modules/community/follow.resolver";
import {
  ReportResidentAnswersResolver,
  ResolutionCheckResolver,
} from "../modules/resolution-check/resolution-check.resolver";
import { LiveResolver } from "../modules/community/live.resolver";
import { NotificationResolver } from "../modules/notification/notification.resolver";
import { NotificationLiveResolver, StaffLiveResolver } from "../modules/notification/staff-live.resolver";
import { UserAdminResolver } from "../modules/user/user-admin.resolver";
import { ReportResolver } from "../modules/report/report.resolver";
import { ReportWorkResolver } from "../modules/report/report-work.resolver";
import { ReportBulkResolver } from "../modules/report-bulk/report-bulk.resolver";
import { PhotoBlurResolver } from "../modules/photo-blur/photo-blur.resolver";
import {
  AdminUserDependenciasResolver,
  DependenciaResolver,
} from "../modules/dependencia/dependencia.resolver";
import { ResponseTemplateResolver } from "../modules/response-template/response-template.resolver";
import { ReportLiveResolver } from "../modules/report/report-live.resolver";
import { ReportConnectionResolver, ReportFieldsResolver } from "../modules/report/report-fields.resolver";
import {
  ActivityResolver,
  ResponseTimeResolver,
  StatisticsResolver,
} from "../modules/statistics/statistics.resolver";
import { ApiKeyResolver } from "../modules/open311/api-key.resolver";
import { FlagResolver, ModerationResolver } from "../modules/moderation/moderation.resolver";
import { WebhookResolver } from "../modules/webhook/webhook.resolver";
import { PerformanceResolver } from "../modules/statistics/performance.resolver";
import { UserResolver, ViewerResolver } from "../modules/user/user.resolver";
import { PasswordResetResolver, StaffPasswordResetResolver } from "../modules/user/password-reset.resolver";

export const RESOLVERS = [
  CategoryResolver,
  ReportResolver,
  ReportFieldsResolver,
  ReportConnectionResolver,
  ReportLiveResolver,
  ReportWorkResolver,
  ReportBulkResolver,
  PhotoBlurResolver,
  DependenciaResolver,
  AdminUserDependenciasResolver,
  ResponseTemplateResolver,
  StatisticsResolver,
  ResponseTimeResolver,
  ActivityResolver,
  PerformanceResolver,
  ViewerResolver,
  UserResolver,
  CommunityResolver,
  CommunityActionsResolver,
  FollowResolver,
  ResolutionCheckResolver,
  ReportResidentAnswersResolver,
  ReportFollowFieldsResolver,
  UserAdminResolver,
  PasswordResetResolver,
  StaffPasswordResetResolver,
  CategoryAdminResolver,
  AuditResolver,
  NotificationResolver,
  StaffLiveResolver,
  NotificationLiveResolver,
  LiveResolver,
  AlertResolver,
  PushResolver,
  ApiKeyResolver,
  FlagResolver,
  ModerationResolver,
  WebhookResolver,
] as const;

/**
 * TypeGraphQL wants a PubSub for its `topics` subscriptions. This app has none of those: each
 * subscription subscribes through its context's `pubSub`, within its connection's budgets
 * (docs/live-updates.md#limits), so this one refuses any use.
 */
const NO_TOPIC_SUBSCRIPTIONS = {
  publish(): never {
    throw new Error("services publish through their transaction (pubsub/postgres-pubsub.ts)");
  },
  subscribe(): never {
    throw new Error("subscriptions subscribe through context.pubSub, not @Subscription({ topics })");
  },
};

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  operationAccess(RESOLVERS); // refuses to build a schema with an operation of undeclared access
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker: AuthChecker,
    pubSub: NO_TOPIC_SUBSCRIPTIONS,
    validate: false,
  });
}

/** The SDL committed as `schema.graphql`: sorted, so that diffs show real changes only. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
