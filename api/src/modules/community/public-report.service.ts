import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { LIMITS, MESSAGES } from "../../domain";
import { notFound } from "../../errors/app-error";
import { UUID_PATTERN } from "../photo/photo.service";
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
