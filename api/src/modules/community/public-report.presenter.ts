import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS } from "../../domain";
import {
  canComment,
  canFollowReport,
  canVote,
  offersFlag,
  participationBlock,
} from "../../policies/community.policy";
import { canChangeReportStatus } from "../../policies/report.policy";
import type { ReportRecord } from "../report/report.record";
import { categoriesById, relationsOfRecords, textArray } from "../report/report.related";
import { authorToLoad, presentAuthor, presentHistory, presentUpdates } from "../report/report-view";
import type { PublicReportView, Voter } from "./community.types";

interface VoterRow {
  report_id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/** The latest LIMITS.voterAvatars supporters of each report, one query for the page. */
async function latestVoters(em: EntityManager, reportIds: string[]): Promise<Map<string, Voter[]>> {
  const rows = await em.execute<VoterRow[]>(
    `SELECT r.id AS report_id, u.first_name, u.last_name, u.profile_image_url
       FROM unnest(?::uuid[]) AS r(id)
       CROSS JOIN LATERAL (
         SELECT user_id, created_at FROM report_vote v WHERE v.report_id = r.id
          ORDER BY v.created_at DESC, v.user_id LIMIT ${LIMITS.voterAvatars}) v
       JOIN app_user u ON u.id = v.user_id
      ORDER BY r.id, v.created_at DESC, v.user_id`,
    [textArray(reportIds)],
  );
  const voters = new Map<string, Voter[]>();
  for (const row of rows) {
    voters.set(row.report_id, [
      ...(voters.get(row.report_id) ?? []),
      {
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
      },
    ]);
  }
  return voters;
}

async function votedBy(em: EntityManager, viewer: CurrentUser | undefined, reportIds: string[]) {
  if (!viewer) return new Set<string>();
  const rows = await em.execute<Array<{ report_id: string }>>(
    "SELECT report_id FROM report_vote WHERE user_id = ? AND report_id = ANY(?::uuid[])",
    [viewer.id, textArray(reportIds)],
  );
  return new Set(rows.map((row) => row.report_id));
}

/** Which of the reports the viewer follows now (docs/community.md#following). */
export async function followedBy(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportIds: readonly string[],
): Promise<Set<string>> {
  if (!viewer || reportIds.length === 0) return new Set<string>();
  const rows = await em.execute<Array<{ report_id: string }>>(
    `SELECT report_id FROM report_follow
      WHERE user_id = ? AND report_id = ANY(?::uuid[]) AND unfollowed_at IS NULL`,
    [viewer.id, textArray([...reportIds])],
  );
  return new Set(rows.map((row) => row.report_id));
}

/**
 * Reports as anyone sees them on the community pages (docs/community.md#what-is-public): what the list
 * and the detail show, for `viewer`. The records are read in the public view (report.record.ts) and
 * their author and history presented like on every other door (report-view.ts). Category, author,
 * people, photos, history, staff texts and duplicates are one statement (`reportRelations`); voters and
 * the viewer's votes and follows one query each, whatever the number of reports.
 */
export async function presentPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  records: ReportRecord[],
): Promise<PublicReportView[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  const authorIds = records.flatMap((record) => authorToLoad(record) ?? []);
  const [categories, relations, voters, voted, following] = await Promise.all([
    categoriesById(
      em,
      records.map((record) => record.categoryId),
    ),
    relationsOfRecords(em, records, authorIds),
    latestVoters(em, ids),
    votedBy(em, viewer, ids),
    followedBy(em, viewer, ids),
  ]);
  const { people: authors, photos, histories, updates, duplicates } = relations;
  const participation = {
    vote: canVote(viewer),
    comment: canComment(viewer),
    blockedBy: participationBlock(viewer),
    follow: canFollowReport(viewer),
  };
  return records.map((record) => {
    const category = categories.get(record.categoryId)!;
    const reportPhotos = record.photoIds.flatMap((id) => photos.get(id) ?? []);
    const author = presentAuthor(record, record.authorId ? authors.get(record.authorId) : undefined);
    return {
      id: record.id,
      radicado: record.radicado,
      categoryId: record.categoryId,
      category: {
        id: category.id,
        name: category.name,
        description: category.description,
        icon: category.icon,
      },
      neighborhood: record.neighborhood,
      address: record.address,
      // The record is read in the public view: its location is already the public point.
      location: record.location,
      description: record.description,
      severity: record.severity,
      status: record.status,
      duplicateOfId: record.duplicateOfId,
      duplicateOfRadicado: record.duplicateOfRadicado,
      transferredTo: record.transferredTo,
      transferredLate: record.transferredLate,
      dueAt: record.dueAt,
      answeredAt: record.answeredAt,
      overdue: record.overdue,
      originalDueAt: record.originalDueAt,
      anonymous: record.anonymous,
      author: author
        ? { firstName: author.firstName, lastName: author.lastName, profileImageUrl: author.profileImageUrl }
        : null,
      evidenceUrls: reportPhotos.map((photo) => photo.url),
      photos: reportPhotos,
      // The public history has no note field at all (PublicStatusChange).
      statusHistory: presentHistory(record, histories.get(record.id) ?? []).map(
        ({ id, fromStatus, toStatus, changedAt }) => ({ id, fromStatus, toStatus, changedAt }),
      ),
      // Public updates only: the records are read in the public view (report.record.ts).
      updates: presentUpdates(record, updates.get(record.id) ?? []),
      afterPhoto: record.afterPhotoId ? (photos.get(record.afterPhotoId) ?? null) : null,
      votesCount: record.votesCount,
      commentsCount: record.commentsCount,
      userVoted: voted.has(record.id),
      viewerFollows: following.has(record.id),
      duplicates: duplicates.get(record.id) ?? [],
      voters: voters.get(record.id) ?? [],
      moderation: record.moderation,
      viewerCan: {
        ...participation,
        changeStatus: canChangeReportStatus(viewer, record.facts),
        flag: offersFlag(viewer, record.facts),
      },
      // Raw rows carry timestamps as PostgreSQL's text (MikroORM's pg settings): always a Date here.
      createdAt: new Date(record.createdAt),
      updatedAt: new Date(record.updatedAt),
    };
  });
}
