import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  MESSAGES,
  NEIGHBORHOODS,
  CLOSED_FILTER,
  CLOSED_STATUSES,
  PENDING_FILTER,
  PENDING_STATUSES,
  REPORT_SEARCH_LIMITS,
  REPORT_TIME_ZONE,
  type ReportSort,
  parseRadicado,
} from "../../domain";
import { expensiveRead } from "../../database/expensive-reads";
import { executeUnprepared } from "../../database/prepared-statement";
import { notFound, unauthenticated } from "../../errors/app-error";
import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from "../../validation/cursor";
import { canReadAsStaff } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import {
  recordFromRow,
  REPORT_COLUMNS,
  type RecordView,
  type ReportRecord,
  type ReportRow,
} from "./report.record";
import {
  publicReportSearchInput,
  reportSearchInput,
  type PublicReportSearchInput,
  type ReportSearchInput,
} from "./report-search.inputs";

/**
 * The one search behind every report list (docs/report-search.md): the tables of /reportes, /barrio and
 * /categoria, the admin panel, the CSV export, and the community's public list. Filters become one
 * WHERE clause over `report` (alias `r`); pages are keyset pages (a cursor is the last row's sort key),
 * so a page costs the same at the start or deep in the list, and reports filed meanwhile never shift
 * or repeat rows of the pages that follow.
 */

/** A WHERE clause (without the keyword) and its parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** What a search matched: the condition, kept so that the total is counted only when asked. */
export interface ReportMatch {
  condition: SqlCondition;
}

export interface ReportEdge {
  cursor: string;
  node: ReportRecord;
}

export interface ReportPageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ReportPage {
  edges: ReportEdge[];
  pageInfo: ReportPageInfo;
  match: ReportMatch;
}

interface SortKey {
  /** Columns in order; the last is the unique id, so that the order is total. */
  columns: string[];
  /** Each column's type, as the cursor holds it and PostgreSQL casts it. */
  casts: Array<"timestamptz" | "uuid" | "smallint" | "int">;
  direction: "ASC" | "DESC";
  values: (row: ReportRow) => Array<string | number>;
}

// Every column of a sort runs in one direction, so a keyset condition is one row comparison, which
// PostgreSQL answers from the matching index (see the migration that creates them).
const SORT_KEYS: Record<ReportSort, SortKey> = {
  newest: {
    columns: ["r.created_at", "r.id"],
    casts: ["timestamptz", "uuid"],
    direction: "DESC",
    values: (row) => [row.created_at_key, row.id],
  },
  oldest: {
    columns: ["r.created_at", "r.id"],
    casts: ["timestamptz", "uuid"],
    direction: "ASC",
    values: (row) => [row.created_at_key, row.id],
  },
  severity: {
    columns: ["r.severity", "r.created_at", "r.id"],
    casts: ["smallint", "timestamptz", "uuid"],
    direction: "DESC",
    values: (row) => [row.severity, row.created_at_key, row.id],
  },
  // Overdue ones first, since their terms ended earliest; a term ends at the end of a day, so a day's
  // reports share it and go in the order they were filed (docs/staff.md#mi-bandeja).
  due: {
    columns: ["r.due_at", "r.created_at", "r.id"],
    casts: ["timestamptz", "timestamptz", "uuid"],
    direction: "ASC",
    values: (row) => [row.due_at_key, row.created_at_key, row.id],
  },
  most_supported: {
    columns: ["r.votes_count", "r.created_at", "r.id"],
    casts: ["int", "timestamptz", "uuid"],
    direction: "DESC",
    values: (row) => [row.votes_count, row.created_at_key, row.id],
  },
};

/** Opaque to clients: the sort's name and the row's key (validation/cursor.ts). */
export function encodeCursor(sort: ReportSort, row: ReportRow): string {
  return encodeKeyset([sort, ...SORT_KEYS[sort].values(row)]);
}

/** The row key of `cursor`; a cursor of another order would point anywhere, so it is refused too. */
function decodeCursor(sort: ReportSort, cursor: string, field: "after" | "before"): Array<string | number> {
  const [, ...values] = decodeKeyset(cursor, [{ literal: sort }, ...SORT_KEYS[sort].casts], field);
  return values;
}

