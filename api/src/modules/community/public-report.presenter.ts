import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS } from "../../domain";
import {
  canComment,
  canFollowReport,
  canRestore,
  canVote,
  offersFlag,
  participationBlock,
} from "../../policies/community.policy";
import { canChangeReportStatus } from "../../policies/report.policy";
import type { ReportRecord } from "../report/report.record";
import {
  categoriesById,
  readRelationsTogether,
  relationsOfRecords,
  textArray,
  type RelationRead,
  type ReportRelations,
} from "../report/report.related";
import type { CategoryRow } from "../category/category.service";
import { authorToLoad, presentAuthor, presentHistory, presentUpdates } from "../report/report-view";
import type { PublicReportView, PublicReportViewerCan, Voter } from "./community.types";

/** A supporter as a report's voters list shows them. */
export interface VoterRow {
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

export const presentVoter = (row: VoterRow): Voter => ({
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
});

/**
 * The latest LIMITS.voterAvatars votes on the report `report` names (an alias of a `report` row), latest
 * first. The author of an anonymous report who supports it counts, but is not shown: their face would
 * name them (docs/decisions.md#privacy-of-reports).
 */
const latestShownVotes = (report: string) => `SELECT user_id, created_at FROM report_vote v
   WHERE v.report_id = ${report}.id
     AND (NOT ${report}.anonymous OR v.user_id IS DISTINCT FROM ${report}.author_id)
   ORDER BY v.created_at DESC, v.user_id LIMIT ${LIMITS.voterAvatars}`;

/**
 * The latest voters of the report `report` names, as a JSON array of `VoterRow`s, latest first: a column
 * of a statement that reads that report's row anyway (a signed-in resident's fresh part of a card). The
 * aggregate sorts them again: the join with app_user keeps no order of the votes it was given.
 */
export const latestVotersColumn = (report: string) => `(SELECT coalesce(json_agg(json_build_object(
     'first_name', u.first_name, 'last_name', u.last_name, 'profile_image_url', u.profile_image_url)
     ORDER BY v.created_at DESC, v.user_id), '[]')
   FROM (${latestShownVotes(report)}) v JOIN app_user u ON u.id = v.user_id)`;

/**
 * A report's latest voters as its card shows them, and who they are: a signed-in viewer's page asks
 * whether it shows them (docs/community.md#public-list).
 */
export interface LatestVoters {
  shown: Voter[];
  userIds: string[];
}

/** The latest voters of each report (`latestShownVotes`), by report. */
export function latestVotersRead(
  reportIds: readonly string[],
): RelationRead<VoterRow & { report_id: string; voter_id: string }, LatestVoters> {
  return {
    sql: `SELECT r.id AS report_id, u.first_name, u.last_name, u.profile_image_url,
                 v.created_at AS voted_at, v.user_id AS voter_id
            FROM unnest(?::uuid[]) AS r(id)
            JOIN report shown ON shown.id = r.id
            CROSS JOIN LATERAL (${latestShownVotes("shown")}) v
            JOIN app_user u ON u.id = v.user_id`,
    params: [textArray([...new Set(reportIds)])],
    order: "report_id, voted_at DESC, voter_id",
    none: reportIds.length === 0,
    toMap: (rows) => {
      const voters = new Map<string, LatestVoters>();
      for (const row of rows) {
        const latest = voters.get(row.report_id);
        if (latest) {
          latest.shown.push(presentVoter(row));
          latest.userIds.push(row.voter_id);
        } else voters.set(row.report_id, { shown: [presentVoter(row)], userIds: [row.voter_id] });
      }
      return voters;
    },
  };
}

/**
 * Which of the reports have a row of the viewer's in `table` (its user_id and report_id, where
 * `condition` holds): none for a signed-out viewer, whom PostgreSQL is not asked about.
 */
function viewerRowsRead(
  viewer: CurrentUser | undefined,
  reportIds: readonly string[],
  table: "report_vote" | "report_follow",
  condition = "TRUE",
): RelationRead<{ report_id: string }, true> {
  return {
    sql: `SELECT report_id FROM ${table} WHERE user_id = ? AND report_id = ANY(?::uuid[]) AND ${condition}`,
    params: [viewer?.id ?? null, textArray([...new Set(reportIds)])],
    none: viewer === undefined || reportIds.length === 0,
    toMap: (found) => new Map(found.map((row) => [row.report_id, true])),
  };
}

/** Which of the reports the viewer supports. */
const votedRead = (viewer: CurrentUser | undefined, reportIds: readonly string[]) =>
  viewerRowsRead(viewer, reportIds, "report_vote");

/** Which of the reports the viewer follows now. */
const followedRead = (viewer: CurrentUser | undefined, reportIds: readonly string[]) =>
  viewerRowsRead(viewer, reportIds, "report_follow", "unfollowed_at IS NULL");

/** Which of the reports the viewer follows now (docs/community.md#following). */
export async function followedBy(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reportIds: readonly string[],
): Promise<Set<string>> {
  if (!viewer || reportIds.length === 0) return new Set<string>();
  const { followed } = await readRelationsTogether(em, { followed: followedRead(viewer, reportIds) });
  return new Set(followed.keys());
}

/** What the viewer may do with a report on the community pages (the policies decide). */
export function publicViewerCan(
  viewer: CurrentUser | undefined,
  record: ReportRecord,
): PublicReportViewerCan {
  return {
    vote: canVote(viewer),
    comment: canComment(viewer),
    blockedBy: participationBlock(viewer),
    follow: canFollowReport(viewer),
    changeStatus: canChangeReportStatus(viewer, record.facts),
    flag: offersFlag(viewer, record.facts),
    restore: canRestore(viewer, record.moderation),
  };
}

/**
 * Reports as anyone sees them on the community pages (docs/community.md#what-is-public): what the list
 * and the detail show, for `viewer`. The records are read in the public view (report.record.ts) and
 * their author and history presented like on every other door (report-view.ts). Category, author,
 * people, photos, history, staff texts, duplicates, voters and the viewer's votes and follows are one
 * statement (`reportRelations`), whatever the number of reports.
 */
export async function presentPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  records: ReportRecord[],
): Promise<PublicReportView[]> {
  if (records.length === 0) return [];
  const related = await readPublicRelations(em, viewer, records);
  return records.map((record) => presentPublicReport(viewer, record, related));
}

