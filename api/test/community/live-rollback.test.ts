import type { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initOrm } from "../../src/database/orm";
import { addComment, deleteComment, toggleCommentLike } from "../../src/modules/community/comment.service";
import { toggleVote } from "../../src/modules/community/vote.service";
import { createLogger } from "../../src/server/logger";
import { subscribe } from "../live-client";
import { fileReport, queryRows } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { citizenWithCedula } from "./community-support";

// Open pages hear of a change only once its transaction commits (docs/live-updates.md#publishing,
// docs/events.md): a vote or a comment that rolls back, with whatever else its transaction did, is
// never seen.
let server: TestServer;
let orm: MikroORM;
beforeAll(async () => {
  server = await startTestServer();
  orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
});
afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

interface Activity {
  reportActivity: { reportId: string; votesCount: number; commentsCount: number; status: string };
}
const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) {
  reportActivity(reportIds: $ids) { reportId votesCount commentsCount status }
}`;
interface Thread {
  commentEvents: { kind: string; commentId: string | null; comment: { content: string | null } | null };
}
const COMMENT_EVENTS = `subscription ($reportId: ID!) {
  commentEvents(reportId: $reportId) { kind commentId comment { content } }
}`;

/** Carlos Pérez, the test citizen, with his cédula: as the services see him. */
const carlos = { id: "test-citizen", role: "citizen" as const, hasCedula: true, dependencias: [] };

describe("live updates of a transaction that rolls back", () => {
  it("publish nothing: a vote, a comment, a like and a deletion undone together never reach open pages", async () => {
    const report = await fileReport(await citizenWithCedula(server));
    const activity = subscribe<Activity>(server.url, REPORT_ACTIVITY, { ids: [report.id] });
    const thread = subscribe<Thread>(server.url, COMMENT_EVENTS, { reportId: report.id });
    try {
      // Comment until both subscriptions are live (they start a moment after being sent).
      let kept: string | undefined;
      let commentsBefore = 0;
      for (let attempt = 1; !kept; attempt++) {
        commentsBefore = attempt;
        const comment = await addComment(orm.em.fork(), carlos, report.id, { content: `Hola ${attempt}` });
        const seen = await Promise.all([
          thread.next((event) => event.commentEvents.commentId === comment.id, 1000).catch(() => null),
          activity.next((event) => event.reportActivity.commentsCount === attempt, 1000).catch(() => null),
        ]);
        if (seen.every(Boolean)) kept = comment.id;
        else if (attempt >= 5) throw new Error("the subscriptions never started");
      }

      const undone = new Error("undone");
      await expect(
        orm.em.fork().transactional(async (tx) => {
          await toggleVote(tx, carlos, report.id);
          await addComment(tx, carlos, report.id, { content: "No se guarda" });
          await toggleCommentLike(tx, carlos, kept);
          await deleteComment(tx, carlos, kept);
          throw undone;
        }),
      ).rejects.toBe(undone);

      // A committed comment after it: events arrive in commit order, so once it is seen, anything
      // the undone transaction had sent would have been seen before it.
      const marker = await addComment(orm.em.fork(), carlos, report.id, { content: "Marcador" });
      await thread.next((event) => event.commentEvents.commentId === marker.id);
      const last = await activity.next((event) => event.reportActivity.commentsCount === commentsBefore + 1);
      expect(last.reportActivity).toEqual({
        reportId: report.id,
        votesCount: 0,
        commentsCount: commentsBefore + 1,
        status: "recibido",
      });
      expect(activity.events.filter((event) => event.reportActivity.votesCount !== 0)).toEqual([]);
      expect(thread.events.filter((event) => event.commentEvents.kind !== "created")).toEqual([]);
      expect(
        thread.events.filter((event) => event.commentEvents.comment?.content === "No se guarda"),
      ).toEqual([]);
      // And the database agrees: none of it happened.
      expect(
        await queryRows(
          server,
          `SELECT votes_count, comments_count,
                  (SELECT likes_count FROM comment WHERE id = $2) AS likes,
                  (SELECT deleted_at IS NOT NULL FROM comment WHERE id = $2) AS deleted
             FROM report WHERE id = $1`,
          [report.id, kept],
        ),
      ).toEqual([{ votes_count: 0, comments_count: commentsBefore + 1, likes: 0, deleted: false }]);
    } finally {
      await Promise.all([activity.dispose(), thread.dispose()]);
    }
  });
});
