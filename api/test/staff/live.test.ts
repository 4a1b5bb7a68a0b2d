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

/** Runs `attempt` (an action and the wait for its event) until an event is heard, at most 10 times. */
async function untilHeard<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 10) throw error;
    }
  }
}

describe("live staff panel and bell", () => {
  it("tells staff of every new report, and nobody else", async () => {
    const staffFeed = subscribe<{ reportFiled: { reportId: string } }>(
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
      // Nothing says when the server starts listening: a report is filed again until one is heard.
      const heard = await untilHeard(async () => {
        const report = await fileReport(carlos);
        return staffFeed.next((event) => event.reportFiled.reportId === report.id, 2000);
      });
      expect(heard.reportFiled.reportId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await staffFeed.dispose();
      await residentFeed.dispose();
    }
  });

  it("rings the reporter's bell when staff change the status, and only theirs", async () => {
    const report = await fileReport(carlos);
    const bell = subscribe<{ notificationAdded: { notificationId: string } }>(
      server.url,
      "subscription { notificationAdded { notificationId } }",
      {},
      cookieOf(carlos),
    );
    const staffBell = subscribe<{ notificationAdded: { notificationId: string } }>(
      server.url,
      "subscription { notificationAdded { notificationId } }",
      {},
      cookieOf(ana),
    );
    try {
      // The status goes round (as the transition table allows) until the bell has heard a change.
      const statuses = ["en_gestion", "resuelto", "reabierto"];
      let change = 0;
      const event = await untilHeard(async () => {
        const answer = await ana.graphql(UPDATE_STATUS, {
          id: report.id,
          status: statuses[change++ % statuses.length],
          note: null,
          publicUpdate: "Reparado.",
        });
        expect(answer.errors).toBeUndefined();
        return bell.next(undefined, 2000);
      });
      const listed = await carlos.graphql<{ notifications: Array<{ id: string }> }>(
        "{ notifications { id } }",
      );
      expect(listed.data!.notifications[0]!.id).toBe(event.notificationAdded.notificationId);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(staffBell.events).toEqual([]);
    } finally {
      await bell.dispose();
      await staffBell.dispose();
    }
  });
});
