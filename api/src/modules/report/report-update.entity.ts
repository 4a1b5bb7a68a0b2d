import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { REPORT_UPDATE_LIMITS, type ReportUpdateKind } from "../../domain";
import { User } from "../user/user.entity";
import { Report, ReportStatusChange } from "./report.entity";

/**
 * A text staff wrote on a report, of one of three kinds that differ in who reads them
 * (docs/staff.md#updates-messages-and-notes): `public_update` (everyone), `reporter_message` (the reporter
 * and staff), `internal_note` (staff only). One table with the kind on every row, so that every reader
 * filters by it through the report's disclosure (policies/report.policy.ts) and no door can take one for
 * another.
 */
@Entity({ tableName: "report_update" })
@Index({ properties: ["report", "createdAt"] })
export class ReportUpdate {
  [OptionalProps]?: "id" | "author" | "isAnswer" | "statusChange" | "createdAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @Property({ type: "string", length: 20 })
  kind!: ReportUpdateKind;

  /** The staff member who wrote it; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  @Index()
  author: User | null = null;

  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength })
  body!: string;

  /**
   * A public update marked "Respuesta": a substantive reply to the petition, which meets its legal term
   * (docs/legal-clock.md#the-answer). Only public updates may carry it.
   */
  @Property({ type: "boolean", default: false })
  isAnswer: boolean = false;

  /** The status change it was written with, if any. */
  @ManyToOne(() => ReportStatusChange, { nullable: true, deleteRule: "set null" })
  @Index()
  statusChange: ReportStatusChange | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}
