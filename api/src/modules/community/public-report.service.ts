import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { MESSAGES } from "../../domain";
import { badUserInput, notFound } from "../../errors/app-error";
import { parseInput } from "../../validation/parse-input";
import { UUID_PATTERN } from "../photo/photo.service";
import { Report } from "../report/report.entity";
import { publicReportsInput, type PublicReportSort, type PublicReportsQuery } from "./community.inputs";
import type { PublicReportView } from "./community.types";
import { presentPublicReports } from "./public-report.presenter";

export interface PublicReportPage {
  reports: PublicReportView[];
  nextCursor: string | null;
}

/** Where a page ended: the sort keys of its last report (created_at as PostgreSQL's own text, exact to µs). */
interface Cursor {
  sort: PublicReportSort;
  votes: number;
  createdAt: string;
  id: string;
}

/** timestamptz as PostgreSQL writes it in ISO DateStyle, e.g. "2026-11-23 17:07:13.123456+00". */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const CURSOR_INVALID = "La página pedida no es válida. Vuelve a cargar la lista.";

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.votes, cursor.createdAt, cursor.id])).toString(
    "base64url",
  );
}

function decodeCursor(text: string, sort: PublicReportSort): Cursor {
  try {
    const [cursorSort, votes, createdAt, id] = JSON.parse(
      Buffer.from(text, "base64url").toString(),
    ) as unknown[];
    if (
      cursorSort === sort &&
      Number.isInteger(votes) &&
      typeof createdAt === "string" &&
      TIMESTAMP_TEXT.test(createdAt) &&
      typeof id === "string" &&
      UUID_PATTERN.test(id)
    ) {
      return { sort, votes: votes as number, createdAt, id };
    }
  } catch {
    // Falls through to the error below.
  }
  throw badUserInput({ after: CURSOR_INVALID });
}

/**
 * The page's ids in order, with keyset pagination: each page starts strictly after the previous page's
 * last sort key, so reports filed meanwhile (newer, so before the cursor) never shift or repeat a page.
 * Sorting by support, a report whose count changed between two pages may move across the cursor; the web
 * app keeps one card per id. Kept to one SQL statement so that it moves easily to a shared search
 * service (docs/community.md#public-list).
 */
export function publicPageQuery(query: PublicReportsQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const filters = { category_id: query.categoryId, neighborhood: query.neighborhood, status: query.status };
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  const bySupport = query.sort === "most_supported";
  if (query.after) {
    const cursor = decodeCursor(query.after, query.sort);
    if (bySupport) {
      where.push("(votes_count, created_at, id) < (?, ?::timestamptz, ?::uuid)");
      params.push(cursor.votes, cursor.createdAt, cursor.id);
    } else {
      where.push("(created_at, id) < (?::timestamptz, ?::uuid)");
      params.push(cursor.createdAt, cursor.id);
    }
  }
  const order = bySupport ? "votes_count DESC, created_at DESC, id DESC" : "created_at DESC, id DESC";
  params.push(query.first + 1);
  return {
    sql: `SELECT id, votes_count, created_at::text AS created_key FROM report
          ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order} LIMIT ?`,
    params,
  };
}

/** The public community list, for anyone: filters, sort, cursor (docs/community.md#public-list). */
export async function listPublicReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  input: unknown,
): Promise<PublicReportPage> {
  const query = parseInput(publicReportsInput, input);
  const { sql, params } = publicPageQuery(query);
  const rows = await em.execute<Array<{ id: string; votes_count: number; created_key: string }>>(sql, params);
  const page = rows.slice(0, query.first);
  const last = page.at(-1);
  const reports = await em.find(Report, { id: { $in: page.map((row) => row.id) } });
  const byId = new Map(reports.map((report) => [report.id, report]));
  return {
    reports: await presentPublicReports(
      em,
      viewer,
      page.flatMap((row) => byId.get(row.id) ?? []),
    ),
    nextCursor:
      rows.length > query.first && last
        ? encodeCursor({
            sort: query.sort,
            votes: last.votes_count,
            createdAt: last.created_key,
            id: last.id,
          })
        : null,
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
  const [view] = await presentPublicReports(em, viewer, [report]);
  return view!;
}
