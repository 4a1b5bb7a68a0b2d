import type { EntityManager } from "@mikro-orm/postgresql";
import { executePrepared } from "../../database/prepared-statement";
import { LIMITS, REPORT_UPDATE_KINDS, type ReportStatus, type ReportUpdateKind } from "../../domain";
import { listCategories, type CategoryRow } from "../category/category.service";
import { presentPhoto } from "../photo/photo.service";
import { type User } from "../user/user.entity";
import type { ReportRecord } from "./report.record";
import type { DuplicateRef, ReportPhoto, ReportStatusChangeView, ReportUpdateView } from "./report.types";

/**
 * What a report list shows beside the reports' own columns, read for many reports at once: one query
 * per relation for the GraphQL loaders (report.loaders.ts), which read what a query selects; all of
 * them in one statement for the REST presenters (`reportRelations`), which show everything.
 *
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

export type AuthorRow = Pick<User, "id" | "firstName" | "lastName" | "email" | "profileImageUrl">;

/**
 * One relation of a page of reports as a statement: its rows, and how they become a map. A relation is
 * read on its own (the GraphQL loaders ask only for what a query selects) or with the others in one
 * statement (`reportRelations`, the REST presenters, which show them all).
 */
export interface RelationRead<Row, Value> {
  /** A SELECT of `Row`s; its `?` placeholders take `params`. */
  sql: string;
  params: unknown[];
  /**
   * The rows' order, over the SELECT's own columns, where the map keeps lists in the order they are
   * shown (a history, the duplicates). A map of one row per key needs none, and sorting is a good part
   * of what such a read costs PostgreSQL (docs/report-search.md#relations).
   */
  order?: string;
  /** Nothing to read (no ids): the map is empty, and PostgreSQL is not asked. */
  none?: boolean;
  toMap: (rows: Row[]) => Map<string, Value>;
}

/** Any relation read, whatever its rows (a read of `Row`s takes these as well). */
type AnyRelationRead = RelationRead<never, unknown>;

/** The maps that reading `reads` together answers, under the same names. */
export type RelationMaps<Reads extends Record<string, AnyRelationRead>> = {
  [Name in keyof Reads]: Reads[Name] extends RelationRead<never, infer Value> ? Map<string, Value> : never;
};

/**
 * Relations read in one statement, each a JSON array of its rows in order: one round trip for what a
 * page shows beside its reports, however many relations that is.
 */
export async function readRelationsTogether<Reads extends Record<string, AnyRelationRead>>(
  em: EntityManager,
  reads: Reads,
): Promise<RelationMaps<Reads>> {
  const entries = Object.entries(reads);
  let row: Record<string, never[]> = {};
  if (entries.some(([, read]) => !read.none)) {
    const statement = relationsStatement(reads);
    row = (await executePrepared<Record<string, never[]>>(em, statement.sql, statement.params))[0]!;
  }
  return Object.fromEntries(
    entries.map(([name, read]) => [name, read.toMap(read.none ? [] : row[name]!)]),
  ) as RelationMaps<Reads>;
}

/**
 * The one statement that reads `reads` together: a column per relation, named as it is in `reads`,
 * except those with nothing to read.
 */
export function relationsStatement(reads: Record<string, AnyRelationRead>): {
  sql: string;
  params: unknown[];
} {
  const entries = Object.entries(reads).filter(([, read]) => !read.none);
  if (entries.length === 0) throw new Error("a statement of no relations");
  const columns = entries.map(
    ([name, read]) =>
      `(SELECT coalesce(json_agg(r${read.order ? ` ORDER BY ${read.order}` : ""}), '[]') FROM (${read.sql}) r) AS "${name}"`,
  );
  return { sql: `SELECT ${columns.join(", ")}`, params: entries.flatMap(([, read]) => read.params) };
}

/** Reads one relation: as its own statement, or batched with others (`batchedRelationReader`). */
export type RelationReader = <Row, Value>(read: RelationRead<Row, Value>) => Promise<Map<string, Value>>;

/** Each relation its own statement. */
const readAlone =
  (em: EntityManager): RelationReader =>
  async (read) => {
    if (read.none) return read.toMap([]);
    // Ordered as in `relationsStatement`: over the SELECT's own columns, whatever it joins.
    const sql = read.order ? `SELECT * FROM (${read.sql}) r ORDER BY ${read.order}` : read.sql;
    return read.toMap(await em.execute(sql, read.params));
  };

/**
 * Relations asked for together go as one statement (`readRelationsTogether`). A GraphQL page's fields
 * are resolved together and each loader dispatches its batch on the next tick, so the loaders of its
 * photos, histories, authors and the rest still make one round trip between them; the statement goes
 * on the tick after the first read (a later turn of the event loop would wait behind other requests'
 * I/O).
 */
