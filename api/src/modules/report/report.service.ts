import { createHash } from "node:crypto";
import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { expensiveRead } from "../../database/expensive-reads";
import {
  canBeOriginal,
  canTransition,
  DEPENDENCIA_MESSAGES,
  DUPLICATE_STATUS,
  LEGAL_TERMS,
  MESSAGES,
  STATUS_MESSAGES,
  parseRadicado,
  REOPENED_STATUS,
  RESOLVED_STATUS,
  statusTransitionRefused,
  termEnd,
  TRANSFERRED_STATUS,
  type ReportStatus,
  type ReportUpdateKind,
  INTERNAL_NOTE_KIND,
  PUBLIC_UPDATE_KIND,
  REPORTER_MESSAGE_KIND,
  REPORT_UPDATE_MESSAGES,
  UUID_PATTERN,
} from "../../domain";
import { addBusinessDays, endOfBogotaDay } from "../../domain/business-days";
import {
  canChangeReportStatus,
  canFileReport,
  canReadAsStaff,
  canViewReport,
  canWriteReportUpdate,
} from "../../policies/report.policy";
import { badUserInput, conflict, forbidden, notFound } from "../../errors/app-error";
import { Category } from "../category/category.entity";
import { requireActiveCategory } from "../category/category.service";
import { routeNewReport } from "../dependencia/dependencia.service";
import { Photo } from "../photo/photo.entity";
import { User } from "../user/user.entity";
import { emit } from "../../events/domain-events";
import { parseInput } from "../../validation/parse-input";
import {
  addUpdateInput,
  changeStatusInput,
  createReportInput,
  idempotencyKeyInput,
  REPORT_MESSAGES,
  reportListInput,
  type CreateReportInput,
} from "./report.inputs";
import { takeRadicado } from "./radicado.service";
import { restartTerm } from "./report-clock.service";
import { recordReportAnswer } from "./report-answer";
import { Report, ReportStatusChange } from "./report.entity";
import { ReportUpdate } from "./report-update.entity";
import { presentReports, type PresentedReport } from "./report.presenter";
import { recordFromEntity, recordFromRow, reportFacts, rowFacts, type ReportRecord } from "./report.record";
import { readKeysetPage, type ReportPage } from "./report-search.service";
import { totalsByStatus } from "./report-totals";
import type { ReportTotals } from "./report.types";

const findByKey = (em: EntityManager, authorId: string, idempotencyKey: string) =>
  em.findOne(Report, { author: authorId, idempotencyKey }, { refresh: true });

/** SHA-256 of a validated submission, keys sorted: the same report sent through either door matches. */
function fingerprint(input: CreateReportInput): string {
  const canonical = (value: unknown): unknown =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
  return createHash("sha256")
    .update(JSON.stringify(canonical(input)))
    .digest("hex");
}

/**
 * The answer to a submission whose key `existing` already has: that report when the submission is the
 * same one again (a retry, a double click), CONFLICT when the key comes with another report.
 */
function replay(viewer: CurrentUser, existing: Report, input: unknown) {
  const parsed = createReportInput.safeParse(input ?? {});
  const same =
    existing.idempotencyFingerprint === null ||
    (parsed.success && fingerprint(parsed.data) === existing.idempotencyFingerprint);
  if (!same) throw conflict(REPORT_MESSAGES.idempotencyKeyReused);
  return { report: recordFromEntity(existing, viewer), created: false };
}

/**
 * Files a report for `viewer` (citizens only). With an idempotency key, a repeated submission (a retry,
 * a double click, even two requests at once) answers the first report instead of filing another:
 * `created` tells which. The report, its photos and its first history entry are one transaction.
 *
 * In this order, the same for every door: the key is looked up first (a replay costs nothing), then the
 * submission is validated (a refused one costs nothing), and only a valid new report spends the author's
 * budget (`spendBudget`, which throws RATE_LIMITED), inside the transaction that files it.
 */
