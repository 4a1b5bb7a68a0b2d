import { maskPersonalData } from "../../domain";
import { disclosesUpdate } from "../../policies/report.policy";
import type { ReportRecord } from "./report.record";
import type { AuthorRow } from "./report.related";
import type { ReportAuthor, ReportStatusChangeView, ReportUpdateView } from "./report.types";

/**
 * The one presenter of a report's related parts: every door (REST, GraphQL over HTTP and the WebSocket,
 * the community pages and their share tags, the staff's CSV) shapes an author and a history through
 * these, from the record's disclosure (policies/report.policy.ts). The record's own columns were shaped
 * when it was read (report.record.ts: the exact or the public point, the contact choice), so a door
 * never decides what a viewer may see (docs/community.md#the-public-view).
 */

/** Whether the author's account needs reading at all for this record (it is hidden more often than not). */
export function authorToLoad(record: ReportRecord): string | null {
  const { authorName, authorEmail } = record.disclosure;
  return record.authorId && (authorName || authorEmail) ? record.authorId : null;
}

/**
 * The author as disclosed (docs/decisions.md#privacy-of-reports): an anonymous author who allowed
 * contact appears to staff with the e-mail only.
 */
export function presentAuthor(record: ReportRecord, author: AuthorRow | undefined): ReportAuthor | null {
  const { authorName, authorEmail } = record.disclosure;
  if (!author || (!authorName && !authorEmail)) return null;
  return {
    firstName: authorName ? author.firstName : null,
    lastName: authorName ? author.lastName : null,
    email: authorEmail ? author.email : null,
    profileImageUrl: authorName ? author.profileImageUrl : null,
  };
}

/** The history as disclosed: staff's messages to the reporter go to staff and the reporter only. */
export function presentHistory(
  record: ReportRecord,
  entries: readonly ReportStatusChangeView[],
): ReportStatusChangeView[] {
  if (record.disclosure.reporterMessages) return [...entries];
  return entries.map((entry) => ({ ...entry, note: null }));
}

/** Who works a report (its dependencia, its assignee) is staff's to know (docs/staff.md#routing). */
export function showsWork(record: ReportRecord): boolean {
  return record.disclosure.level === "staff";
}

/**
 * Staff's texts as disclosed (docs/staff.md#updates-messages-and-notes): public updates to everyone,
 * messages to the reporter to the reporter and staff, internal notes to staff alone. Whoever reads a
 * public update without reading the report as written gets its personal data masked
 * (docs/privacy-masking.md).
 */
export function presentUpdates(
  record: ReportRecord,
  updates: readonly ReportUpdateView[],
): ReportUpdateView[] {
  // A withheld report answers its placeholder and nothing else (docs/moderation.md#what-the-public-reads).
  if (record.withheld) return [];
  const disclosed = updates.filter((update) => disclosesUpdate(record.disclosure, update.kind));
  if (record.disclosure.originalText) return disclosed;
  return disclosed.map((update) => ({ ...update, body: maskPersonalData(update.body) }));
}
