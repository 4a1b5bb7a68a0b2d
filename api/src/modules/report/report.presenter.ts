import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { canSeeAuthor, canSeeAuthorContact, type ReportFacts } from "../../policies/report.policy";
import { Photo } from "../photo/photo.entity";
import { presentPhoto } from "../photo/photo.service";
import { ReportStatusChange, type Report } from "./report.entity";
import type { ReportAuthor, ReportPhoto, ReportStatusChangeView, ReportView } from "./report.types";

export function reportFacts(report: Report): ReportFacts {
  return {
    authorId: report.author?.id ?? null,
    anonymous: report.anonymous,
    allowContact: report.allowContact,
  };
}

/**
 * Reports as `viewer` may see them, for both doors (GraphQL returns these objects, REST sends them as
 * JSON). Category, author, photos and history are loaded in one query each, whatever the number of
 * reports. Callers have already checked that `viewer` may see every report given.
 */
export async function presentReports(
  em: EntityManager,
  viewer: CurrentUser,
  reports: Report[],
): Promise<ReportView[]> {
  if (reports.length === 0) return [];
  await em.populate(reports, ["category", "author"]);
  const [history, photos] = await Promise.all([
    em.find(
      ReportStatusChange,
      { report: { $in: reports.map((report) => report.id) } },
      { orderBy: { changedAt: "asc" } },
    ),
    loadPhotos(
      em,
      reports.flatMap((report) => report.photoIds),
    ),
  ]);
  const historyOf = new Map<string, ReportStatusChange[]>();
  for (const change of history) {
    const entries = historyOf.get(change.report.id) ?? [];
    entries.push(change);
    historyOf.set(change.report.id, entries);
  }
  return reports.map((report) => {
    const reportPhotos = report.photoIds.flatMap((id) => photos.get(id) ?? []);
    return {
      id: report.id,
      categoryId: report.category.id,
      category: {
        id: report.category.id,
        name: report.category.name,
        description: report.category.description,
        icon: report.category.icon,
      },
      neighborhood: report.neighborhood,
      address: report.address,
      description: report.description,
      severity: report.severity,
      status: report.status,
      location:
        report.latitude == null || report.longitude == null
          ? null
          : { lat: report.latitude, lng: report.longitude },
      anonymous: report.anonymous,
      allowContact: report.allowContact,
      evidenceUrls: reportPhotos.map((photo) => photo.url),
      photos: reportPhotos,
      author: presentAuthor(viewer, report),
      statusHistory: (historyOf.get(report.id) ?? []).map(presentChange),
      createdAt: report.createdAt,
      updatedAt: report.updatedAt,
    };
  });
}

export async function presentReport(em: EntityManager, viewer: CurrentUser, report: Report) {
  const [presented] = await presentReports(em, viewer, [report]);
  return presented!;
}

function presentAuthor(viewer: CurrentUser, report: Report): ReportAuthor | null {
  const facts = reportFacts(report);
  if (!report.author) return null;
  if (!canSeeAuthor(viewer, facts)) {
    // An anonymous author who asked to be contacted: staff get a way to write, not a name.
    return canSeeAuthorContact(viewer, facts)
      ? { firstName: null, lastName: null, email: report.author.email, profileImageUrl: null }
      : null;
  }
  return {
    firstName: report.author.firstName,
    lastName: report.author.lastName,
    email: canSeeAuthorContact(viewer, facts) ? report.author.email : null,
    profileImageUrl: report.author.profileImageUrl,
  };
}

function presentChange(change: ReportStatusChange): ReportStatusChangeView {
  return {
    id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    note: change.note,
    changedAt: change.changedAt,
  };
}

/** The processed photos of the given ids (only ready ones: an unprocessed upload is never shown). */
export async function loadPhotos(em: EntityManager, ids: string[]): Promise<Map<string, ReportPhoto>> {
  if (ids.length === 0) return new Map();
  const photos = await em.find(Photo, { id: { $in: ids }, status: "ready" });
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