export async function createReport(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
  idempotencyKey: unknown,
  spendBudget: () => Promise<void>,
): Promise<{ report: ReportRecord; created: boolean }> {
  if (!canFileReport(viewer)) throw forbidden(MESSAGES.onlyCitizensReport);
  const key = parseInput(idempotencyKeyInput, { idempotencyKey }).idempotencyKey;
  if (key) {
    const existing = await findByKey(em, viewer.id, key);
    if (existing) return replay(viewer, existing, input);
  }
  const valid = parseInput(createReportInput, input);
  const { evidenceUrls: photoIds } = valid;
  await requireActiveCategory(em, valid.categoryId);

  let reportId: string;
  try {
    reportId = await em.transactional(async (tx) => {
      const report = await fileInTransaction(
        tx,
        valid,
        { authorId: viewer.id, idempotencyKey: key, fingerprint: key ? fingerprint(valid) : null },
        async (report) => {
          const photos =
            photoIds.length === 0
              ? []
              : await tx.find(
                  Photo,
                  { id: { $in: photoIds } },
                  // Always in the same order, so that two submissions sharing photos cannot deadlock.
                  { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: "asc" } },
                );
          const usable = photos.filter(
            (photo) => photo.ownerId === viewer.id && photo.status === "ready" && photo.reportId === null,
          );
          // Rolls the report back: no report without the photos its author chose.
          if (usable.length !== photoIds.length) {
            throw badUserInput({ evidenceUrls: MESSAGES.photoInvalid });
          }
          // Everything is valid: only now does the submission cost the author (and, over budget, roll back).
          await spendBudget();
          for (const photo of usable) photo.reportId = report.id;
        },
      );
      return report.id;
    });
  } catch (error) {
    if (key && error instanceof UniqueConstraintViolationException) {
      // Committed by now: this insert waited on the unique index for the first submission to finish.
      const existing = await findByKey(em, viewer.id, key);
      if (existing) return replay(viewer, existing, input);
    }
    throw error;
  }
  return { report: await loadVisible(em, viewer, reportId), created: true };
}

/** Who files a report: a resident (their account), or a partner through Open311 (no account). */
interface Filer {
  authorId: string | null;
  idempotencyKey: string | null;
  fingerprint: string | null;
  /** "Open311: <key name>", and the contact the partner sent, for staff (docs/open311.md#filing). */
  channel?: string;
  partnerContact?: Record<string, string> | null;
}

/**
 * The one filing of a report, whoever files it, inside the caller's transaction: its radicado, its
 * routing, its legal term, the report itself, `beforeHistory` (the caller's own checks and budget, which
 * roll everything back when they throw), its first history entry and the `report.filed` event.
 */
async function fileInTransaction(
  tx: EntityManager,
  valid: CreateReportInput,
  filer: Filer,
  beforeHistory: (report: Report) => Promise<void>,
): Promise<Report> {
  // First, so that every filing takes the counter's lock before any other (no lock-order deadlock).
  const filedAt = new Date();
  const radicado = await takeRadicado(tx, filedAt);
  const dependencia = await routeNewReport(tx, {
    categoryId: valid.categoryId,
    neighborhood: valid.neighborhood,
  });
  const report = tx.create(Report, {
    radicado,
    dependencia,
    createdAt: filedAt,
    // The petition's term runs from filing (docs/legal-clock.md#the-due-date).
    dueAt: termEnd(filedAt),
    category: tx.getReference(Category, valid.categoryId),
    author: filer.authorId ? tx.getReference(User, filer.authorId) : null,
    neighborhood: valid.neighborhood,
    severity: valid.severity,
    address: valid.address,
    description: valid.description,
    latitude: valid.location?.lat ?? null,
    longitude: valid.location?.lng ?? null,
    anonymous: valid.anonymous,
    allowContact: valid.allowContact,
    idempotencyKey: filer.idempotencyKey,
    idempotencyFingerprint: filer.fingerprint,
    photoIds: valid.evidenceUrls,
    channel: filer.channel ?? null,
  });
  // Inserted before anything else: a concurrent submission with the same key waits on the unique
  // index until this transaction ends, then fails and answers this report (see createReport's catch).
  await tx.flush();
  // The partner's contact is for staff alone, and no entity reads it: written as it came.
  if (filer.partnerContact) {
    await tx.execute("UPDATE report SET partner_contact = ? WHERE id = ?", [
      JSON.stringify(filer.partnerContact),
      report.id,
    ]);
  }
  await beforeHistory(report);
  tx.create(ReportStatusChange, {
    report,
    // The author is on the report already; naming them here too would be one more place an
    // anonymous author could leak from.
    changedBy: null,
    fromStatus: null,
    toStatus: report.status,
    changedAt: report.createdAt,
  });
  await emit(tx, "report.filed", {
    reportId: report.id,
    authorId: filer.authorId,
    filedAt: report.createdAt,
    dependenciaId: dependencia.id,
  });
  return report;
}

