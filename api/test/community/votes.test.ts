import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpClient } from "../http-client";
import { releaseWhenWaiting } from "../postgres";
import {
  admin,
  citizen,
  fileReport,
  queryRows,
  resetRateLimits,
  signUpCitizen,
} from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { citizenWithCedula, residents, restJson, TOGGLE_VOTE } from "./community-support";

let server: TestServer;
let reportId: string;
beforeAll(async () => {
  server = await startTestServer();
  // Signed: its author's support, below, is shown by name.
  reportId = (await fileReport(await citizen(server), { anonymous: false })).id;
});
afterAll(async () => {
  await server?.stop();
});

const UNKNOWN_REPORT = "00000000-0000-4000-8000-000000000000";
const vote = (client: HttpClient, id = reportId) =>
  client.request(`/api/reports/${id}/vote`, {
    method: "POST",
    headers: { "x-requested-with": "XMLHttpRequest" },
  });

describe("who may vote", () => {
  it("refuses signed-out callers: 401 / UNAUTHENTICATED", async () => {
    const anonymous = new HttpClient(server.url);
    expect((await vote(anonymous)).status).toBe(401);
    const result = await anonymous.graphql(TOGGLE_VOTE, { reportId });
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a signed-in resident without a cédula: 403 'Cédula required' / CEDULA_REQUIRED", async () => {
    const newcomer = await signUpCitizen(server, "Sin Cédula");
    const response = await restJson<{ error: string }>(await vote(newcomer));
    expect(response).toEqual({ status: 403, body: { error: "Cédula required" } });
    const result = await newcomer.graphql(TOGGLE_VOTE, { reportId });
    expect(result.errors?.[0]?.message).toContain("Cédula required");
    expect(result.errors?.[0]?.extensions?.code).toBe("CEDULA_REQUIRED");
    expect((await queryRows(server, "SELECT * FROM report_vote")).length).toBe(0);
  });

  it("answers 404 / NOT_FOUND for a report that does not exist", async () => {
    const resident = await citizenWithCedula(server);
    for (const id of [UNKNOWN_REPORT, "nada"]) {
      expect(await restJson(await vote(resident, id))).toEqual({
        status: 404,
        body: { error: "Reporte no encontrado" },
      });
      const result = await resident.graphql(TOGGLE_VOTE, { reportId: id });
      expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("a vote toggles", () => {
  it("through REST: on, then off, answering the new state and count", async () => {
    const resident = await citizenWithCedula(server);
    expect(await restJson(await vote(resident))).toEqual({
      status: 200,
      body: { reportId, voted: true, votesCount: 1 },
    });
    expect(await restJson(await vote(resident))).toEqual({
      status: 200,
      body: { reportId, voted: false, votesCount: 0 },
    });
  });

  it("through GraphQL: the report with the viewer's state, the count and the voter row", async () => {
    const resident = await citizenWithCedula(server);
    const on = await resident.graphql<{ toggleVote: unknown }>(TOGGLE_VOTE, { reportId });
    expect(on.errors).toBeUndefined();
    expect(on.data?.toggleVote).toEqual({
      id: reportId,
      votesCount: 1,
      userVoted: true,
      voters: [{ firstName: "Carlos" }],
    });
    const off = await resident.graphql<{ toggleVote: unknown }>(TOGGLE_VOTE, { reportId });
    expect(off.data?.toggleVote).toEqual({ id: reportId, votesCount: 0, userVoted: false, voters: [] });
  });

  it("shows supporters by name and picture only: no account id on either door", async () => {
    const report = await fileReport(await citizen(server), { anonymous: false });
    const resident = await citizenWithCedula(server);
    expect((await vote(resident, report.id)).status).toBe(200);
    const rest = await restJson<{ voters: unknown[] }>(
      await new HttpClient(server.url).request(`/api/public/reports/${report.id}`),
    );
    expect(rest.body.voters).toEqual([{ firstName: "Carlos", lastName: "Pérez", profileImageUrl: null }]);
    expect(JSON.stringify(rest.body)).not.toContain("test-citizen");
    const asked = await new HttpClient(server.url).graphql(
      "query ($id: ID!) { publicReport(id: $id) { voters { id } } }",
      { id: report.id },
    );
    expect(asked.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("counts an anonymous report's author among its supports without showing them, on every door", async () => {
    const author = await citizenWithCedula(server);
    const hidden = await fileReport(author, { anonymous: true });
    const signed = await fileReport(author, { anonymous: false });
    const visitor = new HttpClient(server.url);
    const card = async (id: string) =>
      (
        await restJson<{ votesCount: number; voters: Array<{ firstName: string }> }>(
          await visitor.request(`/api/public/reports/${id}`),
        )
      ).body;

    const supported = await author.graphql<{ toggleVote: unknown }>(TOGGLE_VOTE, { reportId: hidden.id });
    expect(supported.data?.toggleVote).toEqual({ id: hidden.id, votesCount: 1, userVoted: true, voters: [] });
    expect((await vote(author, signed.id)).status).toBe(200);
    expect(await card(hidden.id)).toMatchObject({ votesCount: 1, voters: [] });
    expect(await card(signed.id)).toMatchObject({ votesCount: 1, voters: [{ firstName: "Carlos" }] });

    // Another resident's support shows as ever beside the hidden author's.
    const [neighbour] = await residents(server, 1, "Vecina");
    expect((await vote(neighbour!, hidden.id)).status).toBe(200);
    expect(await card(hidden.id)).toMatchObject({ votesCount: 2, voters: [{ firstName: "Vecina 1" }] });
    const listed = await visitor.graphql<{
      publicReports: { reports: Array<{ id: string; voters: unknown[] }> };
    }>(
      `{ publicReports(filter: { neighborhood: "${hidden.neighborhood}" }, first: 50) { reports { id voters { firstName } } } }`,
    );
    expect(listed.data?.publicReports.reports.find((card) => card.id === hidden.id)?.voters).toEqual([
      { firstName: "Vecina 1" },
    ]);
    // Signed in, a resident's list reads a card's latest voters afresh over the page everyone shares where
    // its count moved or they support it: a supporter who came after the page was read shows at once,
    // latest first, while staff's status change waits for the next page (so this page is the shared one).
    const query = `/api/public/reports?neighborhood=${hidden.neighborhood}&limit=50`;
    const cards = async (client: HttpClient) =>
      new Map(
        (
          await restJson<{ reports: Array<{ id: string; status: string; voters: unknown[] }> }>(
            await client.request(query),
          )
        ).body.reports.map((card) => [card.id, card]),
      );
    const [late] = await residents(server, 1, "Tardía");
    const staff = await admin(server);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect((await cards(visitor)).get(hidden.id)?.voters).toEqual([
        { firstName: "Vecina 1", lastName: "Vecina", profileImageUrl: null },
      ]);
      expect((await vote(late!, hidden.id)).status).toBe(200);
      const changed = await staff.request(`/api/reports/${hidden.id}/status`, {
        method: "PATCH",
        json: { status: "en_gestion" },
      });
      expect(changed.status).toBe(200);
      const theirs = await cards(neighbour!);
      expect(theirs.get(hidden.id)).toMatchObject({ status: "recibido" });
      expect(theirs.get(hidden.id)?.voters).toEqual([
        { firstName: "Tardía 1", lastName: "Vecina", profileImageUrl: null },
        { firstName: "Vecina 1", lastName: "Vecina", profileImageUrl: null },
      ]);
      expect(theirs.get(signed.id)?.voters).toEqual([
        { firstName: "Carlos", lastName: "Pérez", profileImageUrl: null },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a resident their own support and its withdrawal on their list at once, even when another's act leaves the count where it was", async () => {
    const report = await fileReport(await citizen(server), { anonymous: false });
    const [viewer, first, later] = await residents(server, 3, "Apoyo");
    const visitor = new HttpClient(server.url);
    const staff = await admin(server);
    // A page of its own (40 cards, where the test above reads 50): that one, kept for a second, was read
    // before this report was filed.
    const query = `/api/public/reports?neighborhood=${report.neighborhood}&limit=40`;
    type Card = {
      updates: unknown[];
      votesCount: number;
      userVoted: boolean;
      voters: Array<{ firstName: string }>;
    };
    const card = async (client: HttpClient) =>
      (
        await restJson<{ reports: Array<Card & { id: string }> }>(await client.request(query))
      ).body.reports.find((listed) => listed.id === report.id);
    // Staff's public updates wait for the next shared page: the viewer's card shows as many as that page
    // had, so what they see is that page with their own part over it.
    const postUpdate = async () =>
      expect(
        (
          await staff.request(`/api/reports/${report.id}/updates`, {
            method: "POST",
            json: { kind: "public_update", body: "Visita programada." },
          })
        ).status,
      ).toBe(201);
    expect((await vote(first!, report.id)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect(await card(visitor)).toMatchObject({
        updates: [],
        votesCount: 1,
        voters: [{ firstName: "Apoyo 2" }],
      });
      // Their support, while the first supporter withdraws: the count is where the shared page had it.
      expect((await vote(viewer!, report.id)).status).toBe(200);
      expect((await vote(first!, report.id)).status).toBe(200);
      await postUpdate();
      expect(await card(viewer!)).toMatchObject({
        updates: [],
        votesCount: 1,
        userVoted: true,
        voters: [{ firstName: "Apoyo 1" }],
      });

      // The next shared page shows them; they withdraw while another supports it.
      vi.setSystemTime(Date.now() + 2_000);
      const next = await card(visitor);
      expect(next).toMatchObject({ votesCount: 1, voters: [{ firstName: "Apoyo 1" }] });
      expect(next?.updates).toHaveLength(1);
      expect((await vote(viewer!, report.id)).status).toBe(200);
      expect((await vote(later!, report.id)).status).toBe(200);
      await postUpdate();
      const theirs = await card(viewer!);
      expect(theirs).toMatchObject({ votesCount: 1, userVoted: false, voters: [{ firstName: "Apoyo 3" }] });
      expect(theirs?.updates).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers both of one resident's simultaneous toggles with the state that won, through both doors", async () => {
    const report = await fileReport(await citizen(server));
    const resident = await citizenWithCedula(server);
    // The report's row stays locked until both toggles are under way, so that they truly overlap.
    const together = <T>(requests: () => Promise<T>) =>
      releaseWhenWaiting(
        server.databaseUrl,
        "SELECT id FROM report WHERE id = $1 FOR UPDATE",
        [report.id],
        2,
        requests,
      );

    const on = await together(() => Promise.all([vote(resident, report.id), vote(resident, report.id)]));
    for (const response of on) {
      expect(await restJson(response)).toEqual({
        status: 200,
        body: { reportId: report.id, voted: true, votesCount: 1 },
      });
    }
    // From a vote, the two would undo each other if both counted: one wins and both say so.
    const [rest, graphql] = await together(() =>
      Promise.all([
        vote(resident, report.id),
        resident.graphql<{ toggleVote: { userVoted: boolean; votesCount: number } }>(TOGGLE_VOTE, {
          reportId: report.id,
        }),
      ]),
    );
    expect(await restJson(rest)).toEqual({
      status: 200,
      body: { reportId: report.id, voted: false, votesCount: 0 },
    });
    expect(graphql.data?.toggleVote).toMatchObject({ userVoted: false, votesCount: 0 });
    const [row] = await queryRows<{ votes_count: number; votes: string }>(
      server,
      "SELECT votes_count, (SELECT count(*) FROM report_vote WHERE report_id = $1) AS votes FROM report WHERE id = $1",
      [report.id],
    );
    expect([row!.votes_count, Number(row!.votes)]).toEqual([0, 0]);
  });

  it("keeps the count exact when 50 residents toggle the same report at once, through both doors", async () => {
    const report = await fileReport(await citizen(server));
    const crowd = await residents(server, 50);
    const toggleAll = () =>
      Promise.all(
        crowd.map((client, i) =>
          i % 2 === 0 ? vote(client, report.id) : client.graphql(TOGGLE_VOTE, { reportId: report.id }),
        ),
      );
    const counts = async () => {
      const [row] = await queryRows<{ votes_count: number; votes: string }>(
        server,
        "SELECT votes_count, (SELECT count(*) FROM report_vote WHERE report_id = $1) AS votes FROM report WHERE id = $1",
        [report.id],
      );
      return [row!.votes_count, Number(row!.votes)];
    };
    await toggleAll();
    expect(await counts()).toEqual([50, 50]);
    await toggleAll();
    expect(await counts()).toEqual([0, 0]);
    // Each resident toggling three times at once ends voted: 1 or 3 of their toggles took effect.
    await Promise.all(
      crowd
        .slice(0, 10)
        .map((client) =>
          Promise.all([vote(client, report.id), vote(client, report.id), vote(client, report.id)]),
        ),
    );
    const [count, rows] = await counts();
    expect(count).toBe(rows);
  }, 120_000);
});

describe("abuse limit", () => {
  it("allows 120 votes an hour per resident, then answers 429 / RATE_LIMITED", async () => {
    await resetRateLimits(server);
    const resident = await citizenWithCedula(server);
    for (let i = 0; i < 120; i++) expect((await vote(resident)).status).toBe(200);
    const refused = await vote(resident);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const result = await resident.graphql(TOGGLE_VOTE, { reportId });
    expect(result.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    await resetRateLimits(server);
  }, 60_000);
});
