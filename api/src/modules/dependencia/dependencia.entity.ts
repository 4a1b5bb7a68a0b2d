import {
  ArrayType,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { Field, ID, ObjectType } from "type-graphql";
import { DEPENDENCIA_LIMITS } from "../../domain";
import { Category } from "../category/category.entity";
import { User } from "../user/user.entity";

/**
 * A part of the Alcaldía (or an outside entity) that fixes what residents report (docs/staff.md#dependencias).
 * Exactly one is the default: it takes every report no routing rule matches.
 */
@Entity({ tableName: "dependencia" })
@ObjectType({ description: "A dependencia that works reports (staff only)." })
@Index({
  name: "dependencia_one_default",
  expression:
    'create unique index "dependencia_one_default" on "dependencia" ("is_default") where "is_default"',
})
export class Dependencia {
  [OptionalProps]?: "id" | "email" | "external" | "active" | "isDefault" | "createdAt";

  @PrimaryKey({ type: "uuid" })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: "string", length: DEPENDENCIA_LIMITS.nameMaxLength })
  @Unique()
  @Field(() => String)
  name!: string;

  /** Where its warnings and new reports are e-mailed; staff read it, the public never does. */
  @Property({ type: "string", length: DEPENDENCIA_LIMITS.emailMaxLength, nullable: true })
  @Field(() => String, { nullable: true })
  email: string | null = null;

  /** Outside the Alcaldía (the utilities): reports reach it by e-mail, it has no staff accounts of its own. */
  @Property({ type: "boolean", default: false })
  @Field(() => Boolean, { description: "Outside the Alcaldía (a utility)." })
  external: boolean = false;

  @Property({ type: "boolean", default: true })
  @Field(() => Boolean)
  active: boolean = true;

  @Property({ type: "boolean", default: false })
  @Field(() => Boolean, { description: "Takes the reports no routing rule matches." })
  isDefault: boolean = false;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}

/**
 * A category's reports, in the listed barrios (or in any barrio when none is listed), go to a dependencia.
 * A rule naming the report's barrio wins over the category's rule for any barrio (docs/staff.md#routing).
 */
@Entity({ tableName: "routing_rule" })
export class RoutingRule {
  [OptionalProps]?: "id" | "neighborhoods" | "createdAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Category, { deleteRule: "cascade" })
  @Index()
  category!: Category;

  @Property({ type: ArrayType, columnType: "text[]", default: "{}" })
  neighborhoods: string[] = [];

  @ManyToOne(() => Dependencia, { deleteRule: "cascade" })
  dependencia!: Dependencia;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}

/** A staff member belongs to a dependencia: they work its reports (docs/staff.md#roles). */
@Entity({ tableName: "staff_membership" })
export class StaffMembership {
  @ManyToOne(() => User, { primary: true, deleteRule: "cascade" })
  user!: User;

  @ManyToOne(() => Dependencia, { primary: true, deleteRule: "cascade" })
  @Index()
  dependencia!: Dependencia;
}