/** `neighborhood` is a slug, or a barrio's name as the URL /barrio/{name} carries it. */
function neighborhoodSlug(value: string): string {
  const match = NEIGHBORHOODS.find(
    (neighborhood) => neighborhood.slug === value || neighborhood.label === value,
  );
  if (!match) throw notFound(MESSAGES.neighborhoodNotFound);
  return match.slug;
}

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Today and the days before it, in the locality's time zone, as a lower bound on created_at. */
const WEEK_START = `(date_trunc('day', now() AT TIME ZONE '${REPORT_TIME_ZONE}')
  - make_interval(days => ${REPORT_SEARCH_LIMITS.weekDays - 1})) AT TIME ZONE '${REPORT_TIME_ZONE}'`;

/** The filters of a search as one condition; unknown barrios and categories are NOT_FOUND. */
export async function matchCondition(
  em: EntityManager,
  filter: Pick<
    ReportSearchInput,
    "status" | "categoryId" | "neighborhood" | "severity" | "createdFrom" | "createdTo" | "thisWeek" | "text"
  >,
  /**
   * Whose moderated reports' text the words may match: anyone's for staff (the default: staff's screens),
   * only the viewer's own for anyone else, whose view of them has no text (docs/moderation.md).
   */
  moderatedTextOf: { viewerId: string | null } | "all" = "all",
): Promise<SqlCondition> {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.status === PENDING_FILTER) {
    parts.push(`r.status IN (${PENDING_STATUSES.map(() => "?").join(", ")})`);
    params.push(...PENDING_STATUSES);
  } else if (filter.status === CLOSED_FILTER) {
    parts.push(`r.status IN (${CLOSED_STATUSES.map(() => "?").join(", ")})`);
    params.push(...CLOSED_STATUSES);
  } else if (filter.status) {
    parts.push("r.status = ?");
    params.push(filter.status);
  }
  if (filter.categoryId) {
    // Categories are data an admin edits; a deactivated one still names its reports.
    const [known] = await em.execute<Array<{ id: string }>>("SELECT id FROM category WHERE id = ?", [
      filter.categoryId,
    ]);
    if (!known) throw notFound(MESSAGES.categoryNotFound);
    parts.push("r.category_id = ?");
    params.push(filter.categoryId);
  }
  if (filter.neighborhood) {
    parts.push("r.neighborhood = ?");
    params.push(neighborhoodSlug(filter.neighborhood));
  }
  if (filter.severity) {
    parts.push("r.severity = ?");
    params.push(filter.severity);
  }
  if (filter.createdFrom) {
    parts.push(`r.created_at >= (?::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}'`);
    params.push(filter.createdFrom);
  }
  if (filter.createdTo) {
    parts.push(`r.created_at < (?::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}'`);
    params.push(filter.createdTo);
  }
  if (filter.thisWeek) parts.push(`r.created_at >= ${WEEK_START}`);
  // A radicado typed whole finds its report (docs/legal-clock.md#radicado): it is in no description.
  const radicado = parseRadicado(filter.text ?? "");
  if (radicado) {
    parts.push("r.radicado = ?");
    params.push(radicado);
  }
  for (const word of radicado ? [] : (filter.text ?? "").split(/\s+/).filter(Boolean)) {
    // report_search_text and report_unaccent are the migration's: the same normalisation on both
    // sides, and a trigram index on the column side.
    parts.push("report_search_text(r.address, r.description) LIKE '%' || report_unaccent(lower(?)) || '%'");
    params.push(escapeLike(word));
  }
  if (moderatedTextOf !== "all" && !radicado && filter.text?.trim()) {
    parts.push("(r.moderation IS NULL OR r.author_id = ?)");
    params.push(moderatedTextOf.viewerId);
  }
  return { sql: parts.length > 0 ? parts.join(" AND ") : "TRUE", params };
}

export interface PageRequest {
  sort: ReportSort;
  limit: number;
  after?: string;
  before?: string;
}

/** SELECT of one keyset page: `limit + 1` rows, so that one more row says whether there is a next page. */
export function pageQuery(condition: SqlCondition, request: PageRequest): SqlCondition {
  const key = SORT_KEYS[request.sort];
  const backwards = request.before != null;
  const direction = backwards ? (key.direction === "DESC" ? "ASC" : "DESC") : key.direction;
  const parts = [condition.sql];
  const params = [...condition.params];
  const cursor = request.after ?? request.before;
  if (cursor != null) {
    const values = decodeCursor(request.sort, cursor, backwards ? "before" : "after");
    const placeholders = key.casts.map((cast) => `?::${cast}`).join(", ");
    parts.push(`(${key.columns.join(", ")}) ${direction === "DESC" ? "<" : ">"} (${placeholders})`);
    params.push(...values);
  }
  const order = key.columns.map((column) => `${column} ${direction}`).join(", ");
  return {
    sql: `SELECT ${REPORT_COLUMNS} FROM report r WHERE ${parts.join(" AND ")} ORDER BY ${order} LIMIT ?`,
    params: [...params, request.limit + 1],
  };
}

