import { Field, ID, ObjectType } from "type-graphql";
import type { ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";

@ObjectType("Notification", { description: "A status change of one of the viewer's reports." })
export class NotificationView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  reportId!: string;

  @Field(() => String, { description: "The report's filing number (RIO-AAAA-NNNNNN)." })
  radicado!: string;

  @Field(() => ReportStatusEnum, { nullable: true })
  fromStatus!: ReportStatus | null;

  @Field(() => ReportStatusEnum)
  toStatus!: ReportStatus;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
