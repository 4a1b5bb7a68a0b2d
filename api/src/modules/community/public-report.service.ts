import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS, MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound } from "../../errors/app-error";
import { Report } from "../report/report.entity";
import { recordFromEntity } from "../report/report.record";
import { searchPublicReports } from "../report/report-search.service";
import type { PublicReportView } from "./community.types";
import { presentPublicReports } from "./public-report.presenter";

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

/** How long an app instance answers anonymous visitors the same page (docs/community.md#public-list). */
export const ANONYMOUS_PAGE_CACHE_MS = 1_000;
/** Pages kept per instance: bounded, whatever cursors and filters a visitor makes up. */
const MAX_ANONYMOUS_PAGES = 200;

type PageCache = Map<string, { page: Promise<PublicReportPage>; expires: number }>;
/** Per database (one per app instance: tests run several in one process). */
const anonymousPages = new WeakMap<object, PageCache>();

/**
 * The public community list, for anyone: the shared report search (filters, sorts, keyset cursor:
 * docs/report-search.md) read as the public view, presented with the community's counts, voters and
 * viewerCan (docs/community.md#public-list). Signed-out visitors, who all see the same page, share it
 * for ANONYMOUS_PAGE_CACHE_MS; a signed-in viewer's page (their votes, what they may do) is always read.
 */
export async function listPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<PublicReportPage> {
  if (viewer) return readPublicReports(em, viewer, request);
  let pages = anonymousPages.get(em.getDriver());
  if (!pages) {
    const created: PageCache = new Map();
    anonymousPages.set(em.getDriver(), created);
    pages = created;
  }
  const key = JSON.stringify([
    request.categoryId,
    request.neighborhood,
    request.status,
    request.sort,
    request.after,
    request.first,
  ]);
  const now = Date.now();
  const cached = pages.get(key);
  if (cached && cached.expires > now) return cached.page;
  // Expired pages go at once (a page kept past its second only holds memory); if made-up cursors still
  // fill the map, the page read longest ago goes. Re-read keys move to the end, so the map is in
  // order of expiry.
  for (const [other, entry] of pages) {
    if (entry.expires > now) break;
    pages.delete(other);
  }
  if (pages.size >= MAX_ANONYMOUS_PAGES) pages.delete(pages.keys().next().value!);
  const entry = { page: readPublicReports(em, undefined, request), expires: now + ANONYMOUS_PAGE_CACHE_MS };
  pages.delete(key);
  pages.set(key, entry);
  // A refused or failed read is not kept: the next visitor gets their own answer.
  entry.page.catch(() => {
    if (pages.get(key) === entry) pages.delete(key);
  });
  return entry.page;
}

async function readPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: PublicReportsRequest,
): Promise<PublicReportPage> {
  const page = await searchPublicReports(em, viewer, {
    categoryId: request.categoryId,
    neighborhood: request.neighborhood,
    status: request.status,
    sort: request.sort,
    after: request.after,
    limit: request.first ?? LIMITS.publicReportsPageSize,
  });
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
