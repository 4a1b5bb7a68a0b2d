import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import type { GraphQLContext } from "../../context/graphql-context";
import { Category } from "./category.entity";
import { listCategories } from "./category.service";

@Public()
@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: "The 11 report categories, in display order." })
  categories(@Ctx() { em }: GraphQLContext): Promise<Category[]> {
    return listCategories(em);
  }
}
