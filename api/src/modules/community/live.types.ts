import { Field, ID, Int, ObjectType } from "type-graphql";
import type { ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";

@ObjectType({
  description:
    "A report's public counts and status, pushed when a vote, a comment or a status change touches it. Nothing in it depends on who is watching.",
})
export class ReportActivity {
  @Field(() => ID)
  reportId!: string;

  @Field(() => Int)
  votesCount!: number;

  @Field(() => Int)
  commentsCount!: number;

  @Field(() => ReportStatusEnum)
  status!: ReportStatus;
}
