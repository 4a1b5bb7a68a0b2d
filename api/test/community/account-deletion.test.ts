import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { subscribe } from "../live-client";
import { citizen, fileReport, queryRows } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import {
  citizenWithCedula,
  residents,
  restJson,
  type CommentJson,
  type PublicReportJson,
} from "./community-support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const AJAX = { "x-requested-with": "XMLHttpRequest" };

interface Activity {
  reportActivity: { reportId: string; votesCount: number; commentsCount: number; status: string };
}
const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) {
  reportActivity(reportIds: $ids) { reportId votesCount commentsCount status }
}`;
interface Thread {
  commentEvents: { kind: string; commentId: string | null; likesCount: number | null };
}
const COMMENT_EVENTS = `subscription ($reportId: ID!) {
  commentEvents(reportId: $reportId) { kind commentId likesCount }
}`;

describe("account deletion and the community (docs/decisions.md#account-deletion)", () => {
  it("deletes the votes and likes with their counts, and keeps the comments as 'Usuario eliminado'", async () => {
    // Signed, so that its author's own support shows among the supporters.
    const report = await fileReport(await citizen(server), { anonymous: false });
    const carlos = await citizenWithCedula(server);
    const [leaving] = await residents(server, 1, "Se Va");
    const post = async (client: HttpClient, content: string, parentId?: string) =>
      (
        await restJson<CommentJson>(
          await client.request(`/api/reports/${report.id}/comments`, {
            method: "POST",
            json: { content, parentId },
          }),
        )
      ).body;

    await leaving!.request(`/api/reports/${report.id}/vote`, { method: "POST", headers: AJAX });
    await carlos.request(`/api/reports/${report.id}/vote`, { method: "POST", headers: AJAX });
    const theirs = await post(leaving!, "Yo también lo vi");
    const mine = await post(carlos, "Pasa todas las noches");
    await post(leaving!, "Y sigue", mine.id);
    await leaving!.request(`/api/comments/${mine.id}/like`, { method: "POST", headers: AJAX });
    await carlos.request(`/api/comments/${theirs.id}/like`, { method: "POST", headers: AJAX });

    expect((await leaving!.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);

    const visitor = new HttpClient(server.url);
    const publicReport = (
      await restJson<PublicReportJson>(await visitor.request(`/api/public/reports/${report.id}`))
    ).body;
    expect([publicReport.votesCount, publicReport.commentsCount]).toEqual([1, 3]);
    expect(publicReport.voters.map((v) => v.firstName)).toEqual(["Carlos"]);

    const thread = (
      await restJson<CommentJson[]>(await visitor.request(`/api/reports/${report.id}/comments`))
    ).body;
    const [newest, oldest] = thread;
    expect([newest!.content, newest!.likesCount, newest!.author?.firstName]).toEqual([
      "Pasa todas las noches",
      0,
      "Carlos",
    ]);
    expect(newest!.replies.map((r) => [r.content, r.author, r.authorDeleted])).toEqual([
      ["Y sigue", null, true],
    ]);
    expect([oldest!.content, oldest!.author, oldest!.authorDeleted, oldest!.likesCount]).toEqual([
      "Yo también lo vi",
      null,
      true,
      1,
    ]);

    const counts = await queryRows<{ votes: string; likes: string }>(
      server,
      `SELECT (SELECT count(*) FROM report_vote) AS votes, (SELECT count(*) FROM comment_like) AS likes`,
    );
    expect(counts).toEqual([{ votes: "1", likes: "1" }]);
  });

  it("tells open pages of the counts that go down with the account", async () => {
    const report = await fileReport(await citizen(server));
    const carlos = await citizenWithCedula(server);
    const [leaving] = await residents(server, 1, "Se Va");
    await leaving!.request(`/api/reports/${report.id}/vote`, { method: "POST", headers: AJAX });
    const activity = subscribe<Activity>(server.url, REPORT_ACTIVITY, { ids: [report.id] });
    const thread = subscribe<Thread>(server.url, COMMENT_EVENTS, { reportId: report.id });
    try {
      // Carlos comments until both subscriptions are live (they start a moment after being sent); the
      // leaving resident likes his comment.
      let comment: CommentJson | undefined;
      for (let attempt = 1; !comment; attempt++) {
        const posted = await restJson<CommentJson>(
          await carlos.request(`/api/reports/${report.id}/comments`, {
            method: "POST",
            json: { content: `Hola ${attempt}` },
          }),
        );
        const seen = await Promise.all([
          thread.next((event) => event.commentEvents.commentId === posted.body.id, 1000).catch(() => null),
          activity.next((event) => event.reportActivity.commentsCount === attempt, 1000).catch(() => null),
        ]);
        if (seen.every(Boolean)) comment = posted.body;
        else if (attempt >= 5) throw new Error("the subscriptions never started");
      }
      await leaving!.request(`/api/comments/${comment.id}/like`, { method: "POST", headers: AJAX });
      await thread.next((event) => event.commentEvents.likesCount === 1);

      expect((await leaving!.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);
      const vote = await activity.next((event) => event.reportActivity.votesCount === 0);
      expect(vote.reportActivity).toMatchObject({ reportId: report.id, status: "recibido" });
      const like = await thread.next((event) => event.commentEvents.kind === "liked");
      expect(like.commentEvents).toEqual({ kind: "liked", commentId: comment.id, likesCount: 0 });
    } finally {
      await Promise.all([activity.dispose(), thread.dispose()]);
    }
  });
});
