import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import type { GraphQLContext } from "../../context/graphql-context";
import { PublicStatistics } from "./public-statistics.type";
import { CategoryActivity } from "./category-activity.type";
import { getPublicStatistics, getRecentCategoryActivity } from "./statistics.service";

@Public()
@Resolver()
export class StatisticsResolver {
  @Query(() => PublicStatistics, { description: "Live headline figures for the landing page." })
  publicStatistics(@Ctx() { em }: GraphQLContext): Promise<PublicStatistics> {
    return getPublicStatistics(em);
  }
}

@Authorized()
@Resolver()
export class ActivityResolver {
  @Query(() => [CategoryActivity], {
    description: "The top 3 categories of the last 7 days, by number of reports (home page).",
  })
  weeklyCategoryActivity(@Ctx() { em }: GraphQLContext): Promise<CategoryActivity[]> {
    return getRecentCategoryActivity(em);
  }
}
