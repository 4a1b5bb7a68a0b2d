import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import { INITIAL_REPORT_STATUS, type ReportStatus } from "../../domain";
import { Category } from "../category/category.entity";

@Entity({ tableName: "report" })
@Index({ properties: ["status", "createdAt"] })
export class Report {
  [OptionalProps]?: "id" | "status" | "createdAt" | "updatedAt" | "firstResolvedAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Category, { deleteRule: "restrict" })
  category!: Category;

  @Property({ type: "string", length: 60 })
  @Index()
  neighborhood!: string;

  @Property({ type: "smallint" })
  severity!: number;

  @Property({ type: "string", length: 20 })
  status: ReportStatus = INITIAL_REPORT_STATUS;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** When the report first reached `resuelto`; the base of the average response time. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  firstResolvedAt: Date | null = null;
}
