import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../../src/pubsub/postgres-pubsub";
import { subscribe, type LiveSubscription } from "../live-client";
import { withClient } from "../postgres";
import { admin, citizen, fileReport } from "../reports/report-support";
import { citizenWithCedula } from "./community-support";
import { startSecondServer, startTestServer, type TestServer } from "../test-server";

/** Two instances of the app on one database, as behind a load balancer. */
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startSecondServer(first);
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

interface Activity {
  reportActivity: { reportId: string; votesCount: number; commentsCount: number; status: string };
}
const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) {
  reportActivity(reportIds: $ids) { reportId votesCount commentsCount status }
}`;
const STATUSES = ["en_gestion", "resuelto", "reabierto"] as const;

interface Thread {
  commentEvents: {
    kind: string;
    reportId: string;
    commentId: string | null;
    parentId: string | null;
    likesCount: number | null;
    comment: {
      id: string;
      content: string | null;
      author: { firstName: string | null; lastName: string | null } | null;
      likesCount: number;
      likedByMe: boolean;
      viewerCan: { reply: boolean; like: boolean; delete: boolean };
    } | null;
  };
}
const COMMENT_EVENTS = `subscription ($reportId: ID!) {
  commentEvents(reportId: $reportId) {
    kind reportId commentId parentId likesCount
    comment { id content author { firstName lastName } likesCount likedByMe viewerCan { reply like delete } }
  }
}`;

const sessionCookie = (client: { cookie(name: string): string | undefined }) =>
  `reporta.sid=${client.cookie("reporta.sid")}`;

/**
 * Changes the status on the second instance until the first instance's subscriber sees it: a
 * subscription starts a moment after the client sends it, and the protocol does not say when.
 */
async function changeUntilSeen(
  staff: Awaited<ReturnType<typeof admin>>,
  reportId: string,
  live: LiveSubscription<Activity>,
  status: string,
) {
  for (let attempt = 0; ; attempt++) {
    const response = await staff.request(`/api/reports/${reportId}/status`, {
      method: "PATCH",
      json: {
        status,
        note: `intento ${attempt}`,
        ...(status === "resuelto" ? { publicUpdate: "Reparado." } : {}),
      },
    });
    expect(response.status).toBe(200);
    try {
      return await live.next((event) => event.reportActivity.status === status, 1000);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

async function listenerPids(server: TestServer): Promise<number[]> {
  return withClient(server.databaseUrl, async (db) => {
    const { rows } = await db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
      [LISTENER_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  });
}

describe("live updates across app instances (PostgreSQL LISTEN/NOTIFY)", () => {
  it("delivers a change made on one instance to a subscriber of the other, also after its LISTEN connection is killed", async () => {
    const report = await fileReport(await citizen(second));
    const staff = await admin(second);
    // An anonymous visitor, on the other instance.
    const live = subscribe<Activity>(first.url, REPORT_ACTIVITY, { ids: [report.id] });
    try {
      const seen = await changeUntilSeen(staff, report.id, live, STATUSES[0]);
      expect(seen.reportActivity).toEqual({
        reportId: report.id,
        votesCount: 0,
        commentsCount: 0,
        status: "en_gestion",
      });

      // Both instances listen, each on a connection of its own.
      const before = await listenerPids(first);
      expect(before).toHaveLength(2);
      await withClient(first.databaseUrl, (db) =>
        db.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [before]),
      );

      // Events sent while it was down are lost, so once it listens again the subscriber gets the current
      // state unasked...
      const resent = await live.next(() => true, 10_000);
      expect(resent.reportActivity).toEqual(seen.reportActivity);
      // The other instance reconnects on its own schedule: both are listening again, on new connections.
      const after = await vi.waitFor(
        async () => {
          const pids = await listenerPids(first);
          expect(pids).toHaveLength(2);
          return pids;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      // ...and new changes arrive again.
      const response = await staff.request(`/api/reports/${report.id}/status`, {
        method: "PATCH",
        json: { status: STATUSES[1], publicUpdate: "Reparado." },
      });
      expect(response.status).toBe(200);
      const next = await live.next(() => true, 5000);
      expect(next.reportActivity.status).toBe("resuelto");
    } finally {
      await live.dispose();
    }
  });

  it("brings votes, comments and likes made on one instance to the other, per-viewer fields worked out per subscriber", async () => {
    const report = await fileReport(await citizen(second));
    const carlos = await citizenWithCedula(second);
    const visitorActivity = subscribe<Activity>(first.url, REPORT_ACTIVITY, { ids: [report.id] });
    const visitorThread = subscribe<Thread>(first.url, COMMENT_EVENTS, { reportId: report.id });
    const carlosThread = subscribe<Thread>(
      first.url,
      COMMENT_EVENTS,
      { reportId: report.id },
      sessionCookie(carlos),
    );
    try {
      // Comment until both thread subscribers are live (they start a moment after being sent).
      let created: Thread["commentEvents"] | undefined;
      for (let attempt = 0; !created; attempt++) {
        const response = await carlos.request(`/api/reports/${report.id}/comments`, {
          method: "POST",
          json: { content: `Hola ${attempt}` },
        });
        expect(response.status).toBe(201);
        const seen = await Promise.all(
          [visitorThread, carlosThread].map((live) =>
            live
              .next((event) => event.commentEvents.comment?.content === `Hola ${attempt}`, 1000)
              .catch(() => null),
          ),
        );
        if (seen.every(Boolean)) created = seen[0]!.commentEvents;
        else if (attempt >= 5) throw new Error("the comment never arrived");
      }
      const mine = carlosThread.events.find(
        (e) => e.commentEvents.commentId === created.commentId,
      )!.commentEvents;
      expect(created).toMatchObject({
        kind: "created",
        reportId: report.id,
        comment: {
          author: { firstName: "Carlos", lastName: "Pérez" },
          likesCount: 0,
          likedByMe: false,
          viewerCan: { reply: false, like: false, delete: false },
        },
      });
      expect(mine.comment?.viewerCan).toEqual({ reply: true, like: true, delete: true });
      const activity = await visitorActivity.next((e) => e.reportActivity.commentsCount > 0, 5000);
      expect(activity.reportActivity.reportId).toBe(report.id);

      const voted = await carlos.request(`/api/reports/${report.id}/vote`, {
        method: "POST",
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(voted.status).toBe(200);
      const afterVote = await visitorActivity.next((e) => e.reportActivity.votesCount === 1, 5000);
      expect(afterVote.reportActivity.status).toBe("recibido");

      const liked = await carlos.request(`/api/comments/${created.commentId}/like`, {
        method: "POST",
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(liked.status).toBe(200);
      const likeEvent = await visitorThread.next((e) => e.commentEvents.kind === "liked", 5000);
      expect(likeEvent.commentEvents).toMatchObject({
        commentId: created.commentId,
        likesCount: 1,
        comment: null,
      });

      const deleted = await carlos.request(`/api/comments/${created.commentId}`, {
        method: "DELETE",
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(deleted.status).toBe(200);
      const deleteEvent = await visitorThread.next((e) => e.commentEvents.kind === "deleted", 5000);
      expect(deleteEvent.commentEvents.commentId).toBe(created.commentId);
      // Nothing per viewer ever travels: no likedByMe outside a new comment (always false there).
      expect(JSON.stringify(visitorThread.events)).not.toContain('"userVoted"');
    } finally {
      await Promise.all([visitorActivity, visitorThread, carlosThread].map((live) => live.dispose()));
    }
  });

  it("refuses more than 100 reports in one subscription, and ids that are not report ids", async () => {
    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    for (const ids of [tooMany, ["nada"], []]) {
      const live = subscribe<Activity>(first.url, REPORT_ACTIVITY, { ids });
      try {
        const errors = (await live.error()) as Array<{ extensions?: { code?: string } }>;
        expect(errors[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      } finally {
        await live.dispose();
      }
    }
  });
});
