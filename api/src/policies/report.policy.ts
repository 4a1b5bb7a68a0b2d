import type { CurrentUser } from "../context/current-user";
import { isStaffRole, PENDING_STATUSES, type ReportStatus, type ReportUpdateKind } from "../domain";

/** The facts about a report that decide who may see or do what with it. */
export interface ReportFacts {
  authorId: string | null;
  anonymous: boolean;
  allowContact: boolean;
  /** The dependencia that works it (docs/staff.md#routing). */
  dependenciaId: string | null;
}

/** Staff read every report as staff (docs/staff.md#roles), whichever dependencia works it. */
const isStaff = (viewer: CurrentUser | undefined) => isStaffRole(viewer?.role);
const isAuthor = (viewer: CurrentUser | undefined, report: ReportFacts) =>
  viewer != null && report.authorId != null && report.authorId === viewer.id;

/** Private views (Mis reportes, admin): the author sees their own reports, staff see all. */
export function canViewReport(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return isStaff(viewer) || isAuthor(viewer, report);
}

/**
 * How a viewer sees one report (docs/community.md#the-public-view): staff see it in full; its author
 * sees everything of their own report; anyone else, signed in or not, gets the public view, the same on
 * every door.
 */
export type ReportViewLevel = "staff" | "author" | "public";

export function reportViewLevel(viewer: CurrentUser | undefined, report: ReportFacts): ReportViewLevel {
  if (isStaff(viewer)) return "staff";
  if (isAuthor(viewer, report)) return "author";
  return "public";
}

/** What of a report is disclosed to a viewer; every door presents a report through this alone. */
export interface ReportDisclosure {
  level: ReportViewLevel;
  /** The point the reporter marked; otherwise only the public point (domain/public-view.ts). */
  exactLocation: boolean;
  /** Staff's messages to the reporter (the notes of status changes): they may name the reporter. */
  reporterMessages: boolean;
  /** Staff's internal notes: for staff alone, never the reporter (docs/staff.md#updates-messages-and-notes). */
  internalNotes: boolean;
  /** Whether the author agreed to be contacted: the author's own choice, for staff. */
  contactChoice: boolean;
  /** The author's name and picture. */
  authorName: boolean;
  /** The author's e-mail. */
  authorEmail: boolean;
  /**
   * Residents' answers to "¿Quedó resuelto?" with their comments and photos: for staff alone, since a
   * comment or a photo may name or show someone (docs/resolution-check.md#answering).
   */
  residentAnswers: boolean;
  /**
   * The free text (description, address, public updates) as written; otherwise with phone numbers,
   * e-mails and cédulas masked (docs/privacy-masking.md). Staff and the author read it as written.
   */
  originalText: boolean;
  /**
   * A report under review or hidden by moderation, read as it is: its author and staff. Anyone else
   * gets only its placeholder, with neither text nor photos (docs/moderation.md#what-the-public-reads).
   */
  moderatedContent: boolean;
}

/**
 * The disclosure of each level (docs/decisions.md#privacy-of-reports). `anonymous` hides the author's
 * name from everyone but the author, staff included. Staff get the e-mail whenever the author allowed
 * contact, anonymous or not: that is the author asking the locality to write to them. The public view
 * names the author of a signed report only, and never gives an e-mail.
 */
export function disclosureAt(level: ReportViewLevel, report: ReportFacts): ReportDisclosure {
  const hasAuthor = report.authorId != null;
  const signed = hasAuthor && !report.anonymous;
  switch (level) {
    case "staff":
      return {
        level,
        exactLocation: true,
        reporterMessages: true,
        internalNotes: true,
        contactChoice: true,
        authorName: signed,
        authorEmail: hasAuthor && report.allowContact,
        residentAnswers: true,
        originalText: true,
        moderatedContent: true,
      };
    case "author":
      return {
        level,
        exactLocation: true,
        reporterMessages: true,
        internalNotes: false,
        contactChoice: true,
        authorName: hasAuthor,
        authorEmail: hasAuthor,
        residentAnswers: false,
        originalText: true,
        moderatedContent: true,
      };
    case "public":
      return {
        level,
        exactLocation: false,
        reporterMessages: false,
        internalNotes: false,
        contactChoice: false,
        authorName: signed,
        authorEmail: false,
        residentAnswers: false,
        originalText: false,
        moderatedContent: false,
      };
  }
}

