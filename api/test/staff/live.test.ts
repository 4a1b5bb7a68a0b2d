import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { subscribe } from "../live-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, resetRateLimits, UPDATE_STATUS } from "../reports/report-support";

let server: TestServer;
let carlos: HttpClient;
let ana: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
  await resetRateLimits(server);
});
afterAll(async () => {
  await server?.stop();
});

const cookieOf = (client: HttpClient) => `reporta.sid=${client.cookie("reporta.sid")}`;

describe("live staff panel and bell", () => {
  it("tells staff of every new report, and nobody else", async () => {
    const staffFeed = subscribe<{ reportFiled: { reportId: string | null } }>(
      server.url,
      "subscription { reportFiled { reportId } }",
      {},
      cookieOf(ana),
    );
    const residentFeed = subscribe(
      server.url,
      "subscription { reportFiled { reportId } }",
      {},
      cookieOf(carlos),
    );
    try {
      expect(await residentFeed.error()).toMatchObject([{ extensions: { code: "FORBIDDEN" } }]);
      // The first event says the subscription listens (and that what came before may have been missed).
      expect(await staffFeed.next()).toEqual({ reportFiled: { reportId: null } });
      const report = await fileReport(carlos);
      expect(await staffFeed.next()).toEqual({ reportFiled: { reportId: report.id } });
    } finally {
      await staffFeed.dispose();
      await residentFeed.dispose();
    }
  });

  it("rings the reporter's bell when staff change the status, and only theirs", async () => {
    const report = await fileReport(carlos);
    const bell = subscribe<{ notificationAdded: { notificationId: string | null } }>(
      server.url,
      "subscription { notificationAdded { notificationId } }",
      {},
      cookieOf(carlos),
    );
    const staffBell = subscribe<{ notificationAdded: { notificationId: string | null } }>(
      server.url,
      "subscription { notificationAdded { notificationId } }",
      {},
      cookieOf(ana),
    );
    try {
      const listening = { notificationAdded: { notificationId: null } };
      expect(await bell.next()).toEqual(listening);
      expect(await staffBell.next()).toEqual(listening);
      const answer = await ana.graphql(UPDATE_STATUS, {
        id: report.id,
        status: "en_gestion",
        note: null,
        publicUpdate: "Reparado.",
      });
      expect(answer.errors).toBeUndefined();
      const event = await bell.next();
      const listed = await carlos.graphql<{ notifications: Array<{ id: string }> }>(
        "{ notifications { id } }",
      );
      expect(listed.data!.notifications[0]!.id).toBe(event.notificationAdded.notificationId);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(staffBell.events).toEqual([listening]);
    } finally {
      await bell.dispose();
      await staffBell.dispose();
    }
  });
});

describe("live lists", () => {
  it("start by saying that changes may have been missed, once they listen, so a page reads its list again", async () => {
    const lists = [
      {
        query: "subscription { inboxChanged { reportId } }",
        listening: { inboxChanged: { reportId: null } },
      },
      {
        query: "subscription { moderationQueueChanged { reportId } }",
        listening: { moderationQueueChanged: { reportId: null } },
      },
      {
        query: "subscription { myReportChanged { report { id } totals { total } } }",
        listening: { myReportChanged: { report: null, totals: { total: expect.any(Number) as number } } },
      },
    ];
    const feeds = lists.map(({ query }) =>
      subscribe<Record<string, unknown>>(server.url, query, {}, cookieOf(ana)),
    );
    try {
      for (const [index, feed] of feeds.entries()) expect(await feed.next()).toEqual(lists[index]!.listening);
      // Listening by then: a report filed now reaches Mi bandeja, and super_admins' `*` hears every one.
      const report = await fileReport(carlos);
      expect(await feeds[0]!.next()).toEqual({ inboxChanged: { reportId: report.id } });
    } finally {
      await Promise.all(feeds.map((feed) => feed.dispose()));
    }
  });
});
