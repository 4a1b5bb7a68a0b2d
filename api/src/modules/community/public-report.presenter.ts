import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS } from "../../domain";
import { canComment, canVote, participationBlock } from "../../policies/community.policy";
import { canChangeReportStatus, showsAuthorInPublic } from "../../policies/report.policy";
import { loadPhotos, reportFacts } from "../report/report.presenter";
import { ReportStatusChange, type Report } from "../report/report.entity";
import type { PublicReportView, Voter } from "./community.types";

/**
 * A uuid[] parameter as PostgreSQL's array literal: knex would expand a JS array into a list of
 * parameters. The ids are report ids read from the database, so they hold no quotes or commas.
 */
const uuidArray = (ids: string[]) => `{${ids.join(",")}}`;

interface VoterRow {
  report_id: string;
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/** The latest LIMITS.voterAvatars supporters of each report, one query for the page. */
async function latestVoters(em: EntityManager, reportIds: string[]): Promise<Map<string, Voter[]>> {
  const rows = await em.execute<VoterRow[]>(
    `SELECT r.id AS report_id, u.id, u.first_name, u.last_name, u.profile_image_url
       FROM unnest(?::uuid[]) AS r(id)
       CROSS JOIN LATERAL (
         SELECT user_id, created_at FROM report_vote v WHERE v.report_id = r.id
          ORDER BY v.created_at DESC, v.user_id LIMIT ${LIMITS.voterAvatars}) v
       JOIN app_user u ON u.id = v.user_id
      ORDER BY r.id, v.created_at DESC, v.user_id`,
    [uuidArray(reportIds)],
  );
  const voters = new Map<string, Voter[]>();
  for (const row of rows) {
    voters.set(row.report_id, [
      ...(voters.get(row.report_id) ?? []),
      {
        id: row.id,
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
    [viewer.id, uuidArray(reportIds)],
  );
  return new Set(rows.map((row) => row.report_id));
}

/**
 * Reports as anyone sees them on the community pages (docs/community.md#what-is-public): what the list
 * and the detail show, for `viewer`. Category, author, photos, history, voters and the viewer's votes are
 * one query each, whatever the number of reports.
 */
export async function presentPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  reports: Report[],
): Promise<PublicReportView[]> {
  if (reports.length === 0) return [];
  const ids = reports.map((report) => report.id);
  await em.populate(reports, ["category", "author"]);
  const [history, photos, voters, voted] = await Promise.all([
    em.find(ReportStatusChange, { report: { $in: ids } }, { orderBy: { changedAt: "asc", id: "asc" } }),
    loadPhotos(
      em,
      reports.flatMap((report) => report.photoIds),
    ),
    latestVoters(em, ids),
    votedBy(em, viewer, ids),
  ]);
  const historyOf = new Map<string, ReportStatusChange[]>();
  for (const change of history) {
    historyOf.set(change.report.id, [...(historyOf.get(change.report.id) ?? []), change]);
  }
  const viewerCan = {
    vote: canVote(viewer),
    comment: canComment(viewer),
    changeStatus: canChangeReportStatus(viewer),
    blockedBy: participationBlock(viewer),
  };
  return reports.map((report) => {
    const reportPhotos = report.photoIds.flatMap((id) => photos.get(id) ?? []);
    const author = showsAuthorInPublic(reportFacts(report)) ? report.author : null;
    return {
      id: report.id,
      categoryId: report.category.id,
      category: {
        id: report.category.id,
        name: report.category.name,
        description: report.category.description,
        icon: report.category.icon,
      },
      neighborhood: report.neighborhood,
      address: report.address,
      description: report.description,
      severity: report.severity,
      status: report.status,
      anonymous: report.anonymous,
      author: author
        ? { firstName: author.firstName, lastName: author.lastName, profileImageUrl: author.profileImageUrl }
        : null,
      evidenceUrls: reportPhotos.map((photo) => photo.url),
      photos: reportPhotos,
      statusHistory: (historyOf.get(report.id) ?? []).map((change) => ({
        id: change.id,
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        changedAt: change.changedAt,
      })),
      votesCount: report.votesCount,
      commentsCount: report.commentsCount,
      userVoted: voted.has(report.id),
      voters: voters.get(report.id) ?? [],
      viewerCan,
      createdAt: report.createdAt,
      updatedAt: report.updatedAt,
    };
  });
}
