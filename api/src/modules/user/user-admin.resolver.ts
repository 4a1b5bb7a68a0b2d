import { Arg, Authorized, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../context/graphql-context";
import type { Role } from "../../domain";
import { unauthenticated } from "../../errors/app-error";
import { listUsers, setUserActive, setUserRole } from "./user-admin.service";
import { AdminUser, AdminUserList } from "./user-admin.types";
import { RoleEnum } from "./viewer.type";

/** "Gestionar usuarios" (super_admins); the rules are in user-admin.service.ts and policies/staff.policy.ts. */
@Authorized("super_admin")
@Resolver()
export class UserAdminResolver {
  @Query(() => AdminUserList, { description: "Users by name or e-mail and role; staff first, then by name." })
  // A page: its users by `limit`, 50 without it (docs/graphql.md#cost).
  @Extensions({ listSize: 50 })
  users(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("role", () => RoleEnum, { nullable: true }) role: Role | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AdminUserList> {
    if (!user) throw unauthenticated();
    return listUsers(em, user, { search, role, limit });
  }

  @Mutation(() => AdminUser, { description: "citizen ↔ super_admin; never the last active super_admin." })
  setUserRole(
    @Arg("userId", () => ID) userId: string,
    @Arg("role", () => RoleEnum) role: Role,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AdminUser> {
    if (!user) throw unauthenticated();
    return setUserRole(em, user, userId, { role });
  }

  @Mutation(() => AdminUser, {
    description:
      "Deactivates (its sessions end at once) or reactivates an account; never one's own or the last admin.",
  })
  setUserActive(
    @Arg("userId", () => ID) userId: string,
    @Arg("active", () => Boolean) active: boolean,
    @Ctx() { em, user }: GraphQLContext,
  ): Promise<AdminUser> {
    if (!user) throw unauthenticated();
    return setUserActive(em, user, userId, { active });
  }
}
