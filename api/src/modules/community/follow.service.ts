import type { EntityManager } from "@mikro-orm/postgresql";
import { z } from "zod";
import type { CurrentUser } from "../../context/current-user";
import { readJsonList } from "../../database/json-list";
import { maskPersonalData, MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound, unauthenticated } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canFollowReport } from "../../policies/community.policy";
import { decodeCursor, encodeCursor } from "../../validation/cursor";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { forwardPageFields } from "../report/report-search.inputs";
import { recordFromEntity } from "../report/report.record";
import { textArray } from "../report/report.related";
import type { PublicReportView } from "./community.types";
import { presentPublicReports } from "./public-report.presenter";
import { countsOf, RETURNING_COUNTS, type ReportCountsRow } from "./report-counts";

export interface FollowResult {
  reportId: string;
  /** Whether the viewer follows it after the call. */
  following: boolean;
}

/**
 * Follows a report (`follow` true) or stops following it (docs/community.md#following). One statement
 * each, whatever was there before: following clears an earlier unfollow; unfollowing is remembered even
 * for a report never followed, so that a later vote or comment does not follow it either. A report that
 * does not exist is NOT_FOUND, with nothing written.
 */
export async function setFollow(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportId: string,
  follow: boolean,
): Promise<FollowResult> {
  if (!viewer || !canFollowReport(viewer)) throw unauthenticated();
  if (!UUID_PATTERN.test(reportId)) throw notFound(MESSAGES.reportNotFound);
  const written = await em.execute<unknown[]>(
    follow
      ? // Following again starts the follow anew (it goes to the top of Siguiendo); following twice keeps it.
        `INSERT INTO report_follow (report_id, user_id, created_at, unfollowed_at)
         SELECT id, ?, now(), NULL FROM report WHERE id = ?
         ON CONFLICT (report_id, user_id) DO UPDATE SET unfollowed_at = NULL,
           created_at = CASE WHEN report_follow.unfollowed_at IS NULL THEN report_follow.created_at
                             ELSE excluded.created_at END
         RETURNING report_id`
      : `INSERT INTO report_follow (report_id, user_id, created_at, unfollowed_at)
         SELECT id, ?, now(), now() FROM report WHERE id = ?
         ON CONFLICT (report_id, user_id) DO UPDATE
           SET unfollowed_at = coalesce(report_follow.unfollowed_at, excluded.unfollowed_at)
         RETURNING report_id`,
    [viewer.id, reportId],
  );
  if (written.length === 0) throw notFound(MESSAGES.reportNotFound);
  return { reportId, following: follow };
}

/**
 * Filing, supporting or commenting follows the report, in that change's transaction, unless the person
 * unfollowed it before: their unfollow stays (docs/community.md#following).
 */
export async function followAutomatically(
  tx: EntityManager,
  userId: string,
  reportId: string,
): Promise<void> {
  await tx.execute(
    `INSERT INTO report_follow (report_id, user_id, created_at) VALUES (?, ?, now())
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [reportId, userId],
  );
}

/**
 * The followers a report's public change is told to (docs/community.md#following): active accounts that
 * follow it now, except `exclude` (its author, who has their own notice, and whoever made the change).
 */
export async function followersToTell(
  tx: EntityManager,
  reportId: string,
  exclude: ReadonlyArray<string | null>,
): Promise<string[]> {
  const rows = await tx.execute<Array<{ user_id: string }>>(
    `SELECT f.user_id FROM report_follow f JOIN app_user u ON u.id = f.user_id AND u.active
      WHERE f.report_id = ? AND f.unfollowed_at IS NULL AND NOT (f.user_id = ANY(?::text[]))
      ORDER BY f.user_id`,
    [reportId, textArray(exclude.filter((id): id is string => id !== null))],
  );
  return rows.map((row) => row.user_id);
}

/**
 * A report marked duplicado hands its supporters and followers to its original, in the marking's
 * transaction (docs/staff.md#duplicates). Both report rows are locked by the marking already.
 *
 * - Votes move with their dates; one who supported both counts once. The duplicate's count drops to
 *   zero and the original's grows by the supporters it did not have: each count still equals its rows.
 * - Followers move (one who unfollowed the original stays unfollowed), and the duplicate's author
 *   follows the original. Those who had unfollowed the duplicate are not moved.
 */
export async function moveToOriginal(
  tx: EntityManager,
  duplicateId: string,
  originalId: string,
  duplicateAuthorId: string | null,
): Promise<void> {
  const [moved] = await tx.execute<Array<{ gone: string; moved: string }>>(
    `WITH gone AS (DELETE FROM report_vote WHERE report_id = ? RETURNING user_id, created_at),
          moved AS (INSERT INTO report_vote (report_id, user_id, created_at)
                    SELECT ?, user_id, created_at FROM gone ON CONFLICT DO NOTHING RETURNING user_id)
     SELECT (SELECT count(*) FROM gone) AS gone, (SELECT count(*) FROM moved) AS moved`,
    [duplicateId, originalId],
  );
  const gone = Number(moved!.gone);
  const added = Number(moved!.moved);
  if (gone > 0) {
    const rows = await tx.execute<ReportCountsRow[]>(
      `UPDATE report SET votes_count = votes_count + CASE WHEN id = ? THEN ?::int ELSE -?::int END
        WHERE id IN (?, ?) ${RETURNING_COUNTS}`,
      [originalId, added, gone, originalId, duplicateId],
    );
    const counts = (id: string) => countsOf(rows.find((row) => row.id === id)!);
    await emit(tx, "report.votesMoved", {
      fromReportId: duplicateId,
      toReportId: originalId,
      moved: added,
      fromCounts: counts(duplicateId),
      toCounts: counts(originalId),
    });
  }
  await tx.execute(
    `WITH moved AS (DELETE FROM report_follow WHERE report_id = ? AND unfollowed_at IS NULL RETURNING user_id)
     INSERT INTO report_follow (report_id, user_id, created_at)
     SELECT ?, user_id, now() FROM (SELECT user_id FROM moved UNION SELECT ?::text WHERE ?::text IS NOT NULL) f
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [duplicateId, originalId, duplicateAuthorId, duplicateAuthorId],
  );
}

