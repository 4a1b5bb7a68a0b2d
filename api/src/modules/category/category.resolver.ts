import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../server/context";
import { Category } from "./category.entity";
import { listCategories } from "./category.service";

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: "The 11 report categories, in display order." })
  categories(@Ctx() { em }: GraphQLContext): Promise<Category[]> {
    return listCategories(em);
  }
}
