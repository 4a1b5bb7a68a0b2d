import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { REPORT_UPDATE_LIMITS, type NotificationKind, type ReportStatus } from "../../domain";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";

/**
 * Tells a reporter that their report changed (its status, a public update or a message to them, its term
 * extended), or staff that a term is about to end or ended (in the app, and by e-mail when SMTP is set).
 * Internal notes never make one (docs/staff.md#notifications).
 */
@Entity({ tableName: "notification" })
@Index({ properties: ["recipient", "createdAt", "id"] })
export class Notification {
  [OptionalProps]?:
    | "id"
    | "createdAt"
    | "readAt"
    | "emailSentAt"
    | "note"
    | "fromStatus"
    | "kind"
    | "dueAt"
    | "publicUpdate"
    | "originalReport";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: "cascade" })
  recipient!: User;

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @Property({ type: "string", length: 20, default: "status" })
  kind: NotificationKind = "status";

  @Property({ type: "string", length: 20, nullable: true })
  fromStatus: ReportStatus | null = null;

  /** The new status; for the other kinds, the report's status when the notice was written. */
  @Property({ type: "string", length: 20 })
  toStatus!: ReportStatus;

  /** Staff's message to the reporter, or the reason of an extension. */
  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength, nullable: true })
  note: string | null = null;

  /** The public update staff wrote (everyone may read it on the report). */
  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength, nullable: true })
  publicUpdate: string | null = null;

  /**
   * For a report marked duplicado: the original, where its reporter and followers follow it now
   * (docs/staff.md#duplicates). Null otherwise, and once the original is gone.
   */
  @ManyToOne(() => Report, { nullable: true, deleteRule: "set null" })
  originalReport: Report | null = null;

  /** The report's due date as the notice tells it (the new one for an extension); null otherwise. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  dueAt: Date | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  readAt: Date | null = null;

  /** Set once the e-mail was accepted by the SMTP server: the job never sends it again. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  emailSentAt: Date | null = null;
}