/**
 * Files a report a partner sent through Open311 (docs/open311.md#filing), through the same filing as a
 * resident's: anonymous, without an author, with its channel and the partner's contact for staff.
 * `input` is the new-report form's (createReportInput), validated the same way; `spendBudget` spends the
 * key's budget once the submission is valid. Answers the report's id and radicado.
 */
export async function createPartnerReport(
  em: EntityManager,
  partner: { keyId: string; channel: string; contact: Record<string, string> | null },
  input: unknown,
  spendBudget: () => Promise<void>,
): Promise<{ id: string; radicado: string }> {
  const valid = parseInput(createReportInput, input);
  await requireActiveCategory(em, valid.categoryId);
  return em.transactional(async (tx) => {
    const report = await fileInTransaction(
      tx,
      { ...valid, anonymous: true, allowContact: false, evidenceUrls: [] },
      {
        authorId: null,
        idempotencyKey: null,
        fingerprint: null,
        channel: partner.channel,
        partnerContact: partner.contact,
      },
      spendBudget,
    );
    await emit(tx, "report.filedByPartner", {
      reportId: report.id,
      radicado: report.radicado,
      keyId: partner.keyId,
      channel: partner.channel,
    });
    return { id: report.id, radicado: report.radicado };
  });
}

/**
 * The reports `viewer` may see in private views (canViewReport): staff all, anyone else their own.
 * Written as a query so lists scale; `canViewReport` still checks each row, so the policy decides.
 */
function visibleTo(viewer: CurrentUser): { author?: string } {
  return canReadAsStaff(viewer) ? {} : { author: viewer.id };
}

/**
 * Mis reportes (for staff, every report): newest first, one keyset page at a time
 * (docs/report-search.md), so that no answer holds every report. A citizen's own reports are one
 * index range; `canViewReport` still checks each row, so the policy decides.
 */
export async function listReports(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown = {},
): Promise<ReportPage> {
  const { status, limit, after } = parseInput(reportListInput, input);
  const { author } = visibleTo(viewer);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (author) {
    parts.push("r.author_id = ?");
    params.push(author);
  }
  if (status) {
    parts.push("r.status = ?");
    params.push(status);
  }
  const condition = { sql: parts.length > 0 ? parts.join(" AND ") : "TRUE", params };
  return readKeysetPage(
    em,
    condition,
    { sort: "newest", limit, after },
    {
      expensive: false,
      toRecord: (row) => (canViewReport(viewer, rowFacts(row)) ? recordFromRow(row, viewer) : undefined),
    },
  );
}

/** Counts by status over everything `viewer` may see (any status filter of the list is ignored). */
export async function reportTotals(em: EntityManager, viewer: CurrentUser): Promise<ReportTotals> {
  const { author } = visibleTo(viewer);
  // For staff, a pass over every report: an expensive read (docs/graphql.md#expensive-reads).
  const rows = await expensiveRead(em, "interactive", (reader) =>
    reader.execute<Array<{ status: ReportStatus; count: string }>>(
      `SELECT status, count(*) AS count FROM report ${author ? "WHERE author_id = ?" : ""} GROUP BY status`,
      author ? [author] : [],
    ),
  );
  return totalsByStatus((status) => Number(rows.find((row) => row.status === status)?.count ?? 0));
}

