import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import {
  RESOLUTION_CHECK_LIMITS,
  RESOLUTION_CHECK_MESSAGES,
  RESOLVED_STATUS,
  MESSAGES,
  STATEMENT_TIMEOUTS_MS,
  UUID_PATTERN,
  type ReportStatus,
  type ResolutionAnswer,
} from "../../domain";
import { badUserInput, notFound, unauthenticated } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { enqueueJob } from "../../jobs/job-queue";
import { signToken, verifyToken } from "../../signing/signed-token";
import { parseInput } from "../../validation/parse-input";
import { notifyMany } from "../notification/notification.service";
import { Photo } from "../photo/photo.entity";
import { Report } from "../report/report.entity";
import { reopenByResidents } from "../report/report.service";
import { answerInput, appAnswerInput } from "./resolution-check.inputs";

/** The purpose the e-mailed answer links are signed for (docs/resolution-check.md#the-e-mail). */
const PURPOSE = "resolution-check";

/** The page an e-mailed link opens: it asks, and records only the button's POST. */
export const RESOLUTION_CHECK_PATH = "/api/resolution-check";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One person's question about one resolution, and their answer once given. */
export interface ResolutionCheckView {
  id: string;
  reportId: string;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  /** The report's status now (`reabierto` once answers reopened it). */
  reportStatus: ReportStatus;
  resolvedAt: Date;
  askedAt: Date;
  answer: ResolutionAnswer | null;
  comment: string | null;
  answeredAt: Date | null;
}

interface CheckRow {
  id: string;
  report_id: string;
  radicado: string;
  category_name: string;
  neighborhood: string;
  report_status: ReportStatus;
  resolved_at: Date;
  asked_at: Date;
  answer: ResolutionAnswer | null;
  comment: string | null;
  answered_at: Date | null;
}

const CHECK_COLUMNS = `c.id, c.report_id, r.radicado, cat.name AS category_name, r.neighborhood,
  r.status AS report_status, c.resolved_at, c.asked_at, c.answer, c.comment, c.answered_at`;
const CHECK_FROM = `resolution_check c JOIN report r ON r.id = c.report_id JOIN category cat ON cat.id = r.category_id`;

const view = (row: CheckRow): ResolutionCheckView => ({
  id: row.id,
  reportId: row.report_id,
  radicado: row.radicado,
  categoryName: row.category_name,
  neighborhood: row.neighborhood,
  reportStatus: row.report_status,
  resolvedAt: new Date(row.resolved_at),
  askedAt: new Date(row.asked_at),
  answer: row.answer,
  comment: row.comment,
  answeredAt: row.answered_at ? new Date(row.answered_at) : null,
});

/**
 * Asks "¿Quedó resuelto?" of everyone due at `now` (docs/resolution-check.md#asking), in one transaction:
 * for every report that is `resuelto` and whose resolution (its latest change to resuelto) is at least
 * 7 days old and was never asked about, its reporter and its followers (active accounts) get a row,
 * unique per report, resolution and person, an in-app notice and an e-mail job. So a second run asks
 * nobody again, two runs at once queue behind a lock, and a run missed (the app down) is made up by the
 * next one, which finds every older resolution not yet asked. Answers how many people it asked.
 */