/**
 * The public view of a report as one viewer reads it (the community pages, "¿Ya lo reportaron?",
 * Siguiendo): what everyone sees, except that staff and the author read its text as written
 * (docs/privacy-masking.md).
 */
export function publicDisclosure(viewer: CurrentUser | undefined, report: ReportFacts): ReportDisclosure {
  const ownOrStaff = reportViewLevel(viewer, report) !== "public";
  return { ...disclosureAt("public", report), originalText: ownOrStaff, moderatedContent: ownOrStaff };
}

/** The disclosure of one report to one viewer, decided per record. */
export function reportDisclosure(viewer: CurrentUser | undefined, report: ReportFacts): ReportDisclosure {
  return disclosureAt(reportViewLevel(viewer, report), report);
}

/**
 * Who works a report (its status, staff's texts, assignment, routing): a super_admin any report; a
 * funcionario only the reports of their dependencias (docs/staff.md#roles).
 */
export function canWorkReport(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  if (viewer?.role === "super_admin") return true;
  return (
    viewer?.role === "staff" &&
    report.dependenciaId != null &&
    viewer.dependencias.includes(report.dependenciaId)
  );
}

export function canChangeReportStatus(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return canWorkReport(viewer, report);
}

/** Routing sends a report to another dependencia: who works it may hand it on (docs/staff.md#routing). */
export function canRouteReport(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return canWorkReport(viewer, report);
}

export function canAssignReport(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return canWorkReport(viewer, report);
}

/** The report tables, Mi bandeja and the admin panel's tiles: every staff role. */
export function canReadAsStaff(viewer: CurrentUser | undefined): boolean {
  return isStaff(viewer);
}

/** Whether a staff text of this kind is disclosed: public updates to everyone, the rest as above. */
export function disclosesUpdate(disclosure: ReportDisclosure, kind: ReportUpdateKind): boolean {
  switch (kind) {
    case "public_update":
      return true;
    case "reporter_message":
      return disclosure.reporterMessages;
    case "internal_note":
      return disclosure.internalNotes;
  }
}

/** Staff who work a report write its public updates, messages to the reporter and internal notes. */
export function canWriteReportUpdate(viewer: CurrentUser | undefined, report: ReportFacts): boolean {
  return canWorkReport(viewer, report);
}

/**
 * Who may upload photos: residents for their reports, staff for a resolution's "después" photo
 * (docs/staff.md#updates-messages-and-notes).
 */
export function canUploadPhoto(viewer: CurrentUser | undefined): boolean {
  return canFileReport(viewer) || isStaff(viewer);
}

/** Only citizens file reports (docs/decisions.md#new-report-form: the screen is theirs). */
export function canFileReport(viewer: CurrentUser | undefined): boolean {
  return viewer?.role === "citizen";
}

/** What decides whether a report's term may be extended (docs/legal-clock.md#extension). */
export interface ReportTermFacts {
  status: ReportStatus;
  dueAt: Date;
  answeredAt: Date | null;
  extendedAt: Date | null;
}

/**
 * Why an extension is refused now, or null when it is allowed: staff extend a term once, before it
 * expires, while the report is open and unanswered. The service turns each reason into its conflict.
 */
export function extensionRefusal(
  report: ReportTermFacts,
  now: Date,
): "notOpen" | "answered" | "alreadyExtended" | "expired" | null {
  if (!PENDING_STATUSES.includes(report.status)) return "notOpen";
  if (report.answeredAt !== null) return "answered";
  if (report.extendedAt !== null) return "alreadyExtended";
  if (now.getTime() > report.dueAt.getTime()) return "expired";
  return null;
}

export function canExtendDueDate(
  viewer: CurrentUser | undefined,
  facts: ReportFacts,
  report: ReportTermFacts,
  now: Date,
): boolean {
  return canWorkReport(viewer, facts) && extensionRefusal(report, now) === null;
}
