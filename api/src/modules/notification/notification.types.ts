import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { NOTIFICATION_KINDS, type NotificationKind, type ReportStatus } from "../../domain";
import { ReportStatusEnum } from "../report/report.types";

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind])) as {
  [K in NotificationKind]: K;
};
registerEnumType(NotificationKindEnum, {
  name: "NotificationKind",
  description:
    "status: one of the viewer's reports changed status; public_update, reporter_message: staff wrote one without a status change; extension: its term was extended (note: the reason); dueSoon, overdue (staff): a report's term ends within 2 días hábiles, or ended unanswered; newReport (staff): a report was filed in or routed to one of the viewer's dependencias (to a super_admin: to a dependencia without active funcionarios); followedStatus, followedUpdate: a report the viewer follows changed status or got a public update (as the public sees it).",
});

@ObjectType("Notification", {
  description:
    "A change of one of the viewer's reports (its status, a public update or a message to them, an extension), or of a report they follow; for staff, a due-date warning.",
})
export class NotificationView {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationKindEnum)
  kind!: NotificationKind;

  @Field(() => ID)
  reportId!: string;

  @Field(() => String, { description: "The report's filing number (RIO-AAAA-NNNNNN)." })
  radicado!: string;

  @Field(() => ReportStatusEnum, { nullable: true })
  fromStatus!: ReportStatus | null;

  @Field(() => ReportStatusEnum)
  toStatus!: ReportStatus;

  @Field(() => String, {
    nullable: true,
    description: "Staff's message to the reporter, or the extension's reason.",
  })
  note!: string | null;

  @Field(() => String, { nullable: true, description: "A public update staff wrote." })
  publicUpdate!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "Marked duplicado: the original report, where the reporter and its followers follow it now.",
  })
  originalReportId!: string | null;

  @Field(() => String, { nullable: true, description: "Marked duplicado: the original's radicado." })
  originalRadicado!: string | null;

  @Field(() => Date, {
    nullable: true,
    description: "The due date it tells (extension and warnings); null otherwise.",
  })
  dueAt!: Date | null;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
