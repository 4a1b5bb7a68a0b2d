import { Extensions, Field, ID, Int, ObjectType } from "type-graphql";
import type { Role } from "../../domain";
import { RoleEnum } from "./viewer.type";

@ObjectType()
export class AdminUserViewerCan {
  @Field(() => Boolean, { description: "False for the last active super_admin." })
  changeRole!: boolean;

  @Field(() => Boolean, { description: "False for oneself and for the last active super_admin." })
  changeActive!: boolean;
}

@ObjectType({ description: "An account as staff manage it; the cédula only masked." })
export class AdminUser {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean, { description: "False when the account signs in only by OpenID Connect." })
  hasPassword!: boolean;

  @Field(() => String, { nullable: true, description: "e.g. •••••789; null when none registered." })
  cedulaMasked!: string | null;

  @Field(() => Int)
  reportsCount!: number;

  @Field(() => Date, { nullable: true })
  lastSignInAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => AdminUserViewerCan)
  viewerCan!: AdminUserViewerCan;
}

@ObjectType()
export class AdminUserList {
  @Field(() => [AdminUser])
  @Extensions({ pageItems: true })
  users!: AdminUser[];

  @Field(() => Int, { description: "All matching users (the list shows at most `limit`)." })
  total!: number;
}
