import {
  CLOSED_FILTER,
  NEIGHBORHOODS,
  PENDING_FILTER,
  REPORT_SORTS,
  REPORT_STATUSES,
  SEVERITY_LEVELS,
  type ReportStatusGroup,
} from "@domain";
import { formatCalendarDay } from "../../ui/relative-date";

/** What the tables filter by, as the API's ReportSearchFilter names it. */
export interface TableFilter {
  status?: string;
  categoryId?: string;
  neighborhood?: string;
  severity?: number;
  createdFrom?: string;
  createdTo?: string;
  thisWeek?: boolean;
  text?: string;
}

export interface TableSearch {
  filter: TableFilter;
  sort: string;
  after?: string;
  before?: string;
  /** 1-based, shown to the reader ("Página 3"); the cursors do the paging. */
  page: number;
}

/** The URL's parameter for each filter: the filter bar and the sort live in the address (shareable). */
const PARAMS = {
  status: "estado",
  categoryId: "categoria",
  neighborhood: "barrio",
  severity: "gravedad",
  createdFrom: "desde",
  createdTo: "hasta",
  text: "q",
} as const;

export function readTableSearch(params: URLSearchParams, fixed: TableFilter): TableSearch {
  const filter: TableFilter = {};
  for (const [key, name] of Object.entries(PARAMS) as Array<[keyof typeof PARAMS, string]>) {
    const value = params.get(name);
    if (!value) continue;
    if (key === "severity") filter.severity = Number(value) || undefined;
    else filter[key] = value;
  }
  const sort = params.get("orden") ?? "newest";
  return {
    filter: { ...filter, ...fixed },
    sort: REPORT_SORTS.some((option) => option.value === sort) ? sort : "newest",
    after: params.get("despues") ?? undefined,
    before: params.get("antes") ?? undefined,
    page: Math.max(1, Number(params.get("pagina")) || 1),
  };
}

/** A new filter or order starts again at the first page. */
export function withFilter(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof PARAMS | "sort", string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const name = key === "sort" ? "orden" : PARAMS[key as keyof typeof PARAMS];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  for (const name of ["despues", "antes", "pagina"]) next.delete(name);
  return next;
}

export function withPage(params: URLSearchParams, cursor: { after?: string; before?: string }, page: number) {
  const next = new URLSearchParams(params);
  for (const name of ["despues", "antes"]) next.delete(name);
  if (cursor.after) next.set("despues", cursor.after);
  if (cursor.before) next.set("antes", cursor.before);
  if (page > 1) next.set("pagina", String(page));
  else next.delete("pagina");
  return next;
}

/** The same filter as query parameters of GET /api/admin/reports.csv (docs/report-search.md). */
export function exportQuery(search: Pick<TableSearch, "filter" | "sort">): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filter)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  query.set("sort", search.sort);
  return query.toString();
}

/** A group's statuses in words, from the domain's list: "recibido, en gestión o reabierto". */
function statusesOf(group: ReportStatusGroup): string {
  const labels = REPORT_STATUSES.filter((status) => status.group === group).map((status) =>
    status.label.toLowerCase(),
  );
  return new Intl.ListFormat("es", { type: "disjunction" }).format(labels);
}

export const STATUS_FILTER_OPTIONS = [
  ...REPORT_STATUSES.map(({ value, label }) => ({ value: value, label })),
  { value: PENDING_FILTER, label: `Pendientes (${statusesOf("pending")})` },
  { value: CLOSED_FILTER, label: `Cerrados (${statusesOf("closed")})` },
];
export const SEVERITY_OPTIONS = SEVERITY_LEVELS.map(({ value, label }) => ({ value: String(value), label }));
export const NEIGHBORHOOD_OPTIONS = NEIGHBORHOODS.map(({ slug, label }) => ({ value: slug, label }));
export const SORT_OPTIONS = REPORT_SORTS.map(({ value, label }) => ({ value: value, label }));

/**
 * The filters and order of a search in words, for a printed report, which must say what it covers
 * (docs/staff.md#printed-report). `categoryName` finds a category's name by its id.
 */
export function describeTableSearch(
  search: Pick<TableSearch, "filter" | "sort">,
  categoryName: (id: string) => string | undefined,
): string[] {
  const { filter } = search;
  const label = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  const lines: string[] = [];
  if (filter.status) lines.push(`Estado: ${label(STATUS_FILTER_OPTIONS, filter.status)}`);
  if (filter.categoryId) lines.push(`Categoría: ${categoryName(filter.categoryId) ?? filter.categoryId}`);
  if (filter.neighborhood) lines.push(`Barrio: ${label(NEIGHBORHOOD_OPTIONS, filter.neighborhood)}`);
  if (filter.severity) lines.push(`Gravedad: ${label(SEVERITY_OPTIONS, String(filter.severity))}`);
  if (filter.createdFrom) lines.push(`Desde: ${formatCalendarDay(filter.createdFrom)}`);
  if (filter.createdTo) lines.push(`Hasta: ${formatCalendarDay(filter.createdTo)}`);
  if (filter.thisWeek) lines.push("Esta semana");
  if (filter.text) lines.push(`Texto: «${filter.text}»`);
  if (lines.length === 0) lines.push("Sin filtros: todos los reportes");
  lines.push(`Orden: ${label(SORT_OPTIONS, search.sort)}`);
  return lines;
}
