import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import type { AuditAction } from "../../domain";
import { User } from "../user/user.entity";

/**
 * One staff action (docs/decisions.md#staff-actions-are-audited): who, when, what, before → after. Never
 * updated.
 */
@Entity({ tableName: "audit_entry" })
@Index({ properties: ["createdAt", "id"] })
@Index({ properties: ["actor", "createdAt", "id"] })
export class AuditEntry {
  [OptionalProps]?: "id" | "createdAt" | "before" | "after";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  /** Null once the actor's account is deleted; `actorName` still says who it was. */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  actor!: User | null;

  @Property({ type: "string", length: 201 })
  actorName!: string;

  @Property({ type: "string", length: 40 })
  action!: AuditAction;

  @Property({ type: "string", length: 20 })
  subjectType!:
    | "report"
    | "user"
    | "category"
    | "dependencia"
    | "routing"
    | "template"
    | "api_key"
    | "comment"
    | "webhook";

  @Property({ type: "string", length: 64 })
  subjectId!: string;

  /** How the subject is named to a reader (report "#1a2b3c4d", a user's name, a category's name). */
  @Property({ type: "string", length: 300 })
  subjectLabel!: string;

  @Property({ type: "json", nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: "json", nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();
}
