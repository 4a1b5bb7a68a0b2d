import type { CurrentUser } from "../../context/current-user";
import {
  isOverdue,
  maskPersonalData,
  moderationPlaceholder,
  MODERATION_TEXT,
  nextStatuses,
  publicPoint,
  type FlagReason,
  type ModerationState,
  type ReportStatus,
} from "../../domain";
import { canFollowReport, canRestore } from "../../policies/community.policy";
import {
  canAssignReport,
  canChangeReportStatus,
  canRouteReport,
  canExtendDueDate,
  type ReportTermFacts,
  canWriteReportUpdate,
  publicDisclosure,
  reportDisclosure,
  type ReportDisclosure,
  type ReportFacts,
} from "../../policies/report.policy";
import parsePostgresDate from "postgres-date";
import type { Report } from "./report.entity";
import type { GeoPoint, ReportView } from "./report.types";

/**
 * A report as one viewer may see it: its own columns as disclosed to them, the ids of what is related,
 * and the disclosure itself (policies/report.policy.ts), decided once per record when it is read. Every
 * door presents these through report-view.ts alone: GraphQL field by field (report-fields.resolver.ts),
 * REST all at once (report.presenter.ts), the community pages (public-report.presenter.ts).
 */
export interface ReportRecord extends ReportView {
  authorId: string | null;
  photoIds: string[];
  /** Staff's "después" photo of the resolution. */
  afterPhotoId: string | null;
  disclosure: ReportDisclosure;
  /** What the policies decide on (who may see and work it), as read: not for presenting. */
  facts: ReportFacts;
  firstResolvedAt: Date | null;
  /**
   * Under review or hidden, and not disclosed to this viewer: its text, photos and staff's updates are
   * withheld, and `description` is the placeholder (docs/moderation.md#what-the-public-reads).
   */
  withheld: boolean;
}

/**
 * Whose view a record is read in: the viewer's own level, decided per record (the report tables,
 * Mis reportes, staff's screens), or the public view whoever asks (the community pages, which show
 * everyone what everyone sees: docs/community.md#what-is-public).
 */
export type RecordView = "viewer" | "public";

/** The columns of `report` as lists read them (`r` is the table's alias), cursor keys included. */
export const REPORT_COLUMNS = `r.id, r.radicado, r.category_id, r.author_id, r.neighborhood, r.address, r.description,
  r.severity, r.status, r.latitude, r.longitude, r.anonymous, r.allow_contact, r.photo_ids, r.after_photo_id, r.votes_count,
  r.comments_count, r.created_at, r.updated_at, r.first_resolved_at, r.duplicate_of_id, r.duplicate_of_radicado,
  r.transferred_to, r.transferred_late, r.dependencia_id, r.assignee_id, r.due_at, r.answered_at, r.extended_at,
  r.extension_reason, r.original_due_at, r.channel, r.moderation, r.moderation_reason, r.created_at::text AS created_at_key, r.due_at::text AS due_at_key`;

export interface ReportRow {
  id: string;
  category_id: string;
  author_id: string | null;
  radicado: string;
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: ReportStatus;
  latitude: number | null;
  longitude: number | null;
  anonymous: boolean;
  allow_contact: boolean;
  photo_ids: string[];
  after_photo_id: string | null;
  votes_count: number;
  comments_count: number;
  /** Raw queries get PostgreSQL's text for timestamps (MikroORM's pg type parsers); entities, Dates. */
  created_at: Date | string;
  updated_at: Date | string;
  first_resolved_at: Date | string | null;
  duplicate_of_id: string | null;
  duplicate_of_radicado: string | null;
  transferred_to: string | null;
  transferred_late: boolean | null;
  dependencia_id: string;
  assignee_id: string | null;
  due_at: Date | string;
  answered_at: Date | string | null;
  extended_at: Date | string | null;
  extension_reason: string | null;
  original_due_at: Date | string | null;
  /** A partner's report: "Open311: <key name>" (docs/open311.md#filing). */
  channel: string | null;
  moderation: ModerationState | null;
  moderation_reason: FlagReason | null;
  /** created_at to the microsecond, as PostgreSQL writes it (a JS Date keeps milliseconds only). */
  created_at_key: string;
  /** due_at likewise, for the "due" order's cursors. */
  due_at_key: string;
}

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2})(?::?(\d{2}))?$/;

