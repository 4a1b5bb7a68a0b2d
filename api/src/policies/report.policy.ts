import type { CurrentUser } from "../context/current-user";

/** The facts about a report that decide who may see or do what with it. */
export interface ReportFacts {
  authorId: string | null;
  anonymous: boolean;
  allowContact: boolean;
}

const isStaff = (viewer: CurrentUser | undefined) => viewer?.role === "super_admin";
const isAuthor = (viewer: CurrentUser | undefined, report: ReportFacts) =>
  viewer != null && report.authorId != null && report.authorId === viewer.id;

/** Private views (Mis reportes, admin): the author sees their own reports, staff see all. */
export function canViewReport(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return isStaff(viewer) || isAuthor(viewer, report);
}

/** Anonymous reports hide their author from everyone but the author (PRODUCT.md decision 11). */
export function canSeeAuthor(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return isAuthor(viewer, report) || (!report.anonymous && report.authorId != null);
}

/**
 * Contact details (email) go to staff whenever the author allowed contact, anonymous or not: anonymity
 * hides who filed the report (name, picture) from everyone else, while "allow contact" is the author
 * asking the locality to write to them. The author always sees their own.
 */
export function canSeeAuthorContact(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return isAuthor(viewer, report) || (isStaff(viewer) && report.allowContact && report.authorId != null);
}

export function canChangeReportStatus(viewer: CurrentUser | undefined): boolean {
  return isStaff(viewer);
}

/** Only citizens file reports (SPEC.md §2: the new-report screen is theirs). */
export function canFileReport(viewer: CurrentUser | undefined): boolean {
  return viewer?.role === "citizen";
}

/**
 * Public views (the community pages) name the author of a signed report only, and never give an e-mail,
 * whoever is looking: they show what everyone sees (docs/decisions.md#privacy-of-reports).
 */
export function showsAuthorInPublic(report: ReportFacts): boolean {
  return !report.anonymous && report.authorId != null;
}
