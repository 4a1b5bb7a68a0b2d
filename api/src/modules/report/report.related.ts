import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "../category/category.entity";
import { Photo } from "../photo/photo.entity";
import { presentPhoto } from "../photo/photo.service";
import { type User } from "../user/user.entity";
import { ReportStatusChange } from "./report.entity";
import type { ReportRecord } from "./report.record";
import type { ReportAuthor, ReportPhoto, ReportStatusChangeView } from "./report.types";

/**
 * What a report list shows beside the reports' own columns, read for many reports in one query each:
 * the GraphQL loaders (report.loaders.ts) and the REST presenter (report.presenter.ts) both use these.
 */
export async function categoriesById(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, Category>> {
  const categories = await em.find(Category, { id: { $in: [...new Set(ids)] } });
  return new Map(categories.map((category) => [category.id, category]));
}

export type AuthorRow = Pick<User, "id" | "firstName" | "lastName" | "email" | "profileImageUrl">;

/** Plain rows, not entities: an export reads hundreds of thousands, which an identity map would keep. */
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
  if (ids.length === 0) return new Map();
  const photos = await em.find(Photo, { id: { $in: [...new Set(ids)] }, status: "ready" });
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
  const changes = await em.find(
    ReportStatusChange,
    { report: { $in: [...new Set(reportIds)] } },
    { orderBy: { changedAt: "asc" } },
  );
  const byReport = new Map<string, ReportStatusChangeView[]>();
  for (const change of changes) {
    const entries = byReport.get(change.report.id) ?? [];
    entries.push({
      id: change.id,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      note: change.note,
      changedAt: change.changedAt,
    });
    byReport.set(change.report.id, entries);
  }
  return byReport;
}

/** Whether the author's account needs reading at all for this record (it is hidden more often than not). */
export function authorToLoad(record: ReportRecord): string | null {
  const { name, email } = record.authorVisibility;
  return record.authorId && (name || email) ? record.authorId : null;
}

/**
 * The author as the record's visibility allows (decided by the service, docs/decisions.md#privacy-of-reports):
 * an anonymous author who allowed contact appears to staff with the e-mail only.
 */
export function presentAuthor(record: ReportRecord, author: AuthorRow | undefined): ReportAuthor | null {
  const { name, email } = record.authorVisibility;
  if (!author || (!name && !email)) return null;
  return {
    firstName: name ? author.firstName : null,
    lastName: name ? author.lastName : null,
    email: email ? author.email : null,
    profileImageUrl: name ? author.profileImageUrl : null,
  };
}
