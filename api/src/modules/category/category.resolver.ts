import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  Field,
  ID,
  InputType,
  Mutation,
  Query,
  Resolver,
} from "type-graphql";
import { LIMITS } from "../../domain";
import { Public } from "../../auth/auth-checker";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { Category } from "./category.entity";
import {
  listAllCategories,
  listCategories,
  reorderCategories,
  updateCategory,
  type CategoryRow,
} from "./category.service";

@Public()
@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], {
    description: "The categories offered for new reports (active ones), in display order.",
  })
  // Its real maximum, for the cost limit (docs/graphql.md#cost).
  @Extensions({ listSize: LIMITS.categoryCount })
  categories(@Ctx() { database }: GraphQLContext): Promise<CategoryRow[]> {
    return listCategories(database);
  }
}

@InputType({ description: "Fields to change; absent ones stay." })
export class UpdateCategoryInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, {
    nullable: true,
    description: "One of the icons the web app bundles (CATEGORY_ICONS).",
  })
  icon?: string;

  @Field(() => Boolean, { nullable: true, description: "false: no longer offered for new reports." })
  active?: boolean;
}

/** Configuración (super_admins): rules in category.service.ts. */
@Authorized("super_admin")
@Resolver()
export class CategoryAdminResolver {
  @Query(() => [Category], { description: "Every category, deactivated ones too." })
  @Extensions({ listSize: LIMITS.categoryCount })
  allCategories(@Ctx() { em, user }: GraphQLContext): Promise<Category[]> {
    if (!user) throw unauthenticated();
    return listAllCategories(em, user);
  }

  @Mutation(() => Category)
  updateCategory(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateCategoryInput) input: UpdateCategoryInput,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<Category> {
    if (!user) throw unauthenticated();
    const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
    return updateCategory(em, user, id, defined);
  }

  @Mutation(() => [Category], { description: "The new display order: every category id once." })
  @Extensions({ listSize: LIMITS.categoryCount })
  reorderCategories(
    @Arg("ids", () => [ID]) ids: string[],
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<Category[]> {
    if (!user) throw unauthenticated();
    return reorderCategories(em, user, { ids });
  }
}
