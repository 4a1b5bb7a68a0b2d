import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import type { NotificationKind, ReportStatus } from "../../domain";
import { Report } from "../report/report.entity";
import { User } from "../user/user.entity";

/**
 * Tells a reporter that their report changed status or had its term extended, or staff that a term is
 * about to end or ended (in the app, and by e-mail when SMTP is set).
 */
@Entity({ tableName: "notification" })
@Index({ properties: ["recipient", "createdAt", "id"] })
export class Notification {
  [OptionalProps]?: "id" | "createdAt" | "readAt" | "emailSentAt" | "note" | "fromStatus" | "kind" | "dueAt";

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

  /** Staff's note on a status change, or the reason of an extension. */
  @Property({ type: "string", length: 500, nullable: true })
  note: string | null = null;

  /** The report's due date as the notice tells it (the new one for an extension); null for status changes. */
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
