import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { REPORT_UPDATE_LIMITS, type ReportStatus } from "../../domain";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";

/**
 * What a notification tells the reporter: a status change (`status`, with staff's message and public
 * update if they wrote any), or a text written without one: a public update or a message to them
 * (docs/staff.md#notifications). Internal notes never make one.
 */
export type NotificationKind = "status" | "public_update" | "reporter_message";

/** Tells a reporter that their report changed (in the app, and by e-mail when SMTP is set). */
@Entity({ tableName: "notification" })
@Index({ properties: ["recipient", "createdAt", "id"] })
export class Notification {
  [OptionalProps]?:
    "id" | "createdAt" | "readAt" | "emailSentAt" | "note" | "fromStatus" | "kind" | "publicUpdate";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: "cascade" })
  recipient!: User;

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @Property({ type: "string", length: 20, nullable: true })
  fromStatus: ReportStatus | null = null;

  @Property({ type: "string", length: 20, default: "status" })
  kind: NotificationKind = "status";

  /** The report's status after the change; for a text without a status change, its status then. */
  @Property({ type: "string", length: 20 })
  toStatus!: ReportStatus;

  /** Staff's message to the reporter. */
  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength, nullable: true })
  note: string | null = null;

  /** The public update staff wrote (everyone may read it on the report). */
  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength, nullable: true })
  publicUpdate: string | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  readAt: Date | null = null;

  /** Set once the e-mail was accepted by the SMTP server: the job never sends it again. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  emailSentAt: Date | null = null;
}