export async function askDueResolutionChecks(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RESOLUTION_CHECK_LIMITS.askAfterDays * DAY_MS);
  return em.transactional(async (tx) => {
    await tx.execute(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUTS_MS.backgroundJob}`);
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtext('reporta:resolution-checks'))`);
    const asked = await tx.execute<Array<{ id: string; report_id: string; user_id: string }>>(
      `WITH resolved AS (
         SELECT r.id AS report_id, r.author_id, last.changed_at AS resolved_at
         FROM report r
         CROSS JOIN LATERAL (
           SELECT max(sc.changed_at) AS changed_at FROM report_status_change sc
           WHERE sc.report_id = r.id AND sc.to_status = 'resuelto'
         ) last
         WHERE r.status = 'resuelto' AND last.changed_at <= ?::timestamptz
           AND NOT EXISTS (
             SELECT 1 FROM resolution_check c WHERE c.report_id = r.id AND c.resolved_at = last.changed_at
           )
       ), people AS (
         SELECT report_id, resolved_at, author_id AS user_id, 'reporter' AS role FROM resolved
         WHERE author_id IS NOT NULL
         UNION ALL
         SELECT d.report_id, d.resolved_at, f.user_id, 'follower' FROM resolved d
         JOIN report_follow f ON f.report_id = d.report_id AND f.unfollowed_at IS NULL
         WHERE f.user_id IS DISTINCT FROM d.author_id
       )
       INSERT INTO resolution_check (id, report_id, resolved_at, user_id, role, asked_at)
       SELECT gen_random_uuid(), p.report_id, p.resolved_at, p.user_id, p.role, ?::timestamptz
       FROM people p JOIN app_user u ON u.id = p.user_id AND u.active
       ORDER BY p.report_id, p.user_id
       ON CONFLICT DO NOTHING
       RETURNING id, report_id, user_id`,
      [cutoff.toISOString(), now.toISOString()],
    );
    const byReport = new Map<string, Array<{ id: string; user_id: string }>>();
    for (const row of asked) byReport.set(row.report_id, [...(byReport.get(row.report_id) ?? []), row]);
    for (const [reportId, checks] of byReport) {
      const notices = await notifyMany(tx, {
        kind: "resolutionCheck",
        reportId,
        toStatus: RESOLVED_STATUS,
        recipientIds: checks.map((check) => check.user_id),
      });
      const noticeOf = new Map(notices.map((notice) => [notice.recipientId, notice.id]));
      for (const check of checks) {
        const notificationId = noticeOf.get(check.user_id)!;
        await tx.execute(`UPDATE resolution_check SET notification_id = ? WHERE id = ?`, [
          notificationId,
          check.id,
        ]);
        await enqueueJob(
          tx,
          "send-resolution-check-email",
          { checkId: check.id },
          { jobKey: `resolution-check:${check.id}` },
        );
      }
    }
    return asked.length;
  });
}

/** The signed token of an e-mailed answer link: it names the question (one person, one resolution). */
export function resolutionCheckToken(secret: string, checkId: string, now = new Date()): string {
  return signToken(secret, {
    purpose: PURPOSE,
    subject: checkId,
    expiresAt: new Date(now.getTime() + RESOLUTION_CHECK_LIMITS.linkLifetimeMs),
  });
}

/** The absolute link an e-mail carries, one per answer (the page only preselects it). */
export function resolutionCheckUrl(
  appUrl: string,
  secret: string,
  checkId: string,
  answer: ResolutionAnswer,
  now = new Date(),
): string {
  const url = new URL(RESOLUTION_CHECK_PATH, appUrl);
  url.searchParams.set("token", resolutionCheckToken(secret, checkId, now));
  url.searchParams.set("answer", answer);
  return url.toString();
}

type TokenReading = { ok: true; checkId: string } | { ok: false; message: string };

/** The question a token names, or why it is refused, in Spanish. */
export function readResolutionCheckToken(secret: string, token: unknown, now = new Date()): TokenReading {
  const check = verifyToken(secret, PURPOSE, token, now);
  if (!check.ok) {
    return {
      ok: false,
      message:
        check.problem === "expired"
          ? RESOLUTION_CHECK_MESSAGES.linkExpired
          : RESOLUTION_CHECK_MESSAGES.linkInvalid,
    };
  }
  if (!UUID_PATTERN.test(check.subject)) return { ok: false, message: RESOLUTION_CHECK_MESSAGES.linkInvalid };
  return { ok: true, checkId: check.subject };
}

/** The question an e-mailed link names, as its page shows it; null when it no longer exists. */
export async function resolutionCheckById(
  em: EntityManager,
  checkId: string,
): Promise<ResolutionCheckView | null> {
  const [row] = await em.execute<CheckRow[]>(`SELECT ${CHECK_COLUMNS} FROM ${CHECK_FROM} WHERE c.id = ?`, [
    checkId,
  ]);
  return row ? view(row) : null;
}

