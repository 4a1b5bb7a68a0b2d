import type { EntityManager } from "@mikro-orm/postgresql";
import { Repeater } from "@repeaterjs/repeater";
import { publish } from "../../pubsub/postgres-pubsub";
import { MESSAGES, UUID_PATTERN } from "../../domain";
import { notFound } from "../../errors/app-error";
import type { LivePubSub } from "../../pubsub/live-hub";
import { RESYNC_TOPIC, type CommentEvent, type ReportActivityEvent } from "../../pubsub/topics";
import { parseInput } from "../../validation/parse-input";
import { Report } from "../report/report.entity";
import { liveReportIdsInput } from "./community.inputs";

/** What reportActivity says about a report, read from its row. */
export function activityOf(report: Report): ReportActivityEvent {
  return {
    reportId: report.id,
    votesCount: report.votesCount,
    commentsCount: report.commentsCount,
    status: report.status,
  };
}

/**
 * Publishes a report's current counts and status. Call it with the transaction that changed them
 * (`tx`), after the change, as the live reactions do: PostgreSQL delivers it on commit, in commit order
 * (docs/live-updates.md#publishing).
 */
export async function publishReportActivity(tx: EntityManager, activity: ReportActivityEvent): Promise<void> {
  await publish(tx, "reportActivity", activity.reportId, activity);
}

/**
 * The live counts of up to LIMITS.liveReportIdsMax reports, for anyone (they are public). After this
 * instance's LISTEN connection comes back, the current counts of every followed report are sent again,
 * since events published meanwhile were lost.
 */
export function reportActivityStream(
  em: EntityManager,
  pubSub: LivePubSub,
  input: unknown,
): AsyncIterable<ReportActivityEvent> {
  const { reportIds } = parseInput(liveReportIdsInput, input);
  const resent = new Repeater<ReportActivityEvent>(async (push, stop) => {
    const resync = pubSub.subscribe(RESYNC_TOPIC);
    void stop.then(() => resync.return());
    for await (const _signal of resync) {
      const reports = await em.fork().find(Report, { id: { $in: reportIds } });
      for (const report of reports) await push(activityOf(report));
    }
  });
  // One subscriber for every followed report: one buffer, one set entry per report (docs/live-updates.md).
  const events = pubSub.subscribeMany("reportActivity", reportIds);
  return Repeater.merge([events, resent]);
}

/** What commentEvents streams: the published events, and "resync" after a lost LISTEN connection. */
export type CommentStreamEvent = CommentEvent | { kind: "resync" };

/**
 * New comments and replies, deletions and like counts of one report's thread, for anyone. After this
 * instance's LISTEN connection comes back it sends `resync`: the page reloads the thread, since events
 * published meanwhile were lost.
 */
export async function commentEventStream(
  em: EntityManager,
  pubSub: LivePubSub,
  reportId: string,
): Promise<AsyncIterable<CommentStreamEvent>> {
  if (!UUID_PATTERN.test(reportId) || !(await em.count(Report, { id: reportId }))) {
    throw notFound(MESSAGES.reportNotFound);
  }
  const resync = new Repeater<CommentStreamEvent>(async (push, stop) => {
    const signals = pubSub.subscribe(RESYNC_TOPIC);
    void stop.then(() => signals.return());
    for await (const _signal of signals) await push({ kind: "resync" });
  });
  return Repeater.merge([pubSub.subscribe("commentEvents", reportId), resync]);
}
