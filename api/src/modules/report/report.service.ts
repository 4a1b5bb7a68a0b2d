import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../auth/current-user";
import {
  isCategoryId,
  isInCity,
  isNeighborhoodSlug,
  isReportStatus,
  isSeverity,
  LIMITS,
  MESSAGES,
  RESOLVED_STATUS,
  type LatLng,
  type ReportStatus,
} from "../../domain";
import { canChangeReportStatus, canFileReport, canViewReport } from "../../policies/report.policy";
import { badUserInput, forbidden, notFound } from "../../server/errors";
import { Category } from "../category/category.entity";
import { Photo } from "../photo/photo.entity";
import { UUID_PATTERN } from "../photo/photo.service";
import { parsePhotoReference } from "../photo/upload-key.policy";
import { User } from "../user/user.entity";
import { Report, ReportStatusChange } from "./report.entity";
import { presentReport, presentReports, reportFacts } from "./report.presenter";
import type { ReportTotals, ReportView } from "./report.types";

/** Messages of this API only (malformed requests the form never sends); the rest are in the domain. */
export const REPORT_MESSAGES = {
  invalidValue: "Dato inválido.",
  locationInvalid: "La ubicación no es válida. Elígela de nuevo en el mapa.",
  idempotencyKeyInvalid: "La clave de envío no es válida. Recarga la página e inténtalo de nuevo.",
} as const;

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

interface ValidReport {
  categoryId: string;
  neighborhood: string;
  severity: number;
  address: string | null;
  description: string | null;
  photoIds: string[];
  location: LatLng | null;
  anonymous: boolean;
  allowContact: boolean;
}

// Control characters (NUL above all, which PostgreSQL refuses in text) never come from a keyboard;
// tabs and line breaks do (a description is a textarea).
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/** Trimmed text, null when empty or absent (SPEC.md §5); `undefined` when it is not acceptable text. */
function optionalText(value: unknown): string | null | undefined {
  if (value == null) return null;
  if (typeof value !== "string" || CONTROL_CHARACTERS.test(value)) return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function optionalBoolean(value: unknown, fallback: boolean): boolean | undefined {
  if (value == null) return fallback;
  return typeof value === "boolean" ? value : undefined;
}

/** Every problem of the form at once, keyed by field, so the form can show them all. */
function validateCreateReport(input: unknown): ValidReport {
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};

  if (!isCategoryId(raw.categoryId)) fields.categoryId = MESSAGES.categoryRequired;
  if (!isNeighborhoodSlug(raw.neighborhood)) fields.neighborhood = MESSAGES.neighborhoodRequired;
  if (!isSeverity(raw.severity)) fields.severity = MESSAGES.severityRequired;

  const address = optionalText(raw.address);
  if (address === undefined) fields.address = REPORT_MESSAGES.invalidValue;
  else if ((address?.length ?? 0) > LIMITS.addressMaxLength) fields.address = MESSAGES.addressTooLong;
  const description = optionalText(raw.description);
  if (description === undefined) fields.description = REPORT_MESSAGES.invalidValue;
  else if ((description?.length ?? 0) > LIMITS.descriptionMaxLength) {
    fields.description = MESSAGES.descriptionTooLong;
  }

  const photoIds: string[] = [];
  const evidence = raw.evidenceUrls ?? [];
  if (!Array.isArray(evidence)) {
    fields.evidenceUrls = MESSAGES.photoInvalid;
  } else if (evidence.length > LIMITS.photosPerReport) {
    fields.evidenceUrls = MESSAGES.tooManyPhotos;
  } else {
    for (const url of evidence) {
      const reference = typeof url === "string" ? parsePhotoReference(url) : undefined;
      // Only processed photos (`/api/photos/<id>`), each once: an upload URL was never checked.
      if (!reference || !("photoId" in reference) || photoIds.includes(reference.photoId)) {
        fields.evidenceUrls = MESSAGES.photoInvalid;
        break;
      }
      photoIds.push(reference.photoId);
    }
  }

  let location: LatLng | null = null;
  if (raw.location != null) {
    const { lat, lng } = raw.location as { lat?: unknown; lng?: unknown };
    if (
      typeof lat !== "number" ||
      typeof lng !== "number" ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng)
    ) {
      fields.location = REPORT_MESSAGES.locationInvalid;
    } else if (!isInCity({ lat, lng })) {
      fields.location = MESSAGES.locationOutOfArea;
    } else {
      location = { lat, lng };
    }
  }

  const anonymous = optionalBoolean(raw.anonymous, true);
  if (anonymous === undefined) fields.anonymous = REPORT_MESSAGES.invalidValue;
  const allowContact = optionalBoolean(raw.allowContact, false);
  if (allowContact === undefined) fields.allowContact = REPORT_MESSAGES.invalidValue;

  if (Object.keys(fields).length > 0) throw badUserInput(fields);
  return {
    categoryId: raw.categoryId as string,
    neighborhood: raw.neighborhood as string,
    severity: raw.severity as number,
    address: address ?? null,
    description: description ?? null,
    photoIds,
    location,
    anonymous: anonymous!,
    allowContact: allowContact!,
  };
}