/** One report, or NOT_FOUND when it does not exist or `viewer` may not see it (no difference shown). */
export async function getReport(em: EntityManager, viewer: CurrentUser, id: string): Promise<ReportRecord> {
  return loadVisible(em, viewer, id);
}

async function loadVisible(em: EntityManager, viewer: CurrentUser, id: string): Promise<ReportRecord> {
  const report = UUID_PATTERN.test(id) ? await em.findOne(Report, { id }, { refresh: true }) : null;
  if (!report || !canViewReport(viewer, reportFacts(report))) throw notFound(MESSAGES.reportNotFound);
  return recordFromEntity(report, viewer);
}

/**
 * Staff set any status on any report (docs/decisions.md#status-and-history). Each change is recorded with
 * who, when, from and to, with the texts written with it kept apart by who reads them
 * (docs/staff.md#updates-messages-and-notes): a message to the reporter (`note`), a public update
 * (required to resolve; optionally the answer, "Respuesta") and an internal note. Resolving may add a
 * "después" photo. The report row is locked so that concurrent changes are recorded in order.
 */
export async function changeReportStatus(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<ReportRecord> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { status, note, duplicateOf, transferredTo, publicUpdate, isAnswer, internalNote, afterPhoto } =
    parseInput(changeStatusInput, input);
  if (!UUID_PATTERN.test(id)) throw notFound(MESSAGES.reportNotFound);

  await em.transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!report) throw notFound(MESSAGES.reportNotFound);
    if (!canChangeReportStatus(viewer, reportFacts(report))) {
      throw forbidden(DEPENDENCIA_MESSAGES.notYourDependencia);
    }
    // Choosing the current status again without any text changes nothing and records nothing.
    if (report.status === status && note === null && publicUpdate === null && internalNote === null) return;
    if (!canTransition(report.status, status)) throw conflict(statusTransitionRefused(report.status, status));
    // Resolving tells everyone what was done (docs/staff.md#updates-messages-and-notes); a note on a
    // report already resolved is not a resolution.
    if (status === RESOLVED_STATUS && report.status !== RESOLVED_STATUS && publicUpdate === null) {
      throw badUserInput({ publicUpdate: REPORT_UPDATE_MESSAGES.resolveNeedsPublicUpdate });
    }
    const previousDuplicateOf =
      report.duplicateOf && report.duplicateOfRadicado
        ? { id: report.duplicateOf.id, radicado: report.duplicateOfRadicado }
        : null;
    if (status !== report.status) {
      await applyClosure(tx, report, status, { duplicateOf, transferredTo });
    }
    if (afterPhoto) await attachAfterPhoto(tx, viewer, report, afterPhoto);
    const changedAt = await nextHistoryInstant(tx, report);
    const change = tx.create(ReportStatusChange, {
      report,
      changedBy: tx.getReference(User, viewer.id),
      fromStatus: report.status,
      toStatus: status,
      changedAt,
    });
    const texts: Array<[ReportUpdateKind, string | null]> = [
      [PUBLIC_UPDATE_KIND, publicUpdate],
      [REPORTER_MESSAGE_KIND, note],
      [INTERNAL_NOTE_KIND, internalNote],
    ];
    for (const [kind, body] of texts) {
      if (body === null) continue;
      tx.create(ReportUpdate, {
        report,
        kind,
        body,
        author: tx.getReference(User, viewer.id),
        isAnswer: kind === PUBLIC_UPDATE_KIND && isAnswer,
        statusChange: change,
        createdAt: changedAt,
      });
    }
    await tx.flush();
    const firstAnswer = isAnswer ? await recordReportAnswer(tx, report, changedAt) : false;
    const fromStatus = report.status;
    report.status = status;
    if (status === RESOLVED_STATUS && report.firstResolvedAt === null) report.firstResolvedAt = changedAt;
    // Reopened, the petition gets a new term of its own (docs/legal-clock.md#the-due-date).
    if (status === REOPENED_STATUS && fromStatus !== REOPENED_STATUS) restartTerm(report, changedAt);
    // Audit, the reporter's notification and live pages react in this transaction (docs/events.md).
    await emit(tx, "report.statusChanged", {
      reportId: report.id,
      radicado: report.radicado,
      actorId: viewer.id,
      authorId: report.author?.id ?? null,
      fromStatus,
      toStatus: status,
      note,
      publicUpdate,
      isAnswer,
      firstAnswer,
      internalNote,
      afterPhotoId: afterPhoto,
      changedAt,
      dependenciaId: report.dependencia.id,
      // Its votes and followers move with the mark, and the mark's undoing is audited (docs/staff.md#duplicates).
      duplicateOf:
        report.duplicateOf && report.duplicateOfRadicado
          ? { id: report.duplicateOf.id, radicado: report.duplicateOfRadicado }
          : null,
      previousDuplicateOf: report.duplicateOf ? null : previousDuplicateOf,
    });
  });
  return loadVisible(em, viewer, id);
}

