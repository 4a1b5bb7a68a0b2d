import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import type { NotificationKind } from "./notification.entity";
import type { ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";

const NotificationKindEnum = {
  status: "status",
  public_update: "public_update",
  reporter_message: "reporter_message",
} as const;
registerEnumType(NotificationKindEnum, {
  name: "NotificationKind",
  description:
    "status: a status change; public_update: a public update written without one; reporter_message: a message to the reporter written without one.",
});

@ObjectType("Notification", {
  description: "A change of one of the viewer's reports: its status, a public update or a message to them.",
})
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

  @Field(() => NotificationKindEnum)
  kind!: NotificationKind;

  @Field(() => String, { nullable: true, description: "Staff's message to the reporter." })
  note!: string | null;

  @Field(() => String, { nullable: true, description: "A public update staff wrote." })
  publicUpdate!: string | null;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
