import {
  ArrayType,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import {
  EXTENSION_REASON_MAX_LENGTH,
  INITIAL_REPORT_STATUS,
  LIMITS,
  termEnd,
  type FlagReason,
  type ModerationState,
  type ReportStatus,
} from "../../domain";
import { Category } from "../category/category.entity";
import { Dependencia } from "../dependencia/dependencia.entity";
import { publicSquareSql } from "./public-square.sql";
import { User } from "../user/user.entity";

@Entity({ tableName: "report" })
// One index per list or statistic that filters on a column and shows the newest first; those of the
// report tables end in (createdAt, id), the keyset of their pages (report-search.service.ts).
@Index({ properties: ["author", "createdAt"] })
@Index({ properties: ["createdAt", "id"] })
@Index({ properties: ["status", "createdAt", "id"] })
@Index({ properties: ["category", "createdAt", "id"] })
@Index({ properties: ["neighborhood", "createdAt", "id"] })
@Index({ properties: ["neighborhood", "status", "createdAt", "id"] })
@Index({ properties: ["severity", "createdAt", "id"] })
@Index({ properties: ["votesCount", "createdAt", "id"] })
// The due-date job's pass: open reports not yet marked overdue, by due date.
@Index({
  name: "report_open_due_at_index",
  expression:
    'create index "report_open_due_at_index" on "report" ("due_at") where "overdue_at" is null and "answered_at" is null and "status" in (\'recibido\', \'en_gestion\', \'reabierto\')',
})
// Accent-insensitive search of address and description (functions and extensions: the migration).
@Index({
  name: "report_search_text_index",
  expression:
    'create index "report_search_text_index" on "report" using gin (report_search_text("address", "description") gin_trgm_ops)',
})
// "¿Ya lo reportaron?" (docs/nearby.md#the-query): a category's open reports of one public square,
// and of one barrio (to compare their text), newest first.
@Index({
  name: "report_nearby_square_index",
  expression: `create index "report_nearby_square_index" on "report" ("category_id", (${publicSquareSql('"latitude"')}), (${publicSquareSql('"longitude"')}), "created_at" desc, "id") where "latitude" is not null and "status" in ('recibido', 'en_gestion', 'reabierto')`,
})
@Index({
  name: "report_nearby_barrio_index",
  expression:
    'create index "report_nearby_barrio_index" on "report" ("category_id", "neighborhood", "created_at") where "status" in (\'recibido\', \'en_gestion\', \'reabierto\')',
})
// Statistics (docs/statistics.md): the open-data export in filing order, and the median days to first
// resolution over the reports resolved in a period, read from this index alone.
@Index({ properties: ["createdAt"] })
@Index({
  name: "report_first_resolved_at_index",
  expression:
    'create index "report_first_resolved_at_index" on "report" ("first_resolved_at") include ("created_at", "category_id", "neighborhood", "severity", "status") where "first_resolved_at" is not null',
})
// A retried submit (docs/decisions.md#nothing-lost) finds the first report instead of filing a second one.
@Unique({ properties: ["author", "idempotencyKey"] })
export class Report {
  [OptionalProps]?:
    | "id"
    | "status"
    | "createdAt"
    | "updatedAt"
    | "firstResolvedAt"
    | "firstAnsweredAt"
    | "resolutionReopenedAt"
    | "author"
    | "address"
    | "description"
    | "latitude"
    | "longitude"
    | "anonymous"
    | "allowContact"
    | "idempotencyKey"
    | "idempotencyFingerprint"
    | "photoIds"
    | "afterPhotoId"
    | "votesCount"
    | "commentsCount"
    | "assignee"
    | "dueAt"
    | "answeredAt"
    | "extendedAt"
    | "extensionReason"
    | "channel"
    | "originalDueAt"
    | "overdueAt"
    | "warnedSoonAt"
    | "moderation"
    | "moderationReason";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  /**
   * The petition's filing number, `RIO-AAAA-NNNNNN`: consecutive per Bogotá year with no gaps, given by
   * the database's `next_radicado` in the filing transaction (docs/legal-clock.md#radicado).
   */
  @Property({ type: "string", length: 20, columnType: 'varchar(20) collate "C"' })
  @Unique()
  radicado!: string;

  @ManyToOne(() => Category, { deleteRule: "restrict" })
  category!: Category;

  /**
   * Null once the author deleted their account: the report stays, anonymised
   * (docs/decisions.md#account-deletion).
   */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  author: User | null = null;

  @Property({ type: "string", length: 60 })
  neighborhood!: string;

  @Property({ type: "string", length: LIMITS.addressMaxLength, nullable: true })
  address: string | null = null;

  @Property({ type: "string", length: LIMITS.descriptionMaxLength, nullable: true })
  description: string | null = null;

  @Property({ type: "smallint" })
  severity!: number;

  @Property({ type: "double", nullable: true })
  latitude: number | null = null;

  @Property({ type: "double", nullable: true })
  longitude: number | null = null;

  @Property({ type: "boolean", default: true })
  anonymous: boolean = true;

  @Property({ type: "boolean", default: false })
  allowContact: boolean = false;

  /** Chosen by the client per submission; unique per author. */
  @Property({ type: "string", length: 100, nullable: true })
  idempotencyKey: string | null = null;

  /**
   * SHA-256 of the submission as validated (report.service.ts `fingerprint`): a retry with the key must
   * carry the same report; null for reports filed before it was kept (any retry of those is accepted).
   */
  @Property({ type: "string", length: 64, nullable: true })
  idempotencyFingerprint: string | null = null;

  /**
   * The attached photos in the order the resident gave them. `Photo.reportId` says which report a photo
   * belongs to (and so that it cannot be attached twice); this says in which order they are shown.
   */
  @Property({ type: ArrayType, columnType: "text[]", default: "{}" })
  photoIds: string[] = [];

  /**
   * Staff's optional "después" photo, added when resolving (docs/staff.md#updates-messages-and-notes);
   * shown beside the resident's photos, never one of them.
   */
  @Property({ type: "uuid", nullable: true })
  afterPhotoId: string | null = null;

  @Property({ type: "string", length: 20 })
  status: ReportStatus = INITIAL_REPORT_STATUS;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /**
   * Community support, kept exact in the same transaction as each vote or comment, so that lists sort by
   * "most supported" from an index instead of counting per row.
   */
  @Property({ type: "integer", default: 0 })
  votesCount: number = 0;

  @Property({ type: "integer", default: 0 })
  commentsCount: number = 0;

  /** When the report first reached `resuelto`; the base of the average response time. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  firstResolvedAt: Date | null = null;

  /**
   * The first public answer the report ever had (`answeredAt` is the current term's): kept by a database
   * trigger from `answeredAt`, for the public performance figures (docs/transparency.md).
   */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  firstAnsweredAt: Date | null = null;

  /** While `duplicado`: the original report (docs/legal-clock.md#statuses). */
  // Indexed: an original lists its duplicates, and a report with duplicates cannot become one.
  @ManyToOne(() => Report, { nullable: true, deleteRule: "restrict", index: true })
  duplicateOf: Report | null = null;

  /** The original's radicado, kept beside it for every list to show: a radicado never changes. */
  @Property({ type: "string", length: 20, nullable: true })
  duplicateOfRadicado: string | null = null;

  /** While `trasladado`: the entity that received it. */
  @Property({ type: "string", length: LIMITS.transferEntityMaxLength, nullable: true })
  transferredTo: string | null = null;

  /** Transferred after its 5 días hábiles (docs/legal-clock.md#statuses): allowed, and flagged. */
  @Property({ type: "boolean", nullable: true })
  transferredLate: boolean | null = null;

  /** The dependencia that works it: routed at filing, re-routed by staff (docs/staff.md#routing). */
  @ManyToOne(() => Dependencia, { deleteRule: "restrict" })
  @Index()
  dependencia!: Dependencia;

  /** The one person of its dependencia it is assigned to, if any (docs/staff.md#assignment). */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  @Index()
  assignee: User | null = null;
  /**
   * The end of the petition's term (docs/legal-clock.md#the-due-date): 15 días hábiles after filing, or
   * after reopening; later when extended.
   */
  @Property({ type: "datetime", columnType: "timestamptz" })
  dueAt: Date = termEnd(this.createdAt);

  /** When the first public answer met the term of this filing or reopening; null while unanswered. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  answeredAt: Date | null = null;

  /** The one extension of the current term: when, why (told to the reporter) and the due date before it. */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  extendedAt: Date | null = null;

  @Property({ type: "string", length: EXTENSION_REASON_MAX_LENGTH, nullable: true })
  extensionReason: string | null = null;

  /** How a partner's report came in: "Open311: <key name>" (docs/open311.md#filing); null from the app. */
  @Property({ type: "string", length: 100, nullable: true })
  channel: string | null = null;

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  originalDueAt: Date | null = null;

  /**
   * Set once by the due-date job when the term expired unanswered, with staff's warning; `warnedSoonAt`
   * when staff were warned 2 días hábiles before. Each is written by one run only (docs/legal-clock.md#the-overdue-job).
   */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  overdueAt: Date | null = null;

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  warnedSoonAt: Date | null = null;

  /**
   * The first time the report was reopened after being resolved: kept by a database trigger, for the
   * public reopen rate (docs/transparency.md).
   */
  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  resolutionReopenedAt: Date | null = null;

  /**
   * Moderation (docs/moderation.md): under review after three flags, or hidden by staff with a public
   * reason; the public then reads neither its text nor its photos. Null while shown.
   */
  @Property({ type: "string", length: 10, nullable: true })
  moderation: ModerationState | null = null;

  @Property({ type: "string", length: 20, nullable: true })
  moderationReason: FlagReason | null = null;
}

/**
 * One entry of a report's history (docs/decisions.md#status-and-history): its creation, then every status
 * change.
 */
/**
 * One row per Bogotá year that has radicados: the filing transaction locks its year's row, so that
 * concurrent filings take numbers one after the other (docs/legal-clock.md#radicado).
 */
@Entity({ tableName: "radicado_year" })
export class RadicadoYear {
  @PrimaryKey({ type: "integer", autoincrement: false })
  year!: number;
}

/**
 * Every día hábil from 2000 to 2100, numbered in order (holidays from `colombian-holidays`), for the
 * database's `term_end` (docs/legal-clock.md#the-due-date): the due date of a report inserted without one
 * (seeds, bulk loads) and of those filed before due dates existed is two index lookups.
 */
@Entity({ tableName: "business_day" })
export class BusinessDay {
  @PrimaryKey({ type: "date", autoincrement: false })
  day!: string;

  @Property({ type: "integer" })
  @Unique()
  ordinal!: number;
}

@Entity({ tableName: "report_status_change" })
@Index({ properties: ["report", "changedAt"] })
export class ReportStatusChange {
  [OptionalProps]?: "id" | "changedBy" | "fromStatus" | "changedAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  /** The reporter for the creation entry, staff afterwards; null once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  @Index()
  changedBy: User | null = null;

  /** Null for the creation entry. */
  @Property({ type: "string", length: 20, nullable: true })
  fromStatus: ReportStatus | null = null;

  @Property({ type: "string", length: 20 })
  toStatus!: ReportStatus;

  @Property({ type: "datetime", columnType: "timestamptz" })
  changedAt: Date = new Date();
}

/**
 * A report's routing history after filing (docs/staff.md#routing): who sent it from which dependencia to
 * which, and when the receiving dependencia's e-mail was accepted (so that a retried job never sends it
 * twice).
 */
@Entity({ tableName: "report_routing" })
@Index({ properties: ["report", "routedAt"] })
export class ReportRouting {
  [OptionalProps]?: "id" | "routedAt" | "emailSentAt" | "routedBy";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @ManyToOne(() => Report, { deleteRule: "cascade" })
  report!: Report;

  @ManyToOne(() => Dependencia, { deleteRule: "cascade" })
  fromDependencia!: Dependencia;

  @ManyToOne(() => Dependencia, { deleteRule: "cascade" })
  toDependencia!: Dependencia;

  @ManyToOne(() => User, { nullable: true, deleteRule: "set null" })
  routedBy: User | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  routedAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  emailSentAt: Date | null = null;
}