/** The viewer's latest question about a report (answered or not), or null when they were never asked. */
export async function myResolutionCheck(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
): Promise<ResolutionCheckView | null> {
  if (!viewer) throw unauthenticated();
  if (!UUID_PATTERN.test(reportId)) return null;
  const [row] = await em.execute<CheckRow[]>(
    `SELECT ${CHECK_COLUMNS} FROM ${CHECK_FROM} WHERE c.report_id = ? AND c.user_id = ?
     ORDER BY c.asked_at DESC, c.id DESC LIMIT 1`,
    [reportId, viewer.id],
  );
  return row ? view(row) : null;
}

/** Signed in, on the GraphQL and REST doors: the viewer answers their latest question about a report. */
export async function answerMyResolutionCheck(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
  input: unknown,
): Promise<ResolutionCheckView> {
  if (!viewer) throw unauthenticated();
  const valid = parseInput(appAnswerInput, input);
  const current = await myResolutionCheck(em, viewer, reportId);
  if (!current) throw notFound(RESOLUTION_CHECK_MESSAGES.notAsked);
  const photo = valid.photo ? { id: valid.photo, ownerId: viewer.id } : null;
  await recordAnswer(em, current.id, valid.answer, valid.comment, photo);
  return (await resolutionCheckById(em.fork(), current.id))!;
}

/**
 * From an e-mailed link's page: the token's question is answered by the button's POST (the token is the
 * credential, not a session). A tampered or expired token changes nothing.
 */
export async function answerByToken(
  em: EntityManager,
  checkId: string,
  input: unknown,
): Promise<ResolutionCheckView> {
  const valid = parseInput(answerInput, input);
  await recordAnswer(em, checkId, valid.answer, valid.comment);
  return (await resolutionCheckById(em.fork(), checkId))!;
}

/**
 * The photo of a «No»: one the resident uploaded through the photo pipeline, processed and attached to
 * nothing yet. Attaching it to the report keeps it from the hourly purge; only staff see it
 * (docs/resolution-check.md#answering).
 */
