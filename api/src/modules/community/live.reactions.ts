import type { EntityManager } from "@mikro-orm/postgresql";
import { react, type ReportCounts } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { Report } from "../report/report.entity";
import { publishedComment } from "./comment.presenter";
import { Comment } from "./community.entity";
import { activityOf, publishReportActivity } from "./live.service";

/**
 * Open community pages follow a report's counts and status, and its thread. Everything is published in
 * the change's transaction, so PostgreSQL delivers it only if it commits (docs/live-updates.md#publishing).
 */
export function registerLiveReactions(): void {
  react("report.statusChanged", "live.reportActivity", async (tx, event) => {
    const report = await tx.findOneOrFail(Report, { id: event.reportId });
    await publishReportActivity(tx, activityOf(report));
  });
  react("report.voted", "live.reportActivity", async (tx, event) => {
    await publishReportActivity(tx, { reportId: event.reportId, ...event.counts });
  });
  // A duplicate's support moved to its original: open pages of both see the new counts.
  react("report.votesMoved", "live.reportActivity", async (tx, event) => {
    await publishReportActivity(tx, { reportId: event.fromReportId, ...event.fromCounts });
    await publishReportActivity(tx, { reportId: event.toReportId, ...event.toCounts });
  });
  react("report.commented", "live.reportActivity", async (tx, event) => {
    await publishReportActivity(tx, { reportId: event.reportId, ...event.counts });
  });
  // The writer's transaction holds the new comment and its author already: no query.
  react("report.commented", "live.commentEvents", async (tx, event) => {
    const comment = await tx.findOneOrFail(Comment, { id: event.commentId }, { populate: ["author"] });
    await publish(tx, "commentEvents", event.reportId, {
      kind: "created",
      comment: publishedComment(comment),
    });
  });
  react("comment.deleted", "live.reportActivity", async (tx, event) => {
    await publishReportActivity(tx, { reportId: event.reportId, ...event.counts });
  });
  react("comment.deleted", "live.commentEvents", async (tx, event) => {
    await publish(tx, "commentEvents", event.reportId, {
      kind: "deleted",
      commentId: event.commentId,
      parentId: event.parentId,
    });
  });
  // A comment under review or hidden (or back): open pages re-read the thread, each as its viewer may
  // read it (docs/moderation.md#what-the-public-reads); the public count moves with it.
  react("content.flagged", "live.commentEvents", async (tx, event) => {
    if (event.underReview) await publishModerated(tx, event);
  });
  react("content.moderated", "live.commentEvents", publishModerated);
  react("comment.liked", "live.commentEvents", async (tx, event) => {
    await publish(tx, "commentEvents", event.reportId, {
      kind: "liked",
      commentId: event.commentId,
      parentId: event.parentId,
      likesCount: event.likesCount,
    });
  });
}

async function publishModerated(
  tx: EntityManager,
  event: { reportId: string; commentId: string | null; parentId: string | null; counts: ReportCounts },
): Promise<void> {
  if (!event.commentId) return;
  await publish(tx, "commentEvents", event.reportId, {
    kind: "moderated",
    commentId: event.commentId,
    parentId: event.parentId,
  });
  await publishReportActivity(tx, { reportId: event.reportId, ...event.counts });
}
