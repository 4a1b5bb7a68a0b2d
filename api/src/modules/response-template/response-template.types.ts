import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";

@ObjectType("ResponseTemplate", {
  description:
    "A response template of one status, as admins edit it: {radicado}, {barrio} and {vence} unfilled.",
})
export class ResponseTemplateView {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Int)
  position!: number;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({
  description: "A response template filled in for one report: the text the status form puts in.",
})
export class FilledResponseTemplate {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "The body with {radicado}, {barrio} and {vence} replaced." })
  text!: string;
}

@InputType()
export class SaveResponseTemplateInput {
  @Field(() => ID, { nullable: true, description: "Absent: a new template." })
  id?: string | null;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "May use {radicado}, {barrio} and {vence}." })
  body!: string;
}
