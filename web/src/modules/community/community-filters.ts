import { isCategoryId, isNeighborhoodSlug, isReportStatus, type ReportStatus } from "@domain";

export interface CommunityFilters {
  categoryId: string | null;
  neighborhood: string | null;
  status: ReportStatus | null;
  sort: "newest" | "most_supported";
}

/** The list's filters in the URL, in Spanish: /community/reports?categoria=vias&barrio=riomar&estado=resuelto&orden=apoyos */
export const FILTER_PARAMS = {
  categoryId: "categoria",
  neighborhood: "barrio",
  status: "estado",
  sort: "orden",
} as const;
const MOST_SUPPORTED = "apoyos";

export function filtersFromSearch(params: URLSearchParams): CommunityFilters {
  const category = params.get(FILTER_PARAMS.categoryId);
  const neighborhood = params.get(FILTER_PARAMS.neighborhood);
  const status = params.get(FILTER_PARAMS.status);
  return {
    categoryId: isCategoryId(category) ? category : null,
    neighborhood: isNeighborhoodSlug(neighborhood) ? neighborhood : null,
    status: isReportStatus(status) ? status : null,
    sort: params.get(FILTER_PARAMS.sort) === MOST_SUPPORTED ? "most_supported" : "newest",
  };
}

export function searchForFilters(filters: CommunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set(FILTER_PARAMS.categoryId, filters.categoryId);
  if (filters.neighborhood) params.set(FILTER_PARAMS.neighborhood, filters.neighborhood);
  if (filters.status) params.set(FILTER_PARAMS.status, filters.status);
  if (filters.sort === "most_supported") params.set(FILTER_PARAMS.sort, MOST_SUPPORTED);
  return params;
}
