import type { PubSub } from "@graphql-yoga/subscription";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Repeater } from "@repeaterjs/repeater";
import { publish } from "../../pubsub/postgres-pubsub";
import { RESYNC_TOPIC, type ReportActivityEvent, type Topics } from "../../pubsub/topics";
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
 * (`tx`), after the change: PostgreSQL delivers it on commit, in commit order (docs/live-updates.md).
 */
export async function publishReportActivity(tx: EntityManager, report: Report): Promise<void> {
  await publish(tx, "reportActivity", report.id, activityOf(report));
}

/**
 * The live counts of up to LIMITS.liveReportIdsMax reports, for anyone (they are public). After this
 * instance's LISTEN connection comes back, the current counts of every followed report are sent again,
 * since events published meanwhile were lost.
 */
export function reportActivityStream(
  em: EntityManager,
  pubSub: PubSub<Topics>,
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
  return Repeater.merge([...reportIds.map((id) => pubSub.subscribe("reportActivity", id)), resent]);
}