/** "2026-03-05 15:30:00.123456+00" (PostgreSQL's text) as a Date. */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // The parser MikroORM's driver reads PostgreSQL's text with: a page of reports has a hundred of these,
  // and it takes less than half the time the pattern below does.
  const parsed = parsePostgresDate(value);
  if (parsed instanceof Date) return parsed;
  const match = PG_TIMESTAMP.exec(value);
  if (!match) return new Date(value);
  const [, day, time, zone, minutes] = match;
  return new Date(`${day}T${time}${zone === "Z" ? "Z" : `${zone}:${minutes ?? "00"}`}`);
}

export function reportFacts(report: Report): ReportFacts {
  return {
    authorId: report.author?.id ?? null,
    anonymous: report.anonymous,
    allowContact: report.allowContact,
    dependenciaId: report.dependencia.id,
  };
}

export function rowFacts(
  row: Pick<ReportRow, "author_id" | "anonymous" | "allow_contact" | "dependencia_id">,
): ReportFacts {
  return {
    authorId: row.author_id,
    anonymous: row.anonymous,
    allowContact: row.allow_contact,
    dependenciaId: row.dependencia_id,
  };
}

/** The point as disclosed: the exact one, or the centre of its square (docs/community.md#the-public-view). */
function disclosedLocation(row: ReportRow, disclosure: ReportDisclosure): GeoPoint | null {
  if (row.latitude == null || row.longitude == null) return null;
  const exact = { lat: row.latitude, lng: row.longitude };
  return disclosure.exactLocation
    ? { ...exact, approximate: false }
    : { ...publicPoint(exact), approximate: true };
}

/** What the viewer may do with a report now (policies/report.policy.ts, domain/statuses.ts). */
function reportViewerCan(
  viewer: CurrentUser | undefined,
  facts: ReportFacts,
  term: ReportTermFacts,
  now: Date,
  moderation: ReportView["moderation"],
) {
  const changeStatus = canChangeReportStatus(viewer, facts);
  return {
    changeStatus,
    writeUpdate: canWriteReportUpdate(viewer, facts),
    nextStatuses: changeStatus ? nextStatuses(term.status) : [],
    route: canRouteReport(viewer, facts),
    assign: canAssignReport(viewer, facts),
    extendDueDate: canExtendDueDate(viewer, facts, term, now),
    follow: canFollowReport(viewer),
    restore: canRestore(viewer, moderation),
  };
}

/** The moderation of a report as this viewer is told of it (docs/moderation.md#what-the-public-reads). */
function moderationFor(row: ReportRow, viewer: CurrentUser | undefined): ReportView["moderation"] {
  if (!row.moderation) return null;
  const reason = row.moderation === "hidden" ? row.moderation_reason : null;
  let notice = moderationPlaceholder(row.moderation, reason);
  // Its author, in whichever view (Mis reportes, or its community page): a note to them, not the placeholder.
  if (viewer != null && row.author_id === viewer.id) {
    notice = reason ? MODERATION_TEXT.authorHidden(reason) : MODERATION_TEXT.authorUnderReview;
  }
  return { state: row.moderation, reason, notice };
}

const toDateOrNull = (value: Date | string | null): Date | null => (value == null ? null : toDate(value));

