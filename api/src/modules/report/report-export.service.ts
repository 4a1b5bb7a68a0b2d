import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { expensiveRead } from "../../database/expensive-reads";
import {
  dueLabel,
  LIMITS,
  neighborhoodLabel,
  REPORT_TIME_ZONE,
  reportStatusLabel,
  severityLabel,
} from "../../domain";
import { forbidden } from "../../errors/app-error";
import { canReadAsStaff } from "../../policies/report.policy";
import { parseInput } from "../../validation/parse-input";
import { recordFromRow, type ReportRow } from "./report.record";
import { authorsById, categoriesById, type AuthorRow } from "./report.related";
import { authorToLoad, presentAuthor } from "./report-view";
import { reportSearchInput } from "./report-search.inputs";
import { encodeCursor, matchCondition, pageQuery, type SqlCondition } from "./report-search.service";

/** The export's columns, in Spanish, as Excel shows them. */
export const EXPORT_COLUMNS = [
  "Radicado",
  "ID",
  "Fecha",
  "Categoría",
  "Barrio",
  "Dirección",
  "Descripción",
  "Gravedad",
  "Estado",
  "Apoyos",
  "Comentarios",
  "Autor",
  "Correo de contacto",
  "Latitud",
  "Longitud",
  "Resuelto el",
  "Vence el",
  "Plazo",
] as const;

const BATCH = 1000;

const bogota = new Intl.DateTimeFormat("sv-SE", {
  timeZone: REPORT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
/** "2026-11-23 07:45", Bogotá time: a date Excel recognises. */
const localTime = (date: Date | null) => (date ? bogota.format(date) : "");

/** Absent text is an empty cell (the writer guards every text cell against formulas). */
const text = (value: string | null) => value ?? "";

/**
 * Every report matching the filters (the same as the tables'), in the table's order, as rows of the
 * export, a batch at a time: keyset pages of 1,000, so memory stays flat whatever the number of rows,
 * and a slow reader slows the reading (the caller awaits each batch). Staff only; authors as the
 * privacy rules allow (docs/decisions.md#privacy-of-reports).
 */
export async function* exportReportRows(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): AsyncGenerator<string[][]> {
  if (!canReadAsStaff(viewer)) throw forbidden();
  const search = parseInput(reportSearchInput, { ...(input as object), after: undefined, before: undefined });
  const condition: SqlCondition = await matchCondition(em, search);
  const categories = await categoriesById(
    em,
    (await em.execute<Array<{ id: string }>>("SELECT id FROM category")).map((row) => row.id),
  );
  let after: string | undefined;
  for (;;) {
    const query = pageQuery(condition, { sort: search.sort, limit: BATCH, after });
    // Each batch under the export's longer limit (docs/graphql.md#expensive-reads).
    const rows = await expensiveRead(em, "export", (reader) =>
      reader.execute<ReportRow[]>(query.sql, query.params),
    );
    const batch = rows.slice(0, BATCH);
    const now = new Date();
    const records = batch.map((row) => recordFromRow(row, viewer));
    const authorIds = records.flatMap((record) => authorToLoad(record) ?? []);
    const authors = authorIds.length > 0 ? await authorsById(em, authorIds) : new Map<string, AuthorRow>();
    yield records.map((record) => {
      const author = presentAuthor(record, record.authorId ? authors.get(record.authorId) : undefined);
      return [
        record.radicado,
        `#${record.id.slice(-LIMITS.reportIdDisplayLength)}`,
        localTime(record.createdAt),
        categories.get(record.categoryId)?.name ?? record.categoryId,
        neighborhoodLabel(record.neighborhood) ?? record.neighborhood,
        text(record.address),
        text(record.description),
        `${record.severity} ${severityLabel(record.severity) ?? ""}`.trim(),
        reportStatusLabel(record.status) ?? record.status,
        String(record.votesCount),
        String(record.commentsCount),
        text(
          [author?.firstName, author?.lastName].filter(Boolean).join(" ") ||
            (record.anonymous ? "Anónimo" : "Usuario eliminado"),
        ),
        text(author?.email ?? null),
        record.location ? record.location.lat.toFixed(5).replace(".", ",") : "",
        record.location ? record.location.lng.toFixed(5).replace(".", ",") : "",
        localTime(record.firstResolvedAt),
        // The term as of the export (docs/legal-clock.md#the-due-date).
        localTime(record.dueAt),
        dueLabel(record, now) ?? "",
      ];
    });
    if (rows.length <= BATCH) return;
    after = encodeCursor(search.sort, batch.at(-1)!);
  }
}
