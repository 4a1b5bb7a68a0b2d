import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { ALERT_FREQUENCIES, type AlertFrequency } from "../../domain";

export const AlertFrequencyEnum = Object.fromEntries(ALERT_FREQUENCIES.map((value) => [value, value])) as {
  [K in AlertFrequency]: K;
};
registerEnumType(AlertFrequencyEnum, {
  name: "AlertFrequency",
  description:
    "How an alert's e-mails go: immediate (one per new report) or daily (one digest at 7:00 in Bogotá). In-app notices come at once either way.",
});

@ObjectType("AreaAlert", {
  description:
    "One of the viewer's area alerts: new reports in these barrios and/or categories (an empty list: any).",
})
export class AreaAlertView {
  @Field(() => ID)
  id!: string;

  @Field(() => [String], { description: "Barrio slugs; empty: every barrio." })
  neighborhoods!: string[];

  @Field(() => [String], { description: "Category ids; empty: every category." })
  categoryIds!: string[];

  @Field(() => AlertFrequencyEnum)
  frequency!: AlertFrequency;

  @Field(() => Boolean, { description: "Whether it also goes by e-mail." })
  email!: boolean;

  @Field(() => String, { description: "What it covers, in Spanish words." })
  label!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
export class AreaAlertInput {
  @Field(() => [String], {
    description: "Barrio slugs (docs/decisions.md); at least one barrio or category.",
  })
  neighborhoods!: string[];

  @Field(() => [String], { description: "Active category ids; at least one barrio or category." })
  categoryIds!: string[];

  @Field(() => AlertFrequencyEnum)
  frequency!: AlertFrequency;

  @Field(() => Boolean)
  email!: boolean;
}
