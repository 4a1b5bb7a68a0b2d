import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../server/context";
import { PublicStatistics } from "./public-statistics.type";
import { getPublicStatistics } from "./statistics.service";

@Resolver()
export class StatisticsResolver {
  @Query(() => PublicStatistics, { description: "Live headline figures for the landing page." })
  publicStatistics(@Ctx() { em }: GraphQLContext): Promise<PublicStatistics> {
    return getPublicStatistics(em);
  }
}
