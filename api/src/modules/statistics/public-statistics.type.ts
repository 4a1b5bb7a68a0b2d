import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Headline figures anyone may see (landing page)." })
export class PublicStatistics {
  @Field(() => Int)
  totalReports!: number;

  @Field(() => Int)
  resolvedReports!: number;

  @Field(() => Int, { description: "Neighbourhoods covered by the locality." })
  neighborhoods!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Mean days from creation to first resolution, over every report resolved at least once; null before any.",
  })
  averageResolutionDays!: number | null;
}