async function attachAnswerPhoto(
  tx: EntityManager,
  report: Report,
  photo: { id: string; ownerId: string },
): Promise<string> {
  const row = await tx.findOne(
    Photo,
    { id: photo.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!row || row.ownerId !== photo.ownerId || row.status !== "ready" || row.reportId !== null) {
    throw badUserInput({ photo: RESOLUTION_CHECK_MESSAGES.photoInvalid });
  }
  row.reportId = report.id;
  await tx.flush();
  return row.id;
}

/**
 * Records one answer, once (docs/resolution-check.md#reopening), in one transaction with what it causes.
 * The report is locked first, then the question, the same order for everyone, so two followers answering
 * "No" at once are counted one after the other. A "No" while the report is still in the resolution asked
 * about reopens it when it comes from the reporter, or when it makes two distinct followers with cédula;
 * the dependencia's staff are told, with the comments given.
 */
async function recordAnswer(
  em: EntityManager,
  checkId: string,
  answer: ResolutionAnswer,
  comment: string | null,
  photo: { id: string; ownerId: string } | null = null,
): Promise<void> {
  await em.transactional(async (tx) => {
    const [found] = await tx.execute<Array<{ report_id: string }>>(
      `SELECT report_id FROM resolution_check WHERE id = ?`,
      [checkId],
    );
    if (!found) throw notFound(RESOLUTION_CHECK_MESSAGES.notAsked);
    const report = await tx.findOne(
      Report,
      { id: found.report_id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!report) throw notFound(MESSAGES.reportNotFound);
    const [check] = await tx.execute<
      Array<{
        user_id: string;
        role: "reporter" | "follower";
        resolved_at: Date;
        answer: ResolutionAnswer | null;
      }>
    >(`SELECT user_id, role, resolved_at, answer FROM resolution_check WHERE id = ? FOR UPDATE`, [checkId]);
    if (!check) throw notFound(RESOLUTION_CHECK_MESSAGES.notAsked);
    if (check.answer) throw badUserInput({ answer: RESOLUTION_CHECK_MESSAGES.alreadyAnswered });
    const photoId = photo && answer === "no" ? await attachAnswerPhoto(tx, report, photo) : null;
    await tx.execute(
      `UPDATE resolution_check SET answer = ?, comment = ?, photo_id = ?, answered_at = now() WHERE id = ?`,
      [answer, answer === "no" ? comment : null, photoId, checkId],
    );
    if (answer !== "no" || report.status !== RESOLVED_STATUS) return;
    // A later resolution is a new question: answers about an earlier one do not reopen this one.
    const [current] = await tx.execute<Array<{ resolved_at: Date }>>(
      `SELECT max(changed_at) AS resolved_at FROM report_status_change WHERE report_id = ? AND to_status = 'resuelto'`,
      [report.id],
    );
    if (!current || new Date(current.resolved_at).getTime() !== new Date(check.resolved_at).getTime()) return;
    const denials = await tx.execute<Array<{ user_id: string; role: string; comment: string | null }>>(
      `SELECT c.user_id, c.role, c.comment FROM resolution_check c JOIN app_user u ON u.id = c.user_id
       WHERE c.report_id = ? AND c.resolved_at = ? AND c.answer = 'no'
         AND (c.role = 'reporter' OR u.cedula_hash IS NOT NULL)
       ORDER BY c.answered_at, c.id`,
      [report.id, check.resolved_at],
    );
    const reporterSaidNo = check.role === "reporter";
    const followers = new Set(denials.filter((row) => row.role === "follower").map((row) => row.user_id));
    if (!reporterSaidNo && followers.size < RESOLUTION_CHECK_LIMITS.followersToReopen) return;
    await reopenByResidents(tx, report, check.user_id);
    // The dependencia hears why, in the residents' own words (docs/events.md).
    const comments = (reporterSaidNo ? denials.filter((row) => row.user_id === check.user_id) : denials)
      .map((row) => row.comment)
      .filter((text): text is string => text !== null);
    await emit(tx, "report.reopenedByResidents", { reportId: report.id, comments, dueAt: report.dueAt });
  });
}

/** A resident's answer as staff read it on the report (docs/resolution-check.md#answering). */
export interface ResidentAnswer {
  role: "reporter" | "follower";
  answer: ResolutionAnswer;
  comment: string | null;
  photoId: string | null;
  resolvedAt: Date;
  answeredAt: Date;
}

/**
 * The answers given about a report's resolutions, newest first and at most `answersShownToStaff` (a price
 * GraphQL's cost limit can count on); the caller checked it is staff's.
 */
export async function residentAnswers(em: EntityManager, reportId: string): Promise<ResidentAnswer[]> {
  const rows = await em.execute<
    Array<{
      role: "reporter" | "follower";
      answer: ResolutionAnswer;
      comment: string | null;
      photo_id: string | null;
      resolved_at: Date;
      answered_at: Date;
    }>
  >(
    `SELECT role, answer, comment, photo_id, resolved_at, answered_at FROM resolution_check
      WHERE report_id = ? AND answer IS NOT NULL ORDER BY answered_at DESC, id LIMIT ?`,
    [reportId, RESOLUTION_CHECK_LIMITS.answersShownToStaff],
  );
  return rows.map((row) => ({
    role: row.role,
    answer: row.answer,
    comment: row.comment,
    photoId: row.photo_id,
    resolvedAt: new Date(row.resolved_at),
    answeredAt: new Date(row.answered_at),
  }));
}

/**
 * The «¿Se resolvió?» questions a person was asked and their answers, for their data export
 * (docs/decisions.md#account-deletion).
 */
export function resolutionChecksOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'askedAt', k.asked_at, 'answer', k.answer,
              'comment', k.comment, 'answeredAt', k.answered_at) ORDER BY k.asked_at, k.id), '[]') AS list
       FROM resolution_check k JOIN report r ON r.id = k.report_id WHERE k.user_id = ?`,
    [userId],
  );
}