/**
 * History is ordered by time: each entry (a status change, a text) strictly after the previous one, even
 * within one millisecond (the report's lock keeps anyone else from adding one in between).
 */
async function nextHistoryInstant(tx: EntityManager, report: Report): Promise<Date> {
  const [previousChange, previousUpdate] = await Promise.all([
    tx.findOne(ReportStatusChange, { report }, { orderBy: { changedAt: "desc" }, fields: ["changedAt"] }),
    tx.findOne(ReportUpdate, { report }, { orderBy: { createdAt: "desc" }, fields: ["createdAt"] }),
  ]);
  const latest = Math.max(previousChange?.changedAt.getTime() ?? 0, previousUpdate?.createdAt.getTime() ?? 0);
  return new Date(Math.max(Date.now(), latest + 1));
}

/**
 * The resolution's "después" photo: one the staff member uploaded through the photo pipeline, processed
 * and attached to nothing yet; it replaces any earlier one.
 */
async function attachAfterPhoto(
  tx: EntityManager,
  viewer: CurrentUser,
  report: Report,
  photoId: string,
): Promise<void> {
  const photo = await tx.findOne(
    Photo,
    { id: photoId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!photo || photo.ownerId !== viewer.id || photo.status !== "ready" || photo.reportId !== null) {
    throw badUserInput({ afterPhoto: REPORT_UPDATE_MESSAGES.afterPhotoInvalid });
  }
  photo.reportId = report.id;
  report.afterPhotoId = photo.id;
}

/**
 * A text staff write on a report without changing its status (docs/staff.md#updates-messages-and-notes):
 * a public update (optionally the answer, "Respuesta"), a message to the reporter, or an internal note.
 * Answers the report as the writer now sees it.
 */
export async function addReportUpdate(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<ReportRecord> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const { kind, body, isAnswer } = parseInput(addUpdateInput, input);
  if (!UUID_PATTERN.test(id)) throw notFound(MESSAGES.reportNotFound);
  await em.transactional(async (tx) => {
    const report = await tx.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!report) throw notFound(MESSAGES.reportNotFound);
    if (!canWriteReportUpdate(viewer, reportFacts(report))) {
      throw forbidden(DEPENDENCIA_MESSAGES.notYourDependencia);
    }
    const createdAt = await nextHistoryInstant(tx, report);
    const update = tx.create(ReportUpdate, {
      report,
      kind,
      body,
      isAnswer,
      author: tx.getReference(User, viewer.id),
      createdAt,
    });
    await tx.flush();
    const firstAnswer = isAnswer ? await recordReportAnswer(tx, report, createdAt) : false;
    await emit(tx, "report.updated", {
      reportId: report.id,
      radicado: report.radicado,
      updateId: update.id,
      actorId: viewer.id,
      authorId: report.author?.id ?? null,
      kind,
      body,
      isAnswer,
      firstAnswer,
      status: report.status,
      createdAt,
    });
  });
  return loadVisible(em, viewer, id);
}

