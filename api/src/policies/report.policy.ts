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

/**
 * Anonymous reports hide their author from everyone but the author (docs/decisions.md#privacy-of-reports).
 */
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

/**
 * How much of a report's author a list shows. "public": the community pages, and residents browsing
 * the report tables: the author's name only when not anonymous, never an e-mail. "full": staff, and the
 * author in their own views: the rules above (docs/decisions.md#privacy-of-reports).
 */
export type ReportAudience = "public" | "full";

export interface AuthorVisibility {
  name: boolean;
  email: boolean;
}

export function authorVisibility(
  viewer: CurrentUser | undefined,
  report: ReportFacts,
  audience: ReportAudience,
): AuthorVisibility {
  return {
    name: canSeeAuthor(viewer, report),
    email: audience === "full" && canSeeAuthorContact(viewer, report),
  };
}

/** The report tables (/reportes, /barrio, /categoria): staff get their full view, everyone else the public one. */
export function browseAudience(viewer: CurrentUser | undefined): ReportAudience {
  return isStaff(viewer) ? "full" : "public";
}

export function canChangeReportStatus(viewer: CurrentUser | undefined): boolean {
  return isStaff(viewer);
}

/** Only citizens file reports (docs/decisions.md#new-report-form: the screen is theirs). */
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
