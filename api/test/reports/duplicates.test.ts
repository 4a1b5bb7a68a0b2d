import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGES } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { subscribe } from "../live-client";
import { startTestServer, type TestServer } from "../test-server";
import { residents, TOGGLE_VOTE } from "../community/community-support";
import { admin, citizen, fileReport, queryRows } from "./report-support";

const CHANGE = `mutation ($id: ID!, $status: ReportStatus!, $duplicateOf: String, $publicUpdate: String) {
  updateReportStatus(id: $id, status: $status, duplicateOf: $duplicateOf, publicUpdate: $publicUpdate) {
    id status duplicateOfId duplicateOfRadicado votesCount
  }
}`;
const DUPLICATES = `query ($id: ID!) {
  publicReport(id: $id) { votesCount duplicates { id radicado } }
  report(id: $id) { votesCount duplicates { id radicado } }
}`;
const NOTIFICATIONS = `{ notifications(limit: 50) { kind reportId radicado toStatus originalReportId originalRadicado } }`;
const AUDIT = `{ auditLog { entries { action subjectId changes { field before after } } } }`;
const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) { reportActivity(reportIds: $ids) { reportId votesCount } }`;

interface Notice {
  kind: string;
  reportId: string;
  radicado: string;
  toStatus: string;
  originalReportId: string | null;
  originalRadicado: string | null;
}

let server: TestServer;
let staff: HttpClient;
let carlos: HttpClient;
/** Residents with cédulas: a, b, c support; d only follows. */
let a: HttpClient, b: HttpClient, c: HttpClient, d: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [staff, carlos] = await Promise.all([admin(server), citizen(server)]);
  [a, b, c, d] = (await residents(server, 4, "Vecina")) as [HttpClient, HttpClient, HttpClient, HttpClient];
});
afterAll(async () => {
  await server?.stop();
});

const idOf = async (client: HttpClient) =>
  ((await (await client.request("/api/auth/user")).json()) as { id: string }).id;
const vote = async (client: HttpClient, reportId: string) =>
  expect((await client.graphql(TOGGLE_VOTE, { reportId })).errors).toBeUndefined();
const change = (variables: Record<string, unknown>) =>
  staff.graphql<{ updateReportStatus: unknown }>(CHANGE, variables);
const countsAndRows = (ids: string[]) =>
  queryRows<{ id: string; votes_count: number; rows: string }>(
    server,
    `SELECT id, votes_count, (SELECT count(*) FROM report_vote v WHERE v.report_id = r.id) AS rows
       FROM report r WHERE id = ANY($1::uuid[]) ORDER BY id`,
    [ids],
  );
const activeFollowers = async (reportId: string) =>
  (
    await queryRows<{ user_id: string }>(
      server,
      "SELECT user_id FROM report_follow WHERE report_id = $1 AND unfollowed_at IS NULL ORDER BY user_id",
      [reportId],
    )
  ).map((row) => row.user_id);
const noticesOf = async (client: HttpClient) =>
  (await client.graphql<{ notifications: Notice[] }>(NOTIFICATIONS)).data?.notifications ?? [];

describe("marking a duplicate", () => {
  it("moves its votes (one who supported both counts once) and followers to the original, and tells them where", async () => {
    const original = await fileReport(carlos);
    const duplicate = await fileReport(a);
    await vote(a, original.id);
    await vote(b, original.id);
    await vote(b, duplicate.id);
    await vote(c, duplicate.id);
    expect((await d.request(`/api/reports/${duplicate.id}/follow`, { method: "PUT", json: {} })).status).toBe(
      200,
    );

    const marked = await staff.request(`/api/reports/${duplicate.id}/status`, {
      method: "PATCH",
      json: { status: "duplicado", duplicateOf: original.radicado },
    });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({
      status: "duplicado",
      duplicateOfId: original.id,
      duplicateOfRadicado: original.radicado,
      votesCount: 0,
    });

    // a, b, c: three supporters on the original, b once; every count equals its rows.
    const counts = await countsAndRows([original.id, duplicate.id]);
    expect(Object.fromEntries(counts.map((row) => [row.id, [row.votes_count, Number(row.rows)]]))).toEqual({
      [original.id]: [3, 3],
      [duplicate.id]: [0, 0],
    });
    // Followers: the duplicate's author (a), its supporters (b, c), d, plus the original's own.
    const [aId, bId, cId, dId, carlosId] = await Promise.all([a, b, c, d, carlos].map(idOf));
    expect(await activeFollowers(original.id)).toEqual([aId, bId, cId, dId, carlosId].sort());
    expect(await activeFollowers(duplicate.id)).toEqual([]);

    // The duplicate's reporter: their own status notice names the original; followers get theirs.
    const told = (notices: Notice[]) => notices.filter((notice) => notice.reportId === duplicate.id);
    const expected = (kind: string) => ({
      kind,
      reportId: duplicate.id,
      radicado: duplicate.radicado,
      toStatus: "duplicado",
      originalReportId: original.id,
      originalRadicado: original.radicado,
    });
    expect(told(await noticesOf(a))).toEqual([expected("status")]);
    for (const follower of [b, c, d])
      expect(told(await noticesOf(follower))).toEqual([expected("followedStatus")]);

    // The original lists its duplicate on both views and both doors.
    const both = await staff.graphql<{ publicReport: unknown; report: unknown }>(DUPLICATES, {
      id: original.id,
    });
    expect(both.data).toEqual({
      publicReport: { votesCount: 3, duplicates: [{ id: duplicate.id, radicado: duplicate.radicado }] },
      report: { votesCount: 3, duplicates: [{ id: duplicate.id, radicado: duplicate.radicado }] },
    });
    const rest = (await (await carlos.request(`/api/public/reports/${original.id}`)).json()) as {
      duplicates: unknown;
    };
    expect(rest.duplicates).toEqual([{ id: duplicate.id, radicado: duplicate.radicado }]);
  });

  it("open pages of both reports see the moved support", async () => {
    const original = await fileReport(carlos);
    const duplicate = await fileReport(carlos);
    await vote(c, duplicate.id);
    const activity = subscribe<{ reportActivity: { reportId: string; votesCount: number } }>(
      server.url,
      REPORT_ACTIVITY,
      { ids: [original.id, duplicate.id] },
    );
    try {
      // d supports the original until the subscription hears it (it starts a moment after being sent).
      for (let attempt = 1; ; attempt++) {
        await vote(d, original.id);
        const expected = attempt % 2;
        const heard = await activity
          .next(
            (e) => e.reportActivity.reportId === original.id && e.reportActivity.votesCount === expected,
            1000,
          )
          .catch(() => null);
        if (heard && expected === 1) break;
        if (attempt >= 8) throw new Error("the subscription never started");
      }
      expect(
        (await change({ id: duplicate.id, status: "duplicado", duplicateOf: original.id })).errors,
      ).toBeUndefined();
      // In the order they were published: the duplicate's, then the original's.
      await activity.next(
        (e) => e.reportActivity.reportId === duplicate.id && e.reportActivity.votesCount === 0,
      );
      await activity.next(
        (e) => e.reportActivity.reportId === original.id && e.reportActivity.votesCount === 2,
      );
    } finally {
      await activity.dispose();
    }
  });

  it("keeps refusing itself, a duplicate and a chain, moving nothing", async () => {
    const original = await fileReport(carlos);
    const copy = await fileReport(carlos);
    const third = await fileReport(carlos);
    await vote(a, third.id);
    expect(
      (await change({ id: copy.id, status: "duplicado", duplicateOf: original.radicado })).errors,
    ).toBeUndefined();
    const refusals: Array<[string, string, string]> = [
      [third.id, third.radicado, STATUS_MESSAGES.duplicateOfSelf],
      [third.id, copy.radicado, STATUS_MESSAGES.duplicateOfNotOriginal],
      [original.id, third.radicado, STATUS_MESSAGES.duplicateOfHasDuplicates],
    ];
    for (const [id, duplicateOf, message] of refusals) {
      const result = await change({ id, status: "duplicado", duplicateOf });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { duplicateOf: message },
      });
      const rest = await staff.request(`/api/reports/${id}/status`, {
        method: "PATCH",
        json: { status: "duplicado", duplicateOf },
      });
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({ fields: { duplicateOf: message } });
    }
    const counts = await countsAndRows([third.id, original.id]);
    expect(counts.find((row) => row.id === third.id)).toMatchObject({ votes_count: 1, rows: "1" });
    expect(await activeFollowers(third.id)).toContain(await idOf(a));
  });
});

describe("undoing a duplicate", () => {
  it("reopening un-marks it, is audited with the original it pointed to, and leaves the moved votes with the original", async () => {
    const original = await fileReport(carlos);
    const duplicate = await fileReport(carlos);
    await vote(b, duplicate.id);
    expect(
      (await change({ id: duplicate.id, status: "duplicado", duplicateOf: original.radicado })).errors,
    ).toBeUndefined();

    const reopened = await change({ id: duplicate.id, status: "reabierto" });
    expect(reopened.data?.updateReportStatus).toEqual({
      id: duplicate.id,
      status: "reabierto",
      duplicateOfId: null,
      duplicateOfRadicado: null,
      votesCount: 0,
    });
    const both = await staff.graphql<{ publicReport: { votesCount: number; duplicates: unknown[] } }>(
      DUPLICATES,
      {
        id: original.id,
      },
    );
    expect(both.data?.publicReport).toEqual({ votesCount: 1, duplicates: [] });

    const log = await staff.graphql<{
      auditLog: {
        entries: Array<{
          action: string;
          subjectId: string;
          changes: Array<{ field: string; before: unknown; after: unknown }>;
        }>;
      };
    }>(AUDIT);
    const entries = log.data!.auditLog.entries.filter(
      (entry) => entry.action === "report.status" && entry.subjectId === duplicate.id,
    );
    const fields = (entry: (typeof entries)[number]) =>
      Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));
    // Newest first: the undoing, then the marking.
    expect(fields(entries[0]!)).toMatchObject({
      status: ["duplicado", "reabierto"],
      duplicateOf: [original.radicado, null],
    });
    expect(fields(entries[1]!)).toMatchObject({
      status: ["recibido", "duplicado"],
      duplicateOf: [null, original.radicado],
    });
  });
});