/**
 * What a closing status needs (docs/legal-clock.md#statuses): `duplicado` points to an original that is
 * still a report of its own, and that is not the original of others (no chains); `trasladado` names the
 * entity, and is flagged when it comes after its term. Any other status clears both.
 */
async function applyClosure(
  tx: EntityManager,
  report: Report,
  status: ReportStatus,
  details: { duplicateOf: string | null; transferredTo: string | null },
): Promise<void> {
  report.duplicateOf = null;
  report.duplicateOfRadicado = null;
  report.transferredTo = null;
  report.transferredLate = null;
  if (status === DUPLICATE_STATUS) {
    const original = await findOriginal(tx, details.duplicateOf!);
    if (!original) throw badUserInput({ duplicateOf: STATUS_MESSAGES.duplicateOfNotFound });
    if (original.id === report.id) throw badUserInput({ duplicateOf: STATUS_MESSAGES.duplicateOfSelf });
    if (!canBeOriginal(original.status))
      throw badUserInput({ duplicateOf: STATUS_MESSAGES.duplicateOfNotOriginal });
    if ((await tx.count(Report, { duplicateOf: report.id })) > 0) {
      throw badUserInput({ duplicateOf: STATUS_MESSAGES.duplicateOfHasDuplicates });
    }
    report.duplicateOf = original;
    report.duplicateOfRadicado = original.radicado;
  } else if (status === TRANSFERRED_STATUS) {
    report.transferredTo = details.transferredTo;
    const term = endOfBogotaDay(addBusinessDays(report.createdAt, LEGAL_TERMS.transferBusinessDays));
    report.transferredLate = Date.now() > term.getTime();
  }
}

/** The original of a duplicate, by radicado or id, locked so that it cannot close meanwhile. */
function findOriginal(tx: EntityManager, reference: string): Promise<Report | null> {
  const radicado = parseRadicado(reference);
  if (!radicado && !UUID_PATTERN.test(reference)) return Promise.resolve(null);
  return tx.findOne(Report, radicado ? { radicado } : { id: reference }, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
  });
}

/** The reports `viewer` filed, as they see them, for the personal-data export (Mis datos). */
export async function reportsFiledBy(em: EntityManager, viewer: CurrentUser): Promise<PresentedReport[]> {
  const reports = await em.find(
    Report,
    { author: viewer.id },
    { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
  );
  return presentReports(
    em,
    reports.map((report) => recordFromEntity(report, viewer)),
  );
}

/**
 * Residents' answers to "¿Quedó resuelto?" reopen a resolved report (docs/resolution-check.md#reopening):
 * the same change as staff's reopening, in the caller's transaction, which has locked `report` already.
 * A history entry (without naming the resident: an anonymous reporter must not leak from it), a new term
 * of 15 días hábiles from now (docs/legal-clock.md#the-due-date), and `report.statusChanged`, so the
 * audit, the reporter's and followers' notices and live pages follow as for any status change.
 */
export async function reopenByResidents(tx: EntityManager, report: Report, actorId: string): Promise<void> {
  if (!canTransition(report.status, REOPENED_STATUS) || report.status === REOPENED_STATUS) {
    throw conflict(statusTransitionRefused(report.status, REOPENED_STATUS));
  }
  const changedAt = await nextHistoryInstant(tx, report);
  tx.create(ReportStatusChange, {
    report,
    changedBy: null,
    fromStatus: report.status,
    toStatus: REOPENED_STATUS,
    changedAt,
  });
  await tx.flush();
  const fromStatus = report.status;
  report.status = REOPENED_STATUS;
  restartTerm(report, changedAt);
  await emit(tx, "report.statusChanged", {
    reportId: report.id,
    radicado: report.radicado,
    actorId,
    authorId: report.author?.id ?? null,
    fromStatus,
    toStatus: REOPENED_STATUS,
    note: null,
    publicUpdate: null,
    isAnswer: false,
    firstAnswer: false,
    internalNote: null,
    afterPhotoId: null,
    changedAt,
    dependenciaId: report.dependencia.id,
    duplicateOf: null,
    previousDuplicateOf: null,
  });
}