/** What the community pages show beside the records' own columns (`presentPublicReports`). */
export interface PublicRelations {
  categories: Map<string, CategoryRow>;
  relations: ReportRelations & {
    voters: Map<string, LatestVoters>;
    voted: Map<string, true>;
    followed: Map<string, true>;
  };
}

/** The relations of `presentPublicReports`, in one statement; the viewer's votes and follows among them. */
export async function readPublicRelations(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  records: readonly ReportRecord[],
): Promise<PublicRelations> {
  const ids = records.map((record) => record.id);
  const authorIds = records.flatMap((record) => authorToLoad(record) ?? []);
  const [categories, relations] = await Promise.all([
    categoriesById(
      em,
      records.map((record) => record.categoryId),
    ),
    relationsOfRecords(em, records, authorIds, {
      voters: latestVotersRead(ids),
      voted: votedRead(viewer, ids),
      followed: followedRead(viewer, ids),
    }),
  ]);
  return { categories, relations };
}

/**
 * One report of a page for `viewer`, from relations read with the page's records (which must hold this
 * record's photos: read for the same view of it).
 */
export function presentPublicReport(
  viewer: CurrentUser | undefined,
  record: ReportRecord,
  { categories, relations }: PublicRelations,
): PublicReportView {
  const { people: authors, photos, histories, updates, duplicates, voters, voted } = relations;
  const following = relations.followed;
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
    voters: voters.get(record.id)?.shown ?? [],
    moderation: record.moderation,
    viewerCan: publicViewerCan(viewer, record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
