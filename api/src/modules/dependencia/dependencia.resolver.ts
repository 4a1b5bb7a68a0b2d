import DataLoader from "dataloader";
import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  Field,
  FieldResolver,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { DEPENDENCIA_LIMITS, STAFF_ROLES } from "../../domain";
import type { GraphQLContext } from "../../context/graphql-context";
import { unauthenticated } from "../../errors/app-error";
import { AdminUser } from "../user/user-admin.types";
import { Dependencia, type RoutingRule } from "./dependencia.entity";
import {
  createDependencia,
  deleteRoutingRule,
  dependenciasOfUsers,
  listDependencias,
  listRoutingRules,
  membersOf,
  setRoutingRule,
  setStaffDependencias,
  updateDependencia,
} from "./dependencia.service";
import { displayName } from "../../domain";

const MEMBERSHIPS = Symbol("staff memberships");

function signedIn({ user }: GraphQLContext) {
  if (!user) throw unauthenticated();
  return user;
}

/** At most this many dependencias: a list's size for the cost limit (docs/graphql.md#cost). */
const DEPENDENCIAS_LIST_SIZE = 50;

@InputType({ description: "A new dependencia." })
export class CreateDependenciaInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: "Where its e-mails go." })
  email?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Outside the Alcaldía (default false)." })
  external?: boolean;
}

@InputType({ description: "Fields to change; absent ones stay." })
export class UpdateDependenciaInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: "Empty or null: none." })
  email?: string | null;

  @Field(() => Boolean, { nullable: true })
  external?: boolean;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: "true names it the default (the old one stops being it).",
  })
  isDefault?: boolean;
}

@InputType({ description: "A category's reports (in some barrios, or in any) go to a dependencia." })
export class RoutingRuleInput {
  @Field(() => String)
  categoryId!: string;

  @Field(() => [String], { nullable: true, description: "Barrio slugs; empty or absent: any barrio." })
  neighborhoods?: string[];

  @Field(() => ID)
  dependenciaId!: string;
}

@ObjectType({ description: "A routing rule (docs/staff.md#routing)." })
export class RoutingRuleView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  categoryId!: string;

  @Field(() => [String], { description: "Barrio slugs; empty: any barrio." })
  neighborhoods!: string[];

  @Field(() => Dependencia)
  dependencia!: Dependencia;
}

@ObjectType({ description: "A funcionario a report may be assigned to." })
export class StaffMember {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

const ruleView = (rule: RoutingRule): RoutingRuleView => ({
  id: rule.id,
  categoryId: rule.category.id,
  neighborhoods: rule.neighborhoods,
  dependencia: rule.dependencia,
});

/** Dependencias, routing and memberships (docs/staff.md#dependencias): staff read, super_admins edit. */
@Authorized(...STAFF_ROLES)
@Resolver(() => Dependencia)
export class DependenciaResolver {
  @Query(() => [Dependencia], { description: "Every dependencia, by name (staff)." })
  @Extensions({ listSize: DEPENDENCIAS_LIST_SIZE })
  dependencias(@Ctx() context: GraphQLContext): Promise<Dependencia[]> {
    return listDependencias(context.em, signedIn(context));
  }

  @Query(() => [RoutingRuleView], { description: "The routing rules, by category (staff)." })
  @Extensions({ listSize: DEPENDENCIAS_LIST_SIZE * 4 })
  async routingRules(@Ctx() context: GraphQLContext): Promise<RoutingRuleView[]> {
    return (await listRoutingRules(context.em, signedIn(context))).map(ruleView);
  }

  @Query(() => [StaffMember], { description: "The active funcionarios of a dependencia, by name (staff)." })
  @Extensions({ listSize: DEPENDENCIAS_LIST_SIZE * 4 })
  async dependenciaMembers(
    @Arg("dependenciaId", () => ID) dependenciaId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<StaffMember[]> {
    const members = await membersOf(context.em, signedIn(context), dependenciaId);
    return members.map((member) => ({ id: member.id, name: displayName(member) }));
  }

  @Authorized("super_admin")
  @Mutation(() => Dependencia, { description: "Creates a dependencia (super_admin; audited)." })
  createDependencia(
    @Arg("input", () => CreateDependenciaInput) input: CreateDependenciaInput,
    @Ctx() context: GraphQLContext,
  ): Promise<Dependencia> {
    return createDependencia(context.em, signedIn(context), input);
  }

  @Authorized("super_admin")
  @Mutation(() => Dependencia, { description: "Edits a dependencia (super_admin; audited)." })
  updateDependencia(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateDependenciaInput) input: UpdateDependenciaInput,
    @Ctx() context: GraphQLContext,
  ): Promise<Dependencia> {
    return updateDependencia(context.em, signedIn(context), id, input);
  }

  @Authorized("super_admin")
  @Mutation(() => RoutingRuleView, {
    description: "Sets the rule for a category and barrios, replacing the one for the same pair (audited).",
  })
  async setRoutingRule(
    @Arg("input", () => RoutingRuleInput) input: RoutingRuleInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RoutingRuleView> {
    return ruleView(await setRoutingRule(context.em, signedIn(context), input));
  }

  @Authorized("super_admin")
  @Mutation(() => Boolean, { description: "Removes a routing rule (audited)." })
  deleteRoutingRule(@Arg("id", () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    return deleteRoutingRule(context.em, signedIn(context), id);
  }

  @Authorized("super_admin")
  @Mutation(() => [Dependencia], {
    description: `Sets the dependencias a funcionario works (1–${DEPENDENCIA_LIMITS.membershipsMax}; audited).`,
  })
  @Extensions({ listSize: DEPENDENCIA_LIMITS.membershipsMax })
  setStaffDependencias(
    @Arg("userId", () => ID) userId: string,
    @Arg("dependenciaIds", () => [ID]) dependenciaIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<Dependencia[]> {
    return setStaffDependencias(context.em, signedIn(context), userId, { dependenciaIds });
  }
}

/** Gestionar usuarios shows each funcionario's dependencias. */
@Resolver(() => AdminUser)
export class AdminUserDependenciasResolver {
  @FieldResolver(() => [Dependencia], { description: "The dependencias a funcionario works." })
  @Extensions({ listSize: DEPENDENCIA_LIMITS.membershipsMax })
  async dependencias(
    @Root() user: AdminUser,
    @Ctx() { em, loaders }: GraphQLContext,
  ): Promise<Dependencia[]> {
    if (user.role !== "staff") return [];
    // One query for the whole page of users.
    const loader = loaders.get(
      MEMBERSHIPS,
      () => new DataLoader((ids: readonly string[]) => dependenciasOfUsers(em, ids)),
    );
    return loader.load(user.id);
  }
}
