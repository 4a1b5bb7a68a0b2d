import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { ROLES, type Role } from "../../domain";

export const RoleEnum = Object.fromEntries(ROLES.map((role) => [role, role])) as { [R in Role]: R };
registerEnumType(RoleEnum, { name: "Role" });

@ObjectType({ description: "The signed-in user, as they see themselves." })
export class Viewer {
  @Field(() => ID)
  id!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field(() => Boolean)
  hasCedula!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Only the last 3 digits are ever shown, e.g. •••••789.",
  })
  cedulaMasked!: string | null;
}
