import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, ID, ObjectType } from "type-graphql";

@Entity({ tableName: "category" })
@ObjectType({ description: "A kind of problem a resident can report." })
export class Category {
  [OptionalProps]?: "active";

  @PrimaryKey({ type: "string", length: 40 })
  @Field(() => ID, { description: "Slug, e.g. `espacio-publico`." })
  id!: string;

  @Property({ type: "string", length: 80 })
  @Field(() => String, { description: "Spanish name shown to users." })
  name!: string;

  @Property({ type: "text" })
  @Field(() => String, { description: "One-line Spanish description." })
  description!: string;

  @Property({ type: "string", length: 40 })
  @Field(() => String, { description: "Lucide icon name." })
  icon!: string;

  /** Display order (the initial order of docs/decisions.md#categories; staff reorder them). */
  @Property({ type: "smallint" })
  position!: number;

  /** A deactivated category is no longer offered for new reports; its reports keep it. */
  @Property({ type: "boolean", default: true })
  @Field(() => Boolean)
  active: boolean = true;
}
