import type { EntityManager } from "@mikro-orm/postgresql";
import { LIMITS, REPORT_UPDATE_KINDS, type ReportStatus, type ReportUpdateKind } from "../../domain";
import { listCategories, type CategoryRow } from "../category/category.service";
import { presentPhoto } from "../photo/photo.service";
import { type User } from "../user/user.entity";
import type { DuplicateRef, ReportPhoto, ReportStatusChangeView, ReportUpdateView } from "./report.types";

/**
 * What a report list shows beside the reports' own columns, read for many reports in one query each:
 * the GraphQL loaders (report.loaders.ts) and the REST presenter (report.presenter.ts) both use these.
 */
/**
 * Plain rows throughout this file: every list of reports pays for these, and building entities (and
 * an identity map) cost several times the queries themselves (`npm run bench`, read paths).
 */
export async function categoriesById(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, CategoryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // Nearly always active ones, which every app instance keeps at hand (listCategories).
  const found = new Map<string, CategoryRow>();
  for (const category of await listCategories(em)) {
    if (unique.includes(category.id)) found.set(category.id, category);
  }
  const deactivated = unique.filter((id) => !found.has(id));
  if (deactivated.length > 0) {
    const rows = await em.execute<CategoryRow[]>(
      "SELECT id, name, description, icon, active FROM category WHERE id = ANY(?::text[])",
      [textArray(deactivated)],
    );
    for (const category of rows) found.set(category.id, category);
  }
  return found;
}

/**
 * An array parameter as PostgreSQL's array literal (knex would expand a JS array into a list of
 * parameters). Every element is quoted and escaped, so any text is safe.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

/** The dependencias by id: a dozen rows, read whole once per operation that asks. */
export async function dependenciaNamesById(
  em: EntityManager,
): Promise<Map<string, { id: string; name: string }>> {
  const rows = await em.execute<Array<{ id: string; name: string }>>("SELECT id, name FROM dependencia");
  return new Map(rows.map((row) => [row.id, row]));
}

export type AuthorRow = Pick<User, "id" | "firstName" | "lastName" | "email" | "profileImageUrl">;

/** An export reads hundreds of thousands of these: an identity map would keep them all. */
export async function authorsById(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await em.execute<
    Array<{
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      profile_image_url: string | null;
    }>
  >(
    `SELECT id, first_name, last_name, email, profile_image_url FROM app_user WHERE id IN (${unique.map(() => "?").join(", ")})`,
    unique,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        profileImageUrl: row.profile_image_url,
      },
    ]),
  );
}

export async function photosById(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, ReportPhoto>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const photos = await em.execute<Array<{ id: string; width: number | null; height: number | null }>>(
    "SELECT id, width, height FROM photo WHERE id = ANY(?::uuid[]) AND status = 'ready'",
    [textArray(unique)],
  );
  return new Map(
    photos.map((photo) => {
      const { objectPath, thumbnailPath, width, height } = presentPhoto(photo);
      return [
        photo.id,
        {
          id: photo.id,
          url: objectPath,
          thumbnailUrl: thumbnailPath,
          width: width ?? 0,
          height: height ?? 0,
        },
      ];
    }),
  );
}

/** Each report's history, oldest first. */
export async function historiesByReport(
  em: EntityManager,
  reportIds: readonly string[],
): Promise<Map<string, ReportStatusChangeView[]>> {
  const unique = [...new Set(reportIds)];
  if (unique.length === 0) return new Map();
  const changes = await em.execute<
    Array<{
      id: string;
      report_id: string;
      from_status: ReportStatus | null;
      to_status: ReportStatus;
      note: string | null;
      changed_at: string | Date;
    }>
  >(
    // A change's note is the message to the reporter written with it (report_update), kept apart from
    // any public update or internal note written with it (docs/staff.md#updates-messages-and-notes).
    `SELECT c.id, c.report_id, c.from_status, c.to_status, m.body AS note, c.changed_at
       FROM report_status_change c
       LEFT JOIN report_update m ON m.status_change_id = c.id AND m.kind = 'reporter_message'
      WHERE c.report_id = ANY(?::uuid[]) ORDER BY c.changed_at, c.id`,
    [textArray(unique)],
  );
  const byReport = new Map<string, ReportStatusChangeView[]>();
  for (const change of changes) {
    const entries = byReport.get(change.report_id) ?? [];
    entries.push({
      id: change.id,
      fromStatus: change.from_status,
      toStatus: change.to_status,
      note: change.note,
      // Raw rows carry timestamps as PostgreSQL's text (MikroORM's pg settings).
      changedAt: new Date(change.changed_at),
    });
    byReport.set(change.report_id, entries);
  }
  return byReport;
}

/**
 * Each report's staff texts of every kind, oldest first: the reader filters them by the record's
 * disclosure (report-view.ts `presentUpdates`) before anything leaves.
 */
export async function updatesByReport(
  em: EntityManager,
  reportIds: readonly string[],
): Promise<Map<string, ReportUpdateView[]>> {
  const unique = [...new Set(reportIds)];
  if (unique.length === 0) return new Map();
  const rows = await em.execute<
    Array<{
      id: string;
      report_id: string;
      kind: ReportUpdateKind;
      body: string;
      is_answer: boolean;
      status_change_id: string | null;
      created_at: string | Date;
    }>
  >(
    `SELECT id, report_id, kind, body, is_answer, status_change_id, created_at FROM report_update
      WHERE report_id = ANY(?::uuid[])
      ORDER BY created_at, array_position(?::text[], kind::text), id`,
    // Texts written with one status change share its instant: public first, then the reporter's, then staff's.
    [textArray(unique), textArray(REPORT_UPDATE_KINDS.map((kind) => kind.value))],
  );
  const byReport = new Map<string, ReportUpdateView[]>();
  for (const row of rows) {
    const entries = byReport.get(row.report_id) ?? [];
    entries.push({
      id: row.id,
      kind: row.kind,
      body: row.body,
      isAnswer: row.is_answer,
      statusChangeId: row.status_change_id,
      createdAt: new Date(row.created_at),
    });
    byReport.set(row.report_id, entries);
  }
  return byReport;
}

/**
 * The reports marked duplicado of each original (docs/staff.md#duplicates), oldest first, at most
 * LIMITS.duplicatesListed each: their radicados are public, like the original's.
 */
export async function duplicatesByOriginal(
  em: EntityManager,
  originalIds: readonly string[],
): Promise<Map<string, DuplicateRef[]>> {
  const found = new Map<string, DuplicateRef[]>();
  if (originalIds.length === 0) return found;
  const rows = await em.execute<Array<{ original_id: string; id: string; radicado: string }>>(
    `SELECT o.id AS original_id, d.id, d.radicado FROM unnest(?::uuid[]) AS o(id)
       CROSS JOIN LATERAL (
         SELECT id, radicado, created_at FROM report r WHERE r.duplicate_of_id = o.id
          ORDER BY r.created_at, r.id LIMIT ${LIMITS.duplicatesListed}) d
      ORDER BY o.id, d.created_at, d.id`,
    [textArray([...new Set(originalIds)])],
  );
  for (const row of rows) {
    found.set(row.original_id, [
      ...(found.get(row.original_id) ?? []),
      { id: row.id, radicado: row.radicado },
    ]);
  }
  return found;
}
