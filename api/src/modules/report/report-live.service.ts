import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import type { LivePubSub } from "../../pubsub/live-hub";
import { publish } from "../../pubsub/postgres-pubsub";
import { listChanges } from "../../pubsub/list-changes";
import type { ReportRecord } from "./report.record";
import { getReport, reportTotals } from "./report.service";
import type { ReportTotals } from "./report.types";

/** What the owner's stream carries: a report of theirs changed, or (null) changes may have been missed. */
export interface OwnReportEvent {
  reportId: string | null;
}

/**
 * Tells an author's open Mis reportes that one of their reports changed. Only the id travels, routed by
 * the author's id: each subscriber's own resolver reads the report as that subscriber may see it
 * (docs/live-updates.md#the-owners-reports). Call it in the transaction that made the change.
 */
export async function publishOwnReportChange(
  tx: EntityManager,
  authorId: string | null,
  reportId: string,
): Promise<void> {
  if (authorId) await publish(tx, "ownReportChanged", authorId, { reportId });
}

const MISSED: OwnReportEvent = { reportId: null };

/**
 * The viewer's own reports' changes. Routed by the viewer's id, so nobody hears of another's report;
 * `{ reportId: null }` says events may have been missed (first, and after a lost LISTEN connection).
 */
export function ownReportChangeStream(
  pubSub: LivePubSub,
  viewer: CurrentUser,
): AsyncIterable<OwnReportEvent> {
  return listChanges(pubSub, pubSub.subscribe("ownReportChanged", viewer.id), MISSED);
}

/**
 * One event of the owner's stream, read for `viewer` through the same service and disclosure as the
 * `report` query (policies/report.policy.ts): what arrives over the socket is what Mis reportes would
 * read over HTTP.
 */
export async function ownReportChange(
  em: EntityManager,
  viewer: CurrentUser,
  event: OwnReportEvent,
): Promise<{ report: ReportRecord | null; totals: ReportTotals }> {
  const report = event.reportId === null ? null : await getReport(em, viewer, event.reportId);
  return { report, totals: await reportTotals(em, viewer) };
}