/** Siguiendo is read forward only, like Mis reportes: the same page size and cursor rules. */
const followListInput = z.object(forwardPageFields);

export interface FollowedReportPage {
  reports: PublicReportView[];
  nextCursor: string | null;
}

const FOLLOW_CURSOR = [{ literal: "follows" }, "timestamptz", "uuid"] as const;

/**
 * Siguiendo (docs/community.md#following): the reports the viewer follows, most recently followed first,
 * one keyset page at a time (an index range on (user, created_at, report)), each as the public sees it.
 */
export async function listFollowedReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<FollowedReportPage> {
  if (!viewer) throw unauthenticated();
  const { limit: first, after } = parseInput(followListInput, input ?? {});
  const position = after ? decodeCursor(after, FOLLOW_CURSOR, "after") : null;
  const rows = await em.execute<Array<{ report_id: string; created_at: string }>>(
    `SELECT report_id, created_at::text AS created_at FROM report_follow
      WHERE user_id = ? AND unfollowed_at IS NULL
        ${position ? "AND (created_at, report_id) < (?::timestamptz, ?::uuid)" : ""}
      ORDER BY created_at DESC, report_id DESC LIMIT ?`,
    [viewer.id, ...(position ? [position[1], position[2]] : []), first + 1],
  );
  const page = rows.slice(0, first);
  const reports = await em.find(Report, { id: { $in: page.map((row) => row.report_id) } }, { refresh: true });
  const byId = new Map(reports.map((report) => [report.id, report]));
  const views = await presentPublicReports(
    em,
    viewer,
    page.flatMap((row) => {
      const report = byId.get(row.report_id);
      return report ? [recordFromEntity(report, viewer, "public")] : [];
    }),
  );
  const last = page.at(-1);
  return {
    reports: views,
    nextCursor:
      rows.length > first && last ? encodeCursor(["follows", last.created_at, last.report_id]) : null,
  };
}

/**
 * A public update as followers' notices keep it: masked (docs/privacy-masking.md), and none at all while
 * the report is under review or hidden, whose public view has no updates (docs/moderation.md).
 */
export async function publicUpdateFor(
  tx: EntityManager,
  reportId: string,
  body: string | null,
): Promise<string | null> {
  if (body === null) return null;
  const [row] = await tx.execute<Array<{ moderation: string | null }>>(
    "SELECT moderation FROM report WHERE id = ?",
    [reportId],
  );
  return row?.moderation ? null : maskPersonalData(body);
}

/**
 * The reports a person follows or followed, with when they stopped, for their data export
 * (docs/decisions.md#account-deletion).
 */
export function followsOf(em: EntityManager, userId: string): Promise<unknown[]> {
  return readJsonList(
    em,
    `SELECT coalesce(json_agg(json_build_object('report', r.radicado, 'since', f.created_at,
              'unfollowedAt', f.unfollowed_at) ORDER BY f.created_at, r.radicado), '[]') AS list
       FROM report_follow f JOIN report r ON r.id = f.report_id WHERE f.user_id = ?`,
    [userId],
  );
}
