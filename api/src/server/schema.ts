import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { createPubSub, type PubSub } from "@graphql-yoga/subscription";
import { buildSchema } from "type-graphql";
import { AuthChecker, operationAccess } from "../auth/auth-checker";
import { AuditResolver } from "../modules/audit/audit.resolver";
import { CategoryAdminResolver, CategoryResolver } from "../modules/category/category.resolver";
import { CommunityActionsResolver, CommunityResolver } from "../modules/community/community.resolver";
import { LiveResolver } from "../modules/community/live.resolver";
import { NotificationResolver } from "../modules/notification/notification.resolver";
import { NotificationLiveResolver, StaffLiveResolver } from "../modules/notification/staff-live.resolver";
import { UserAdminResolver } from "../modules/user/user-admin.resolver";
import { ReportResolver } from "../modules/report/report.resolver";
import { ReportConnectionResolver, ReportFieldsResolver } from "../modules/report/report-fields.resolver";
import {
  ActivityResolver,
  ResponseTimeResolver,
  StatisticsResolver,
} from "../modules/statistics/statistics.resolver";
import { UserResolver, ViewerResolver } from "../modules/user/user.resolver";
import type { Topics } from "../pubsub/topics";

export const RESOLVERS = [
  CategoryResolver,
  ReportResolver,
  ReportFieldsResolver,
  ReportConnectionResolver,
  StatisticsResolver,
  ResponseTimeResolver,
  ActivityResolver,
  ViewerResolver,
  UserResolver,
  CommunityResolver,
  CommunityActionsResolver,
  UserAdminResolver,
  CategoryAdminResolver,
  AuditResolver,
  NotificationResolver,
  StaffLiveResolver,
  NotificationLiveResolver,
  LiveResolver,
] as const;

/** `pubSub`: the app's (start.ts); an in-process one is enough to print the schema. */
export async function buildGraphQLSchema(
  pubSub: PubSub<Topics> = createPubSub<Topics>(),
): Promise<GraphQLSchema> {
  operationAccess(RESOLVERS); // refuses to build a schema with an operation of undeclared access
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker: AuthChecker,
    pubSub,
    validate: false,
  });
}

/** The SDL committed as `schema.graphql`: sorted, so that diffs show real changes only. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
