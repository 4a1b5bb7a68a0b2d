import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../../src/pubsub/postgres-pubsub";
import { subscribe, type LiveSubscription } from "../live-client";
import { withClient } from "../postgres";
import { admin, citizen, fileReport } from "../reports/report-support";
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
const STATUSES = ["en_gestion", "resuelto", "recibido"] as const;

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
      json: { status, note: `intento ${attempt}` },
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
      const after = await listenerPids(first);
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      // ...and new changes arrive again.
      const response = await staff.request(`/api/reports/${report.id}/status`, {
        method: "PATCH",
        json: { status: STATUSES[1] },
      });
      expect(response.status).toBe(200);
      const next = await live.next(() => true, 5000);
      expect(next.reportActivity.status).toBe("resuelto");
    } finally {
      await live.dispose();
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
