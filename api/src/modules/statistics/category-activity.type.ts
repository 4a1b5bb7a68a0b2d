import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "How many reports a category received over a recent period." })
export class CategoryActivity {
  @Field(() => ID)
  categoryId!: string;

  @Field(() => String)
  categoryName!: string;

  @Field(() => String)
  icon!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float, { description: "Share of all reports of the period, 0–100." })
  percentage!: number;
}
