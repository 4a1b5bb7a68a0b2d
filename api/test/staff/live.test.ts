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
      // The subscription is set up once the socket has answered a first message.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const report = await fileReport(carlos);
      expect(await staffFeed.next((event) => event.reportFiled.reportId === report.id)).toEqual({
        reportFiled: { reportId: report.id },
      });
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
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ana.graphql(UPDATE_STATUS, {
        id: report.id,
        status: "resuelto",
        note: null,
        publicUpdate: "Reparado.",
      });
      const event = await bell.next();
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