export function batchedRelationReader(em: EntityManager): RelationReader {
  let pending: Array<{
    read: AnyRelationRead;
    resolve: (map: Map<string, unknown>) => void;
    reject: (error: unknown) => void;
  }> = [];
  const flush = () => {
    // In one order whatever order the fields resolved in: one statement text per set of relations, so
    // the prepared statements stay a few (executePrepared).
    const batch = pending.sort((a, b) => (a.read.sql < b.read.sql ? -1 : a.read.sql > b.read.sql ? 1 : 0));
    pending = [];
    if (batch.length === 1) {
      readAlone(em)(batch[0]!.read).then(batch[0]!.resolve, batch[0]!.reject);
      return;
    }
    readRelationsTogether(em, Object.fromEntries(batch.map(({ read }, index) => [`r${index}`, read]))).then(
      (maps: Record<string, Map<string, unknown>>) =>
        batch.forEach((entry, index) => entry.resolve(maps[`r${index}`]!)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return <Row, Value>(read: RelationRead<Row, Value>) =>
    new Promise<Map<string, Value>>((resolve, reject) => {
      if (read.none) return resolve(read.toMap([]));
      if (pending.length === 0) process.nextTick(flush);
      pending.push({
        read,
        resolve: resolve as (map: Map<string, unknown>) => void,
        reject,
      });
    });
}

/** Appends each row's value to the list of its key, in the rows' order. */
function grouped<Row, Value>(rows: Row[], key: (row: Row) => string, value: (row: Row) => Value) {
  const byKey = new Map<string, Value[]>();
  for (const row of rows) {
    const list = byKey.get(key(row));
    if (list) list.push(value(row));
    else byKey.set(key(row), [value(row)]);
  }
  return byKey;
}

interface PersonRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_url: string | null;
}

function peopleRead(ids: readonly string[]): RelationRead<PersonRow, AuthorRow> {
  return {
    sql: "SELECT id, first_name, last_name, email, profile_image_url FROM app_user WHERE id = ANY(?::text[])",
    params: [textArray([...new Set(ids)])],
    none: ids.length === 0,
    toMap: (rows) =>
      new Map(
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
      ),
  };
}

interface PhotoRow {
  id: string;
  width: number | null;
  height: number | null;
}

function photosRead(ids: readonly string[]): RelationRead<PhotoRow, ReportPhoto> {
  return {
    sql: "SELECT id, width, height FROM photo WHERE id = ANY(?::uuid[]) AND status = 'ready'",
    params: [textArray([...new Set(ids)])],
    none: ids.length === 0,
    toMap: (rows) =>
      new Map(
        rows.map((photo) => {
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
      ),
  };
}

interface StatusChangeRow {
  id: string;
  report_id: string;
  from_status: ReportStatus | null;
  to_status: ReportStatus;
  note: string | null;
  changed_at: string | Date;
}

/** Each report's history, oldest first. */
function historiesRead(
  reportIds: readonly string[],
): RelationRead<StatusChangeRow, ReportStatusChangeView[]> {
  return {
    // A change's note is the message to the reporter written with it (report_update), kept apart from
    // any public update or internal note written with it (docs/staff.md#updates-messages-and-notes).
    sql: `SELECT c.id, c.report_id, c.from_status, c.to_status, m.body AS note, c.changed_at
            FROM report_status_change c
            LEFT JOIN report_update m ON m.status_change_id = c.id AND m.kind = 'reporter_message'
           WHERE c.report_id = ANY(?::uuid[])`,
    params: [textArray([...new Set(reportIds)])],
    order: "changed_at, id",
    none: reportIds.length === 0,
    toMap: (rows) =>
      grouped(
        rows,
        (change) => change.report_id,
        (change) => ({
          id: change.id,
          fromStatus: change.from_status,
          toStatus: change.to_status,
          note: change.note,
          // Timestamps arrive as PostgreSQL's text (MikroORM's pg settings) or as JSON's ISO text.
          changedAt: new Date(change.changed_at),
        }),
      ),
  };
}

/** A kind's place among texts of the same instant, written from the domain's list of kinds. */
const UPDATE_KIND_ORDER = `CASE kind ${REPORT_UPDATE_KINDS.map(
  (kind, index) => `WHEN '${kind.value}' THEN ${index}`,
).join(" ")} END`;

interface UpdateRow {
  id: string;
  report_id: string;
  kind: ReportUpdateKind;
  body: string;
  is_answer: boolean;
  status_change_id: string | null;
  created_at: string | Date;
}

/**
 * Each report's staff texts of every kind, oldest first: the reader filters them by the record's
 * disclosure (report-view.ts `presentUpdates`) before anything leaves.
 */
function updatesRead(reportIds: readonly string[]): RelationRead<UpdateRow, ReportUpdateView[]> {
  return {
    sql: `SELECT id, report_id, kind, body, is_answer, status_change_id, created_at
            FROM report_update WHERE report_id = ANY(?::uuid[])`,
    params: [textArray([...new Set(reportIds)])],
    // Texts written with one status change share its instant: public first, then the reporter's, then staff's.
    order: `created_at, ${UPDATE_KIND_ORDER}, id`,
    none: reportIds.length === 0,
    toMap: (rows) =>
      grouped(
        rows,
        (row) => row.report_id,
        (row) => ({
          id: row.id,
          kind: row.kind,
          body: row.body,
          isAnswer: row.is_answer,
          statusChangeId: row.status_change_id,
          createdAt: new Date(row.created_at),
        }),
      ),
  };
}

interface DuplicateRow {
  original_id: string;
  id: string;
  radicado: string;
}

/**
 * The reports marked duplicado of each original (docs/staff.md#duplicates), oldest first, at most
 * LIMITS.duplicatesListed each: their radicados are public, like the original's.
 */
function duplicatesRead(originalIds: readonly string[]): RelationRead<DuplicateRow, DuplicateRef[]> {
  return {
    sql: `SELECT o.id AS original_id, d.id, d.radicado, d.created_at
            FROM unnest(?::uuid[]) AS o(id)
            CROSS JOIN LATERAL (
              SELECT id, radicado, created_at FROM report r WHERE r.duplicate_of_id = o.id
               ORDER BY r.created_at, r.id LIMIT ${LIMITS.duplicatesListed}) d`,
    params: [textArray([...new Set(originalIds)])],
    order: "original_id, created_at, id",
    none: originalIds.length === 0,
    toMap: (rows) =>
      grouped(
        rows,
        (row) => row.original_id,
        (row) => ({ id: row.id, radicado: row.radicado }),
      ),
  };
}

/** An export reads hundreds of thousands of these: an identity map would keep them all. */
export async function authorsById(
  em: EntityManager,
  ids: readonly string[],
  read: RelationReader = readAlone(em),
): Promise<Map<string, AuthorRow>> {
  return read(peopleRead(ids));
}

export async function photosById(
  em: EntityManager,
  ids: readonly string[],
  read: RelationReader = readAlone(em),
): Promise<Map<string, ReportPhoto>> {
  return read(photosRead(ids));
}

export async function historiesByReport(
  em: EntityManager,
  reportIds: readonly string[],
  read: RelationReader = readAlone(em),
): Promise<Map<string, ReportStatusChangeView[]>> {
  return read(historiesRead(reportIds));
}

export async function updatesByReport(
  em: EntityManager,
  reportIds: readonly string[],
  read: RelationReader = readAlone(em),
): Promise<Map<string, ReportUpdateView[]>> {
  return read(updatesRead(reportIds));
}

export async function duplicatesByOriginal(
  em: EntityManager,
  originalIds: readonly string[],
  read: RelationReader = readAlone(em),
): Promise<Map<string, DuplicateRef[]>> {
  return read(duplicatesRead(originalIds));
}

export interface ReportRelations {
  /** Authors and assignees, by user id. */
  people: Map<string, AuthorRow>;
  photos: Map<string, ReportPhoto>;
  histories: Map<string, ReportStatusChangeView[]>;
  updates: Map<string, ReportUpdateView[]>;
  duplicates: Map<string, DuplicateRef[]>;
}

/**
 * Everything a REST list shows beside the reports' own columns, in one statement (each relation a JSON
 * array of its rows, in order): the people named (authors, assignees), the photos, and each report's
 * history, staff texts and duplicates; and whatever `more` a door shows besides (the community's
 * voters and the viewer's votes), in the same statement.
 */
export async function reportRelations<More extends Record<string, AnyRelationRead> = Record<never, never>>(
  em: EntityManager,
  wanted: WantedRelations,
  more?: More,
): Promise<ReportRelations & RelationMaps<More>> {
  return readRelationsTogether(em, { ...reportRelationReads(wanted), ...more }) as Promise<
    ReportRelations & RelationMaps<More>
  >;
}

export interface WantedRelations {
  reportIds: readonly string[];
  photoIds: readonly string[];
  personIds: readonly string[];
}

/** The reads of `reportRelations`, one per relation. */
export function reportRelationReads(wanted: WantedRelations) {
  return {
    people: peopleRead(wanted.personIds),
    photos: photosRead(wanted.photoIds),
    histories: historiesRead(wanted.reportIds),
    updates: updatesRead(wanted.reportIds),
    duplicates: duplicatesRead(wanted.reportIds),
  };
}

/** `reportRelations` of a page of records: their histories, texts and duplicates, all their photos. */
export function relationsOfRecords<More extends Record<string, AnyRelationRead> = Record<never, never>>(
  em: EntityManager,
  records: readonly ReportRecord[],
  personIds: readonly string[],
  more?: More,
): Promise<ReportRelations & RelationMaps<More>> {
  return reportRelations(
    em,
    {
      reportIds: records.map((record) => record.id),
      photoIds: records.flatMap((record) => [
        ...record.photoIds,
        ...(record.afterPhotoId ? [record.afterPhotoId] : []),
      ]),
      personIds,
    },
    more,
  );
}
