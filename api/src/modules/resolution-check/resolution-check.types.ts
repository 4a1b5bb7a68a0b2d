import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { RESOLUTION_ANSWERS, type ReportStatus, type ResolutionAnswer } from "../../domain";
import { ReportPhoto, ReportStatusEnum } from "../report/report.types";

export const ResolutionAnswerEnum = Object.fromEntries(
  RESOLUTION_ANSWERS.map((answer) => [answer, answer]),
) as {
  [K in ResolutionAnswer]: K;
};
registerEnumType(ResolutionAnswerEnum, {
  name: "ResolutionAnswer",
  description: "An answer to «¿Quedó resuelto?»: si (Sí), no (No), no_se (No sé).",
});

@ObjectType("ResolutionCheck", {
  description:
    "«¿Quedó resuelto?»: the question the viewer was asked 7 days after a resolution of a report they filed or follow, and their answer once given (one per resolution).",
})
export class ResolutionCheckView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  reportId!: string;

  @Field(() => String)
  radicado!: string;

  @Field(() => String)
  categoryName!: string;

  @Field(() => String)
  neighborhood!: string;

  @Field(() => ReportStatusEnum, {
    description: "The report's status now (reabierto once answers reopened it).",
  })
  reportStatus!: ReportStatus;

  @Field(() => Date, { description: "The resolution asked about: the report's change to resuelto." })
  resolvedAt!: Date;

  @Field(() => Date)
  askedAt!: Date;

  @Field(() => ResolutionAnswerEnum, { nullable: true, description: "Null until answered." })
  answer!: ResolutionAnswer | null;

  @Field(() => String, { nullable: true, description: "The viewer's comment given with a «No»." })
  comment!: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt!: Date | null;
}

@ObjectType("ResidentAnswer", {
  description:
    "A resident's answer to «¿Quedó resuelto?» about a resolution of the report, for staff: who (reporter or follower, never a name), the answer, and the comment and photo of a «No».",
})
export class ResidentAnswerView {
  @Field(() => String, { description: "reporter (who filed it) or follower." })
  role!: "reporter" | "follower";

  @Field(() => ResolutionAnswerEnum)
  answer!: ResolutionAnswer;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => ReportPhoto, { nullable: true, description: "A photo given with a «No», in the app." })
  photo!: ReportPhoto | null;

  @Field(() => Date, { description: "The resolution answered about." })
  resolvedAt!: Date;

  @Field(() => Date)
  answeredAt!: Date;
}