/** The header or argument as given; absent or blank means "no key". */
function parseIdempotencyKey(value: unknown): string | null {
  if (value == null || (typeof value === "string" && value.trim() === "")) return null;
  if (typeof value !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badUserInput({ idempotencyKey: REPORT_MESSAGES.idempotencyKeyInvalid });
  }
  return value;
}

const findByKey = (em: EntityManager, authorId: string, idempotencyKey: string) =>
  em.findOne(
    Report,
    { author: authorId, idempotencyKey },
    { populate: ["category", "author"], refresh: true },
  );

/**
 * Files a report for `viewer` (citizens only). With an idempotency key, a repeated submission (a retry,
 * a double click, even two requests at once) answers the first report instead of filing another:
 * `created` tells which. The report, its photos and its first history entry are one transaction.
 */
export async function createReport(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
  idempotencyKey?: unknown,
): Promise<{ report: ReportView; created: boolean }> {
  if (!canFileReport(viewer)) throw forbidden(MESSAGES.onlyCitizensReport);
  const key = parseIdempotencyKey(idempotencyKey);
  if (key) {
    const existing = await findByKey(em, viewer.id, key);
    if (existing) return { report: await presentReport(em, viewer, existing), created: false };
  }
  const valid = validateCreateReport(input);

  let reportId: string;
  try {
    reportId = await em.transactional(async (tx) => {
      const report = tx.create(Report, {
        category: tx.getReference(Category, valid.categoryId),
        author: tx.getReference(User, viewer.id),
        neighborhood: valid.neighborhood,
        severity: valid.severity,
        address: valid.address,
        description: valid.description,
        latitude: valid.location?.lat ?? null,
        longitude: valid.location?.lng ?? null,
        anonymous: valid.anonymous,
        allowContact: valid.allowContact,
        idempotencyKey: key,
        photoIds: valid.photoIds,
      });
      // Inserted before anything else: a concurrent submission with the same key waits on the unique
      // index until this transaction ends, then fails and answers this report (see the catch below).
      await tx.flush();

      const photos =
        valid.photoIds.length === 0
          ? []
          : await tx.find(
              Photo,
              { id: { $in: valid.photoIds } },
              // Always in the same order, so that two submissions sharing photos cannot deadlock.
              { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: "asc" } },
            );
      const usable = photos.filter(
        (photo) => photo.ownerId === viewer.id && photo.status === "ready" && photo.reportId === null,
      );
      // Rolls the report back: no report without the photos its author chose.
      if (usable.length !== valid.photoIds.length) {
        throw badUserInput({ evidenceUrls: MESSAGES.photoInvalid });
      }
      for (const photo of usable) photo.reportId = report.id;

      tx.create(ReportStatusChange, {
        report,
        // The author is on the report already; naming them here too would be one more place an
        // anonymous author could leak from.
        changedBy: null,
        fromStatus: null,
        toStatus: report.status,
        changedAt: report.createdAt,
      });
      return report.id;
    });
  } catch (error) {
    if (key && error instanceof UniqueConstraintViolationException) {
      // Committed by now: this insert waited on the unique index for the first submission to finish.
      const existing = await findByKey(em, viewer.id, key);
      if (existing) return { report: await presentReport(em, viewer, existing), created: false };
    }
    throw error;
  }
  return { report: await loadVisible(em, viewer, reportId), created: true };
}

export interface ReportFilter {
  status?: unknown;
}

function parseStatusFilter(status: unknown): ReportStatus | undefined {
  if (status == null || status === "") return undefined;
  if (!isReportStatus(status)) throw badUserInput({ status: MESSAGES.statusInvalid });
  return status;
}

/**
 * The reports `viewer` may see in private views (canViewReport): staff all, anyone else their own.
 * Written as a query so lists scale; `canViewReport` still checks each row, so the policy decides.
 */
