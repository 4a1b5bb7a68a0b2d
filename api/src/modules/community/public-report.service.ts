import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS, MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound } from "../../errors/app-error";
import { canReadAsStaff, reportViewLevel } from "../../policies/report.policy";
import { Report } from "../report/report.entity";
import { recordFromEntity, recordFromRow, type ReportRecord, type ReportRow } from "../report/report.record";
import { readRelationsTogether, textArray, type RelationRead } from "../report/report.related";
import type { PublicReportSearchInput } from "../report/report-search.inputs";
import {
  parsePublicReportSearch,
  searchPublicReports,
  searchSharedPublicReports,
} from "../report/report-search.service";
import type { PublicReportView } from "./community.types";
import {
  latestVotersColumn,
  presentPublicReport,
  presentPublicReports,
  presentVoter,
  publicViewerCan,
  readPublicRelations,
  type PublicRelations,
  type VoterRow,
} from "./public-report.presenter";

export interface PublicReportPage {
  reports: PublicReportView[];
  nextCursor: string | null;
}

export interface PublicReportsRequest {
  categoryId?: unknown;
  neighborhood?: unknown;
  status?: unknown;
  sort?: unknown;
  after?: unknown;
  first?: unknown;
}

/**
 * How long an app instance keeps a page of the public list to answer anyone with
 * (docs/community.md#public-list).
 */
export const SHARED_PAGE_MS = 1_000;
/** Pages kept per instance: bounded, whatever filters and cursors a visitor makes up. */
const MAX_SHARED_PAGES = 200;
/**
 * A resident who filed a report this recently gets their page read whole: their filing may have
 * committed after the shared page was read, though dated before the newest filing that page saw.
 */
const OWN_FILING_MARGIN = "10 seconds";

/** A page as a signed-out visitor sees it, with what a signed-in viewer's page is made from. */
interface SharedPage extends PublicReportPage {
  /** The rows the records were made from, by id: a viewer's own records are made from them. */
  rows: Map<string, ReportRow>;
  records: ReportRecord[];
  related: PublicRelations;
  /** The newest filing date when the page was read (PostgreSQL's text, to the microsecond). */
  newestFiledAt: string | null;
  /** The JSON of each report without the viewer's part (`ViewerPart`), written once: see publicReportsJson. */
  fragments?: string[];
  /** The whole page's JSON as a signed-out visitor gets it, written once. */
  json?: string;
}

type PageCache = Map<string, { page: Promise<SharedPage>; expires: number }>;
/** Per database (one per app instance: tests run several in one process). */
const sharedPages = new WeakMap<object, PageCache>();

/** What of a card is the viewer's own or moves with their acts, written over the shared card. */
const VIEWER_PART = [
  "votesCount",
  "commentsCount",
  "voters",
  "userVoted",
  "viewerFollows",
  "viewerCan",
] as const;
type ViewerPart = Pick<PublicReportView, (typeof VIEWER_PART)[number]>;

/** A page for one viewer: the shared page as it is (signed out), or with each card's viewer part. */
type ViewerPage =
  | { kind: "whole"; page: PublicReportPage }
  | { kind: "shared"; shared: SharedPage }
  | {
      kind: "overlaid";
      shared: SharedPage;
      /** Per shared card (by index), in the page's order; reports deleted since are not in it. */
      cards: Array<{ index: number; part: ViewerPart; own?: PublicReportView }>;
    };

/**
 * The public community list, for anyone: the shared report search (filters, sorts, keyset cursor:
 * docs/report-search.md) read as the public view, presented with the community's counts, voters and
 * viewerCan (docs/community.md#public-list).
 */
export async function listPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<PublicReportPage> {
  const page = await pageFor(em, viewer, request);
  if (page.kind === "whole") return page.page;
  const { shared } = page;
  if (page.kind === "shared") return { reports: shared.reports, nextCursor: shared.nextCursor };
  return {
    reports: page.cards.map(({ index, part, own }) => ({ ...(own ?? shared.reports[index]!), ...part })),
    nextCursor: shared.nextCursor,
  };
}

/**
 * `listPublicReports` as the JSON REST sends. Most of a page is everyone's, so its JSON is written
 * once per shared page and each viewer's part added to it: turning a page's reports into JSON cost
 * more than anything else in answering a signed-in resident (`npm run bench`, community).
 */
