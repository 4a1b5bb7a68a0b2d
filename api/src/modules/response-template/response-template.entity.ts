import { Entity, Index, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { REPORT_UPDATE_LIMITS, type ReportStatus } from "../../domain";

/**
 * A response template (docs/staff.md#response-templates): text super_admins keep per status, with
 * placeholders ({radicado}, {barrio}, {vence}) filled from the report when staff pick it in the status
 * form.
 */
@Entity({ tableName: "response_template" })
@Index({ properties: ["status", "position"] })
export class ResponseTemplate {
  [OptionalProps]?: "id" | "position" | "updatedAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @Property({ type: "string", length: 20 })
  status!: ReportStatus;

  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.templateTitleMaxLength })
  title!: string;

  @Property({ type: "string", length: REPORT_UPDATE_LIMITS.bodyMaxLength })
  body!: string;

  /** Order within its status: the form offers them in this order. */
  @Property({ type: "integer", default: 0 })
  position: number = 0;

  @Property({ type: "datetime", columnType: "timestamptz", onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
