import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS, MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound } from "../../errors/app-error";
import { executePrepared } from "../../database/prepared-statement";
import { reportViewLevel } from "../../policies/report.policy";
import { Report } from "../report/report.entity";
import { recordFromEntity, recordFromRow, type ReportRecord, type ReportRow } from "../report/report.record";
import { textArray } from "../report/report.related";
import { searchPublicReports, searchSharedPublicReports } from "../report/report-search.service";
import type { PublicReportView } from "./community.types";
import {
  presentPublicReport,
  presentPublicReports,
  publicViewerCan,
  readPublicRelations,
  type PublicRelations,
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
/** Pages kept per instance: bounded, whatever cursors and filters a visitor makes up. */
const MAX_SHARED_PAGES = 200;

/** A page as a signed-out visitor sees it, with what a signed-in viewer's page is made from. */
interface SharedPage extends PublicReportPage {
  rows: ReportRow[];
  records: ReportRecord[];
  related: PublicRelations;
  /** The JSON of each report without the viewer's part (`ViewerPart`), written once: see publicReportsJson. */
  fragments?: string[];
  /** The whole page's JSON as a signed-out visitor gets it, written once. */
  json?: string;
  /** The newest filing date when the page was read (PostgreSQL's text, to the microsecond). */
  newestFiledAt: string | null;
}

type PageCache = Map<string, { page: Promise<SharedPage>; expires: number }>;
/** Per database (one per app instance: tests run several in one process). */
const sharedPages = new WeakMap<object, PageCache>();

/** A signed-in viewer's own part of a card, read afresh: theirs, or what their acts change. */
interface ViewerCardRow {
  stale: boolean;
  id: string | null;
  votes_count: number;
  comments_count: number;
  voted: boolean;
  followed: boolean;
}

// Always one row, the page's freshness, even for a page with no reports (`id` null then).
const VIEWER_CARDS_SQL = `SELECT s.stale, r.id, r.votes_count, r.comments_count,
    EXISTS (SELECT 1 FROM report_vote v WHERE v.report_id = r.id AND v.user_id = ?) AS voted,
    EXISTS (SELECT 1 FROM report_follow f
             WHERE f.report_id = r.id AND f.user_id = ? AND f.unfollowed_at IS NULL) AS followed
  FROM (SELECT (SELECT max(created_at) FROM report) IS DISTINCT FROM ?::timestamptz AS stale) s
  LEFT JOIN report r ON r.id = ANY(?::uuid[])`;

/** What of a card is the viewer's own or moves with every act, written over the shared card. */
const VIEWER_PART = ["votesCount", "commentsCount", "userVoted", "viewerFollows", "viewerCan"] as const;
type ViewerPart = Pick<PublicReportView, (typeof VIEWER_PART)[number]>;

/** A page for one viewer: the shared page as it is (signed out), or with each card's viewer part. */
type ViewerPage =
  | { kind: "read"; page: PublicReportPage }
  | { kind: "shared"; shared: SharedPage }
  | {
      kind: "overlaid";
      shared: SharedPage;
      /** Per shared card (by index), in the page's order; deleted reports are not in it. */
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
  if (page.kind === "read") return page.page;
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
  if (page.kind === "read") return JSON.stringify(page.page);
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
 * Everyone shares each page for SHARED_PAGE_MS. A signed-in viewer's page takes from it what is
 * everyone's, and reads afresh in one statement what is theirs or moves with their acts: their votes
 * and follows, and every card's counts; it is read whole for them when it holds a report they see more
 * of than the public does (staff; an author's report under moderation) or a report was filed since the
 * shared page was read.
 */
async function pageFor(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<ViewerPage> {
  const shared = await sharedPage(em, request);
  if (!viewer) return { kind: "shared", shared };
  // The viewer's own records, where they see more than the public: the author's unmasked text.
  const own = new Map<number, ReportRecord>();
  for (const [index, record] of shared.records.entries()) {
    const level = reportViewLevel(viewer, record.facts);
    if (level === "public") continue;
    const mine = recordFromRow(shared.rows[index]!, viewer, "public");
    if (level !== "author" || mine.moderation !== null)
      return { kind: "read", page: await readPage(em, viewer, request) };
    own.set(index, mine);
  }
  const rows = await executePrepared<ViewerCardRow>(em, VIEWER_CARDS_SQL, [
    viewer.id,
    viewer.id,
    shared.newestFiledAt,
    textArray(shared.records.map((record) => record.id)),
  ]);
  // Signed-out visitors keep the page for its second (docs/community.md#public-list); a signed-in viewer
  // reads their own until then.
  if (rows[0]!.stale) return { kind: "read", page: await readPage(em, viewer, request) };
  const found = new Map(rows.flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
  return {
    kind: "overlaid",
    shared,
    // A report deleted since the page was read is gone from it at once.
    cards: shared.records.flatMap((record, index) => {
      const card = found.get(record.id);
      if (!card) return [];
      const mine = own.get(index);
      const part: ViewerPart = {
        votesCount: card.votes_count,
        commentsCount: card.comments_count,
        userVoted: card.voted,
        viewerFollows: card.followed,
        viewerCan: publicViewerCan(viewer, mine ?? record),
      };
      return [{ index, part, own: mine && presentPublicReport(viewer, mine, shared.related) }];
    }),
  };
}

/** The page everyone shares for these filters and cursor: kept, or read now as a signed-out visitor. */
function sharedPage(em: EntityManager, request: PublicReportsRequest): Promise<SharedPage> {
  let pages = sharedPages.get(em.getDriver());
  if (!pages) {
    const created: PageCache = new Map();
    sharedPages.set(em.getDriver(), created);
    pages = created;
  }
  // The same page whichever door asks: GraphQL's absent arguments are null and its numbers numbers,
  // REST's are undefined and text.
  const key = JSON.stringify(
    [
      request.categoryId,
      request.neighborhood,
      request.status,
      request.sort,
      request.after,
      request.first,
    ].map((value) => (value == null ? null : typeof value === "number" ? String(value) : value)),
  );
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
  const entry = { page: readSharedPage(em, request), expires: now + SHARED_PAGE_MS };
  pages.delete(key);
  pages.set(key, entry);
  // A refused or failed read is not kept: the next visitor gets their own answer.
  entry.page.catch(() => {
    if (pages.get(key) === entry) pages.delete(key);
  });
  return entry.page;
}

async function readSharedPage(em: EntityManager, request: PublicReportsRequest): Promise<SharedPage> {
  // Read before the page, so that a report filed while it is read makes it stale, never the reverse.
  const [newest] = await executePrepared<{ filed_at: string | null }>(
    em,
    "SELECT max(created_at)::text AS filed_at FROM report",
    [],
  );
  const { page, rows } = await searchSharedPublicReports(em, searchInput(request));
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

const searchInput = (request: PublicReportsRequest) => ({
  categoryId: request.categoryId,
  neighborhood: request.neighborhood,
  status: request.status,
  sort: request.sort,
  after: request.after,
  limit: request.first ?? LIMITS.publicReportsPageSize,
});

/** A viewer's page read whole for them. */
async function readPage(
  em: EntityManager,
  viewer: CurrentUser,
  request: PublicReportsRequest,
): Promise<PublicReportPage> {
  const page = await searchPublicReports(em, viewer, searchInput(request));
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