async function readPage(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  view: RecordView,
  input: ReportSearchInput,
  keepRow?: (row: ReportRow) => void,
): Promise<ReportPage> {
  const condition = await matchCondition(
    em,
    input,
    canReadAsStaff(viewer) ? "all" : { viewerId: viewer?.id ?? null },
  );
  return readKeysetPage(em, condition, input, {
    // Without words a page is an index range; words may make PostgreSQL read many rows to fill it.
    expensive: input.text != null,
    toRecord: (row) => {
      keepRow?.(row);
      return recordFromRow(row, viewer, view);
    },
  });
}

/**
 * One keyset page of the reports that `condition` matches, in `request`'s order; `toRecord` presents
 * each row, or drops it (undefined) when the viewer may not see it.
 */
export async function readKeysetPage(
  em: EntityManager,
  condition: SqlCondition,
  request: PageRequest,
  options: { expensive: boolean; toRecord: (row: ReportRow) => ReportRecord | undefined },
): Promise<ReportPage> {
  const query = pageQuery(condition, request);
  // Not prepared: a generic plan makes rare filter values slow (docs/report-search.md#relations).
  const read = (reader: EntityManager) => executeUnprepared<ReportRow>(reader, query.sql, query.params);
  const rows = options.expensive ? await expensiveRead(em, "interactive", read) : await read(em);
  const more = rows.length > request.limit;
  const pageRows = rows.slice(0, request.limit);
  const backwards = request.before != null;
  if (backwards) pageRows.reverse();
  const edges = pageRows.flatMap((row) => {
    const node = options.toRecord(row);
    return node ? [{ cursor: encodeCursor(request.sort, row), node }] : [];
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: backwards ? true : more,
      hasPreviousPage: backwards ? more : request.after != null,
      // From the rows read, so that a page never stops at a row it left out.
      startCursor: pageRows[0] ? encodeCursor(request.sort, pageRows[0]) : null,
      endCursor: pageRows.at(-1) ? encodeCursor(request.sort, pageRows.at(-1)!) : null,
    },
    match: { condition },
  };
}

/**
 * The report tables: any signed-in user may browse every report, each in the view its policy decides
 * for them: staff in full, the author their own, everyone else the public view
 * (docs/community.md#the-public-view).
 */
export async function searchReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<ReportPage> {
  if (!viewer) throw unauthenticated();
  return readPage(em, viewer, "viewer", parseInput(reportSearchInput, input));
}

/**
 * The public view for anyone, signed in or not, staff and authors included (the community list):
 * category, barrio and status filters, newest or most supported first.
 */
export async function searchPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<ReportPage> {
  return readPage(em, viewer, "public", parsePublicReportSearch(input));
}

/** Checks the public list's search, with the Spanish message of the first thing wrong in it. */
export function parsePublicReportSearch(input: unknown): PublicReportSearchInput {
  return parseInput(publicReportSearchInput, input);
}

/**
 * The public view as a signed-out visitor reads it, with the row each record was made from (by id): a
 * page that many viewers share, each viewer's own records made from its rows
 * (docs/community.md#public-list).
 */
export async function searchSharedPublicReports(
  em: EntityManager,
  search: PublicReportSearchInput,
): Promise<{ page: ReportPage; rows: Map<string, ReportRow> }> {
  const rows = new Map<string, ReportRow>();
  const page = await readPage(em, undefined, "public", search, (row) => rows.set(row.id, row));
  return { page, rows };
}

/**
 * How many reports the page's search matched, over all its pages: every match is read, so it is an
 * expensive read (docs/graphql.md#expensive-reads).
 */
export async function countMatching(em: EntityManager, match: ReportMatch): Promise<number> {
  const [row] = await expensiveRead(em, "interactive", (reader) =>
    reader.execute<Array<{ count: string }>>(
      `SELECT count(*) AS count FROM report r WHERE ${match.condition.sql}`,
      match.condition.params,
    ),
  );
  return Number(row?.count ?? 0);
}
