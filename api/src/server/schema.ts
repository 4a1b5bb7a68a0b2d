import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthChecker, operationAccess } from "../auth/auth-checker";
import { CategoryResolver } from "../modules/category/category.resolver";
import { ReportResolver } from "../modules/report/report.resolver";
import {
  ActivityResolver,
  ResponseTimeResolver,
  StatisticsResolver,
} from "../modules/statistics/statistics.resolver";
import { UserResolver, ViewerResolver } from "../modules/user/user.resolver";

export const RESOLVERS = [
  CategoryResolver,
  ReportResolver,
  StatisticsResolver,
  ResponseTimeResolver,
  ActivityResolver,
  ViewerResolver,
  UserResolver,
] as const;

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  operationAccess(RESOLVERS); // refuses to build a schema with an operation of undeclared access
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker: AuthChecker,
    validate: false,
  });
}

/** The SDL committed as `schema.graphql`: sorted, so that diffs show real changes only. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