export async function publicReportsJson(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<string> {
  const page = await pageFor(em, viewer, request);
  if (page.kind === "whole") return JSON.stringify(page.page);
  const { shared } = page;
  if (page.kind === "shared") {
    shared.json ??= JSON.stringify({ reports: shared.reports, nextCursor: shared.nextCursor });
    return shared.json;
  }
  // Each shared card's JSON without its last "}", then the viewer's part's members and the "}".
  const fragments = (shared.fragments ??= shared.reports.map((report) => {
    const everyones: Partial<PublicReportView> = { ...report };
    for (const key of VIEWER_PART) delete everyones[key];
    return JSON.stringify(everyones).slice(0, -1);
  }));
  const reports = page.cards.map(({ index, part, own }) =>
    own ? JSON.stringify({ ...own, ...part }) : `${fragments[index]},${JSON.stringify(part).slice(1)}`,
  );
  return `{"reports":[${reports.join(",")}],"nextCursor":${JSON.stringify(shared.nextCursor)}}`;
}

/**
 * A card's counts and moderation now, and whether the viewer supports and follows it: one pass over the
 * page's report rows. Its latest voters too (null: as the shared page has them), read only where they
 * may differ from the shared page's in a way the viewer must see at once: its support count moved, or
 * the viewer supports it, or the viewer is among the voters the shared page shows
 * (docs/community.md#public-list).
 */
interface ViewerCardRow {
  id: string;
  votes_count: number;
  comments_count: number;
  moderation: ReportRow["moderation"];
  moderation_reason: ReportRow["moderation_reason"];
  voted: boolean;
  followed: boolean;
  voters: VoterRow[] | null;
}

/** A card of the shared page, as the viewer's fresh part of it compares with now. */
interface SharedCard {
  id: string;
  votesCount: number;
  /** Whether the viewer is among the voters the shared page shows on it. */
  viewerShown: boolean;
}

function viewerCardsRead(
  viewer: CurrentUser,
  cards: readonly SharedCard[],
): RelationRead<ViewerCardRow, ViewerCardRow> {
  const viewerVotes = "EXISTS (SELECT 1 FROM report_vote v WHERE v.report_id = r.id AND v.user_id = ?)";
  return {
    sql: `SELECT r.id, r.votes_count, r.comments_count, r.moderation, r.moderation_reason,
                 ${viewerVotes} AS voted,
                 EXISTS (SELECT 1 FROM report_follow f
                          WHERE f.report_id = r.id AND f.user_id = ? AND f.unfollowed_at IS NULL) AS followed,
                 CASE WHEN r.votes_count <> s.votes_count OR s.viewer_shown OR ${viewerVotes}
                      THEN ${latestVotersColumn("r")} END AS voters
            FROM unnest(?::uuid[], ?::int[], ?::boolean[]) AS s(id, votes_count, viewer_shown)
            JOIN report r ON r.id = s.id`,
    params: [
      viewer.id,
      viewer.id,
      viewer.id,
      textArray(cards.map((card) => card.id)),
      textArray(cards.map((card) => String(card.votesCount))),
      textArray(cards.map((card) => String(card.viewerShown))),
    ],
    none: cards.length === 0,
    toMap: (rows) => new Map(rows.map((row) => [row.id, row])),
  };
}

/**
 * Whether the shared page may miss a report: one was filed since it was read (the newest filing date
 * moved), or the viewer filed one in the last OWN_FILING_MARGIN.
 */
function filedSinceRead(
  viewer: CurrentUser,
  newestFiledAt: string | null,
): RelationRead<{ id: string; missed: boolean }, boolean> {
  return {
    sql: `SELECT 'page' AS id,
                 (SELECT max(created_at) FROM report) IS DISTINCT FROM ?::timestamptz
                 OR EXISTS (SELECT 1 FROM report WHERE author_id = ?
                               AND created_at > now() - interval '${OWN_FILING_MARGIN}') AS missed`,
    params: [newestFiledAt, viewer.id],
    toMap: (rows) => new Map(rows.map((row) => [row.id, row.missed])),
  };
}

/**
 * Everyone shares each page for SHARED_PAGE_MS. A signed-in viewer's page takes from it what is
 * everyone's, and reads afresh in one statement what is theirs or moves with their acts: their votes
 * and follows, every card's counts, and its latest voters where its count moved, they support it or the
 * page shows them among its voters (one pass over the cards' rows). It is read whole for them when they
 * see more of its reports than the public does (staff; an author's report under moderation), when a
 * report may be missing from it (`filedSinceRead`), or when a report's moderation changed since it was
 * read.
 */
async function pageFor(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<ViewerPage> {
  const search = parsePublicReportSearch({
    categoryId: request.categoryId,
    neighborhood: request.neighborhood,
    status: request.status,
    sort: request.sort,
    after: request.after,
    limit: request.first ?? LIMITS.publicReportsPageSize,
  });
  const whole = async (reader: CurrentUser): Promise<ViewerPage> => ({
    kind: "whole",
    page: await readWholePage(em, reader, search),
  });
  if (viewer && canReadAsStaff(viewer)) return whole(viewer);
  const shared = await sharedPage(em, search);
  if (!viewer) return { kind: "shared", shared };
  // The viewer's own reports, where they see more than the public: the author's text as written.
  const own = new Map<number, ReportRecord>();
  for (const [index, record] of shared.records.entries()) {
    if (reportViewLevel(viewer, record.facts) === "public") continue;
    const mine = recordFromRow(shared.rows.get(record.id)!, viewer, "public");
    if (mine.moderation !== null) return whole(viewer);
    own.set(index, mine);
  }
  const sharedVoters = shared.related.relations.voters;
  const fresh = await readRelationsTogether(em, {
    missed: filedSinceRead(viewer, shared.newestFiledAt),
    cards: viewerCardsRead(
      viewer,
      shared.records.map((record) => ({
        id: record.id,
        votesCount: record.votesCount,
        viewerShown: sharedVoters.get(record.id)?.userIds.includes(viewer.id) ?? false,
      })),
    ),
  });
  if (fresh.missed.get("page")) return whole(viewer);
  const cards: Array<{ index: number; part: ViewerPart; own?: PublicReportView }> = [];
  for (const [index, record] of shared.records.entries()) {
    const card = fresh.cards.get(record.id);
    // Deleted since the page was read: gone from it at once.
    if (!card) continue;
    const row = shared.rows.get(record.id)!;
    // Put under review, hidden or shown again: its text, photos and updates change for everyone.
    if (card.moderation !== row.moderation || card.moderation_reason !== row.moderation_reason) {
      return whole(viewer);
    }
    const mine = own.get(index);
    cards.push({
      index,
      part: {
        votesCount: card.votes_count,
        commentsCount: card.comments_count,
        voters: card.voters?.map(presentVoter) ?? sharedVoters.get(record.id)?.shown ?? [],
        userVoted: card.voted,
        viewerFollows: card.followed,
        viewerCan: publicViewerCan(viewer, record),
      },
      own: mine && presentPublicReport(viewer, mine, shared.related),
    });
  }
  return { kind: "overlaid", shared, cards };
}

/** The page everyone shares for this search: kept, or read now as a signed-out visitor reads it. */
function sharedPage(em: EntityManager, search: PublicReportSearchInput): Promise<SharedPage> {
  let pages = sharedPages.get(em.getDriver());
  if (!pages) {
    const created: PageCache = new Map();
    sharedPages.set(em.getDriver(), created);
    pages = created;
  }
  // The checked search: however a door spells the same page, it is one page.
  const key = JSON.stringify([
    search.categoryId,
    search.neighborhood,
    search.status,
    search.sort,
    search.after,
    search.limit,
  ]);
  const now = Date.now();
  const kept = pages.get(key);
  if (kept && kept.expires > now) return kept.page;
  // Expired pages go at once (a page kept past its second only holds memory); if made-up cursors still
  // fill the map, the page read longest ago goes. Re-read keys move to the end, so the map is in order
  // of expiry.
  for (const [other, entry] of pages) {
    if (entry.expires > now) break;
    pages.delete(other);
  }
  if (pages.size >= MAX_SHARED_PAGES) pages.delete(pages.keys().next().value!);
  const entry = { page: readSharedPage(em, search), expires: now + SHARED_PAGE_MS };
  pages.delete(key);
  pages.set(key, entry);
  // A refused or failed read is not kept: the next visitor gets their own answer.
  entry.page.catch(() => {
    if (pages.get(key) === entry) pages.delete(key);
  });
  return entry.page;
}

async function readSharedPage(em: EntityManager, search: PublicReportSearchInput): Promise<SharedPage> {
  // Read before the page, so that a report filed while it is read makes it stale, never the reverse.
  const [newest] = await em.execute<Array<{ filed_at: string | null }>>(
    "SELECT max(created_at)::text AS filed_at FROM report",
  );
  const { page, rows } = await searchSharedPublicReports(em, search);
  const records = page.edges.map((edge) => edge.node);
  const related = await readPublicRelations(em, undefined, records);
  return {
    rows,
    records,
    related,
    reports: records.map((record) => presentPublicReport(undefined, record, related)),
    nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    newestFiledAt: newest?.filed_at ?? null,
  };
}

/** A viewer's page read whole for them. */
async function readWholePage(
  em: EntityManager,
  viewer: CurrentUser,
  search: PublicReportSearchInput,
): Promise<PublicReportPage> {
  const page = await searchPublicReports(em, viewer, search);
  return {
    reports: await presentPublicReports(
      em,
      viewer,
      page.edges.map((edge) => edge.node),
    ),
    nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
  };
}

/** One public report, or NOT_FOUND ('Reporte no encontrado'). */
export async function getPublicReport(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  id: string,
): Promise<PublicReportView> {
  const report = UUID_PATTERN.test(id) ? await em.findOne(Report, { id }, { refresh: true }) : null;
  if (!report) throw notFound(MESSAGES.reportNotFound);
  const [view] = await presentPublicReports(em, viewer, [recordFromEntity(report, viewer, "public")]);
  return view!;
}
