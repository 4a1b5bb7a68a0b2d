import type { EntityManager } from "@mikro-orm/postgresql";
import { displayName } from "../../domain";
import { dependenciaNames } from "../dependencia/dependencia-names";
import { categoriesById, relationsOfRecords, type AuthorRow } from "./report.related";
import { authorToLoad, presentAuthor, presentHistory, presentUpdates, showsWork } from "./report-view";
import type { ReportRecord } from "./report.record";
import type {
  DuplicateRef,
  NamedRef,
  ReportAuthor,
  ReportPhoto,
  ReportStatusChangeView,
  ReportUpdateView,
  ReportView,
} from "./report.types";

const namedPerson = (person: AuthorRow | undefined): NamedRef | null =>
  person ? { id: person.id, name: displayName(person) } : null;

/**
 * JSON's own form of a value: each Date as its ISO text, which is what JSON.stringify would write.
 * Written by the presenter, once, because a Date in a body takes JSON.stringify off its fast path: a
 * page's text cost twice as long with them (docs/decisions.md#rest-calls).
 */
export type JsonDates<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? JsonDates<Item>[]
    : T extends object
      ? { [Key in keyof T]: JsonDates<T[Key]> }
      : T;

interface PresentedReportFields extends Omit<ReportView, "dependenciaId" | "assigneeId"> {
  /** Staff only (null for anyone else): who works it, as GraphQL's `dependencia` and `assignee`. */
  dependencia: NamedRef | null;
  assignee: NamedRef | null;
  category: { id: string; name: string; description: string; icon: string };
  author: ReportAuthor | null;
  evidenceUrls: string[];
  photos: ReportPhoto[];
  statusHistory: ReportStatusChangeView[];
  updates: ReportUpdateView[];
  afterPhoto: ReportPhoto | null;
  duplicates: DuplicateRef[];
}

/** A report with everything related, as REST sends it and as the personal-data export keeps it. */
export type PresentedReport = JsonDates<PresentedReportFields>;

/** A time as JSON.stringify writes it (toJSON: null for an invalid one), by the quicker call when it is valid. */
const json = (date: Date): string => (Number.isNaN(date.getTime()) ? date.toJSON() : date.toISOString());
const jsonOrNull = (date: Date | null): string | null => (date === null ? null : json(date));

/**
 * Records (already filtered and shaped for their viewer by the service) with their category, author,
 * photos and history as disclosed (report-view.ts), in one statement whatever the number of reports. REST has no field
 * selection, so it gets everything the GraphQL type offers.
 */
export async function presentReports(em: EntityManager, records: ReportRecord[]): Promise<PresentedReport[]> {
  if (records.length === 0) return [];
  const authorIds = records.flatMap((record) => authorToLoad(record) ?? []);
  const assigneeIds = records.flatMap((record) => (showsWork(record) && record.assigneeId) || []);
  const personIds = [...authorIds, ...assigneeIds];
  // Who works a report (its dependencia's name) is looked up only when some record shows it.
  const dependenciaIds = records.flatMap((record) => (showsWork(record) && record.dependenciaId) || []);
  const [categories, relations, dependencias] = await Promise.all([
    categoriesById(
      em,
      records.map((record) => record.categoryId),
    ),
    relationsOfRecords(em, records, personIds),
    dependenciaIds.length > 0 ? dependenciaNames(em, dependenciaIds) : new Map<string, NamedRef>(),
  ]);
  // Authors and assignees in one map; presentAuthor shows of an author only what the record discloses.
  const { people, photos, histories, updates, duplicates } = relations;
  return records.map((record) => {
    const category = categories.get(record.categoryId)!;
    const reportPhotos = record.photoIds.flatMap((id) => photos.get(id) ?? []);
    return {
      id: record.id,
      radicado: record.radicado,
      categoryId: record.categoryId,
      category: {
        id: category.id,
        name: category.name,
        description: category.description,
        icon: category.icon,
      },
      neighborhood: record.neighborhood,
      address: record.address,
      description: record.description,
      severity: record.severity,
      status: record.status,
      duplicateOfId: record.duplicateOfId,
      duplicateOfRadicado: record.duplicateOfRadicado,
      transferredTo: record.transferredTo,
      transferredLate: record.transferredLate,
      dependencia: (showsWork(record) && dependencias.get(record.dependenciaId)) || null,
      assignee: showsWork(record) ? namedPerson(people.get(record.assigneeId ?? "")) : null,
      dueAt: json(record.dueAt),
      answeredAt: jsonOrNull(record.answeredAt),
      overdue: record.overdue,
      extendedAt: jsonOrNull(record.extendedAt),
      originalDueAt: jsonOrNull(record.originalDueAt),
      extensionReason: record.extensionReason,
      channel: record.channel,
      location: record.location,
      anonymous: record.anonymous,
      allowContact: record.allowContact,
      votesCount: record.votesCount,
      commentsCount: record.commentsCount,
      evidenceUrls: reportPhotos.map((photo) => photo.url),
      photos: reportPhotos,
      author: presentAuthor(record, record.authorId ? people.get(record.authorId) : undefined),
      statusHistory: presentHistory(record, histories.get(record.id) ?? []).map((change) => ({
        ...change,
        changedAt: json(change.changedAt),
      })),
      updates: presentUpdates(record, updates.get(record.id) ?? []).map((update) => ({
        ...update,
        createdAt: json(update.createdAt),
      })),
      afterPhoto: record.afterPhotoId ? (photos.get(record.afterPhotoId) ?? null) : null,
      duplicates: duplicates.get(record.id) ?? [],
      moderation: record.moderation,
      viewerCan: record.viewerCan,
      createdAt: json(record.createdAt),
      updatedAt: json(record.updatedAt),
    };
  });
}

export async function presentReport(em: EntityManager, record: ReportRecord): Promise<PresentedReport> {
  const [presented] = await presentReports(em, [record]);
  return presented!;
}