export function recordFromRow(
  row: ReportRow,
  viewer: CurrentUser | undefined,
  view: RecordView = "viewer",
): ReportRecord {
  const facts = rowFacts(row);
  const disclosure = view === "public" ? publicDisclosure(viewer, facts) : reportDisclosure(viewer, facts);
  // Personal data in the reporter's text is masked here, once, for every door (docs/privacy-masking.md).
  const text = disclosure.originalText ? (value: string | null) => value : maskPersonalData;
  const moderation = moderationFor(row, viewer);
  const withheld = moderation !== null && !disclosure.moderatedContent;
  // The clock as of this read (docs/legal-clock.md#the-due-date).
  const now = new Date();
  const term: ReportTermFacts = {
    status: row.status,
    dueAt: toDate(row.due_at),
    answeredAt: toDateOrNull(row.answered_at),
    extendedAt: toDateOrNull(row.extended_at),
  };
  return {
    id: row.id,
    radicado: row.radicado,
    categoryId: row.category_id,
    neighborhood: row.neighborhood,
    address: withheld ? null : text(row.address),
    description: withheld ? moderation.notice : text(row.description),
    severity: row.severity,
    status: row.status,
    location: disclosedLocation(row, disclosure),
    anonymous: row.anonymous,
    allowContact: disclosure.contactChoice ? row.allow_contact : null,
    votesCount: row.votes_count,
    commentsCount: row.comments_count,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    firstResolvedAt: row.first_resolved_at == null ? null : toDate(row.first_resolved_at),
    duplicateOfId: row.duplicate_of_id,
    duplicateOfRadicado: row.duplicate_of_radicado,
    transferredTo: row.transferred_to,
    transferredLate: row.transferred_late,
    dueAt: term.dueAt,
    answeredAt: term.answeredAt,
    overdue: isOverdue(term, now),
    extendedAt: term.extendedAt,
    originalDueAt: toDateOrNull(row.original_due_at),
    // Told to the reporter, it may name them or their home: like staff's messages, not public.
    extensionReason: disclosure.reporterMessages ? row.extension_reason : null,
    // Which partner sent it is staff's working knowledge, like the internal notes.
    channel: disclosure.internalNotes ? (row.channel ?? null) : null,
    moderation,
    withheld,
    authorId: row.author_id,
    photoIds: withheld ? [] : row.photo_ids,
    afterPhotoId: withheld ? null : row.after_photo_id,
    disclosure,
    dependenciaId: row.dependencia_id,
    assigneeId: row.assignee_id,
    facts,
    viewerCan: reportViewerCan(viewer, facts, term, now, moderation),
  };
}

export function recordFromEntity(
  report: Report,
  viewer: CurrentUser | undefined,
  view: RecordView = "viewer",
): ReportRecord {
  return recordFromRow(
    {
      id: report.id,
      radicado: report.radicado,
      category_id: report.category.id,
      author_id: report.author?.id ?? null,
      neighborhood: report.neighborhood,
      address: report.address,
      description: report.description,
      severity: report.severity,
      status: report.status,
      latitude: report.latitude,
      longitude: report.longitude,
      anonymous: report.anonymous,
      allow_contact: report.allowContact,
      photo_ids: report.photoIds,
      after_photo_id: report.afterPhotoId,
      votes_count: report.votesCount,
      comments_count: report.commentsCount,
      created_at: report.createdAt,
      updated_at: report.updatedAt,
      first_resolved_at: report.firstResolvedAt,
      duplicate_of_id: report.duplicateOf?.id ?? null,
      duplicate_of_radicado: report.duplicateOfRadicado,
      transferred_to: report.transferredTo,
      transferred_late: report.transferredLate,
      dependencia_id: report.dependencia.id,
      assignee_id: report.assignee?.id ?? null,
      due_at: report.dueAt,
      answered_at: report.answeredAt,
      extended_at: report.extendedAt,
      extension_reason: report.extensionReason,
      original_due_at: report.originalDueAt,
      channel: report.channel,
      moderation: report.moderation,
      moderation_reason: report.moderationReason,
      created_at_key: report.createdAt.toISOString(),
      due_at_key: report.dueAt.toISOString(),
    },
    viewer,
    view,
  );
}
