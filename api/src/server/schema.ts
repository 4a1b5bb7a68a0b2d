import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { CategoryResolver } from "../modules/category/category.resolver";
import { StatisticsResolver } from "../modules/statistics/statistics.resolver";

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [CategoryResolver, StatisticsResolver],
    validate: false,
  });
}

/** The SDL committed as `schema.graphql`: sorted, so that diffs show real changes only. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