function visibleTo(viewer: CurrentUser): { author?: string } {
  return viewer.role === "super_admin" ? {} : { author: viewer.id };
}

/** Mis reportes and the admin table: newest first. */
export async function listReports(
  em: EntityManager,
  viewer: CurrentUser,
  filter: ReportFilter = {},
): Promise<ReportView[]> {
  const status = parseStatusFilter(filter.status);
  const reports = await em.find(
    Report,
    { ...visibleTo(viewer), ...(status ? { status } : {}) },
    { orderBy: [{ createdAt: "desc" }, { id: "desc" }], populate: ["category", "author"] },
  );
  return presentReports(
    em,
    viewer,
    reports.filter((report) => canViewReport(viewer, reportFacts(report))),
  );
}

/** Counts by status over everything `viewer` may see (any status filter of the list is ignored). */
export async function reportTotals(em: EntityManager, viewer: CurrentUser): Promise<ReportTotals> {
  const { author } = visibleTo(viewer);
  const rows = await em.execute<Array<{ status: ReportStatus; count: string }>>(
    `SELECT status, count(*) AS count FROM report ${author ? "WHERE author_id = ?" : ""} GROUP BY status`,
    author ? [author] : [],
  );
  const count = (status: ReportStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const totals = { recibido: count("recibido"), enGestion: count("en_gestion"), resuelto: count("resuelto") };
  return { total: totals.recibido + totals.enGestion + totals.resuelto, ...totals };
}

/** One report, or NOT_FOUND when it does not exist or `viewer` may not see it (no difference shown). */
export async function getReport(em: EntityManager, viewer: CurrentUser, id: string): Promise<ReportView> {
  return loadVisible(em, viewer, id);
}

async function loadVisible(em: EntityManager, viewer: CurrentUser, id: string): Promise<ReportView> {
  const report = UUID_PATTERN.test(id)
    ? await em.findOne(Report, { id }, { populate: ["category", "author"], refresh: true })
    : null;
  if (!report || !canViewReport(viewer, reportFacts(report))) throw notFound(MESSAGES.reportNotFound);
  return presentReport(em, viewer, report);
}

/**
 * Staff set any status on any report (SPEC.md §4). Each change is recorded with who, when, from, to
 * and an optional note; the report row is locked so that concurrent changes are recorded in order.
 */
export async function changeReportStatus(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: { status?: unknown; note?: unknown },
): Promise<ReportView> {
  if (!canChangeReportStatus(viewer)) throw forbidden();
  const fields: Record<string, string> = {};
  if (!isReportStatus(input.status)) fields.status = MESSAGES.statusInvalid;
  const note = optionalText(input.note);
  if (note === undefined) fields.note = REPORT_MESSAGES.invalidValue;
  else if ((note?.length ?? 0) > LIMITS.statusNoteMaxLength) fields.note = MESSAGES.statusNoteTooLong;
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
  const status = input.status as ReportStatus;
  if (!UUID_PATTERN.test(id)) throw notFound(MESSAGES.reportNotFound);

  await em.transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!report) throw notFound(MESSAGES.reportNotFound);
    // Choosing the current status again without a note changes nothing and records nothing.
    if (report.status === status && note === null) return;
    // History is ordered by time: keep each entry strictly after the previous one, even within one
    // millisecond (the lock keeps anyone else from adding an entry in between).
    const previous = await tx.findOne(
      ReportStatusChange,
      { report },
      { orderBy: { changedAt: "desc" }, fields: ["changedAt"] },
    );
    const changedAt = new Date(Math.max(Date.now(), (previous?.changedAt.getTime() ?? 0) + 1));
    tx.create(ReportStatusChange, {
      report,
      changedBy: tx.getReference(User, viewer.id),
      fromStatus: report.status,
      toStatus: status,
      note: note ?? null,
      changedAt,
    });
    report.status = status;
    if (status === RESOLVED_STATUS && report.firstResolvedAt === null) report.firstResolvedAt = changedAt;
  });
  return loadVisible(em, viewer, id);
}

/** The reports `viewer` filed, as they see them, for the personal-data export (Mis datos). */
export async function reportsFiledBy(em: EntityManager, viewer: CurrentUser): Promise<ReportView[]> {
  const reports = await em.find(
    Report,
    { author: viewer.id },
    { orderBy: [{ createdAt: "desc" }, { id: "desc" }], populate: ["category", "author"] },
  );
  return presentReports(em, viewer, reports);
}
