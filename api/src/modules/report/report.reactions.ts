import { react } from "../../events/domain-events";
import { publishOwnReportChange } from "./report-live.service";

/** The author's open Mis reportes hears of each change to their report (docs/live-updates.md#the-owners-reports). */
export function registerReportReactions(): void {
  react("report.filed", "report.ownerLive", async (tx, event) => {
    await publishOwnReportChange(tx, event.authorId, event.reportId);
  });
  react("report.statusChanged", "report.ownerLive", async (tx, event) => {
    await publishOwnReportChange(tx, event.authorId, event.reportId);
  });
  // An internal note is nothing the author may see: their page hears nothing of it.
  react("report.updated", "report.ownerLive", async (tx, event) => {
    if (event.kind === "internal_note") return;
    await publishOwnReportChange(tx, event.authorId, event.reportId);
  });
  // The blurred copy replaces the photo on the author's open page (docs/privacy-masking.md#photo-blurring).
  react("report.photoBlurred", "report.ownerLive", async (tx, event) => {
    await publishOwnReportChange(tx, event.authorId, event.reportId);
  });
}
