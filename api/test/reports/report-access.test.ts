import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, REPORT_SEARCH_LIMITS } from "../../src/domain";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import {
  admin,
  citizen,
  fileReport,
  processedPhoto,
  queryRows,
  REPORT,
  REPORT_TOTALS,
  REPORTS,
  resetRateLimits,
  signUpCitizen,
  type ReportJson,
} from "./report-support";
import { insertReports } from "./report-search-support";

interface ReportPage {
  reports: { nodes: ReportJson[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

let server: TestServer;
let carlos: HttpClient;
let marta: HttpClient;
let staff: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [carlos, marta, staff] = await Promise.all([
    citizen(server),
    signUpCitizen(server, "Marta"),
    admin(server),
  ]);
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const restList = async (client: HttpClient, query = "") => {
  const response = await client.request(`/api/reports${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReportJson[];
};
const graphqlList = async (client: HttpClient, status?: string) => {
  const result = await client.graphql<{ reports: { nodes: ReportJson[] } }>(REPORTS, { status });
  expect(result.errors).toBeUndefined();
  return result.data!.reports.nodes;
};
interface Totals {
  total: number;
  recibido: number;
  enGestion: number;
  resuelto: number;
}
const restTotals = async (client: HttpClient) =>
  (await (await client.request("/api/reports/totals")).json()) as Totals;
const graphqlTotals = async (client: HttpClient) =>
  (await client.graphql<{ reportTotals: Totals }>(REPORT_TOTALS)).data!.reportTotals;

describe("who sees which report", () => {
  it("keeps a citizen's reports from another citizen, through every door", async () => {
    const mine = await fileReport(carlos, { evidenceUrls: [await processedPhoto(carlos)] });
    const theirs = await fileReport(marta);

    for (const list of [await restList(marta), await graphqlList(marta)]) {
      expect(list.map((report) => report.id)).toEqual([theirs.id]);
    }
    const direct = await marta.request(`/api/reports/${mine.id}`);
    expect(direct.status).toBe(404);
    expect(await direct.json()).toEqual({ error: MESSAGES.reportNotFound });
    const single = await marta.graphql(REPORT, { id: mine.id });
    expect(single.errors?.[0]).toMatchObject({
      message: MESSAGES.reportNotFound,
      extensions: { code: "NOT_FOUND" },
    });
    expect(single.data).toEqual({ report: null });
    const expectedTotals = {
      total: 1,
      pending: 1,
      closed: 0,
      recibido: 1,
      enGestion: 0,
      reabierto: 0,
      resuelto: 0,
      duplicado: 0,
      trasladado: 0,
    };
    expect(await restTotals(marta)).toEqual(expectedTotals);
    expect(await graphqlTotals(marta)).toEqual(expectedTotals);

    // The author does see it, the same through both doors.
    const rest = (await (await carlos.request(`/api/reports/${mine.id}`)).json()) as ReportJson;
    const graphql = (await carlos.graphql<{ report: ReportJson }>(REPORT, { id: mine.id })).data!.report;
    expect(rest).toEqual(graphql);
    expect(rest).toEqual(mine);
  });

  it("answers 404 / NOT_FOUND alike for an unknown id and for something that is not an id", async () => {
    for (const id of [randomUUID(), "no-es-un-id", "todos"]) {
      expect((await carlos.request(`/api/reports/${id}`)).status).toBe(404);
      expect((await carlos.graphql(REPORT, { id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });

  it("shows staff every report, newest first, filtered by status, with totals over all statuses", async () => {
    const first = await fileReport(carlos);
    const second = await fileReport(marta);
    const third = await fileReport(carlos);
    const all = await restList(staff);
    const ids = all.map((report) => report.id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const created = all.map((report) => report.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(await graphqlList(staff)).toEqual(all);

    await staff.request(`/api/reports/${second.id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Reparado." },
    });
    const resolved = await restList(staff, "?status=resuelto");
    expect(resolved.map((report) => report.id)).toContain(second.id);
    expect(resolved.every((report) => report.status === "resuelto")).toBe(true);
    expect((await graphqlList(staff, "resuelto")).map((report) => report.id)).toEqual(
      resolved.map((report) => report.id),
    );

    const totals = await restTotals(staff);
    expect(totals.total).toBe(all.length);
    expect(totals.recibido + totals.enGestion + totals.resuelto).toBe(totals.total);
    expect(totals.resuelto).toBeGreaterThanOrEqual(1);
    expect(await graphqlTotals(staff)).toEqual(totals);
    // Marta's own view: only her report, and it is resolved now.
    expect((await restList(marta, "?status=resuelto")).map((report) => report.id)).toContain(second.id);
    expect((await restList(carlos, "?status=resuelto")).map((report) => report.id)).not.toContain(second.id);
  });

  it("answers every list a page at a time, on both doors (docs/report-search.md)", async () => {
    await insertReports(
      server,
      Array.from({ length: 45 }, (_, i) => ({
        name: `lote-${i}`,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const { total } = await restTotals(staff);
    expect(total).toBeGreaterThan(REPORT_SEARCH_LIMITS.defaultPageSize * 2);

    // REST: the default page, then the following ones by the X-Next-Cursor header.
    const restIds: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await staff.request(
        `/api/reports?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(response.status).toBe(200);
      const page = (await response.json()) as ReportJson[];
      expect(page.length).toBeLessThanOrEqual(20);
      restIds.push(...page.map((report) => report.id));
      cursor = response.headers.get("x-next-cursor");
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(total / 20));
    expect(new Set(restIds).size).toBe(total);
    expect((await restList(staff)).length).toBe(REPORT_SEARCH_LIMITS.defaultPageSize);

    // GraphQL: the same reports in the same order, by endCursor.
    const graphqlIds: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result: Awaited<ReturnType<typeof staff.graphql<ReportPage>>> = await staff.graphql<ReportPage>(
        REPORTS,
        { limit: 20, after },
      );
      expect(result.errors).toBeUndefined();
      graphqlIds.push(...result.data!.reports.nodes.map((report) => report.id));
      if (!result.data!.reports.pageInfo.hasNextPage) break;
      after = result.data!.reports.pageInfo.endCursor;
    }
    expect(graphqlIds).toEqual(restIds);
  });

  it("refuses a page size over the maximum and a cursor that is not one", async () => {
    const tooMany = await staff.request(`/api/reports?limit=${REPORT_SEARCH_LIMITS.maxPageSize + 1}`);
    expect(tooMany.status).toBe(400);
    const badCursor = await staff.graphql(REPORTS, { after: "no-es-un-cursor" });
    expect(badCursor.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses an unknown status filter", async () => {
    const response = await carlos.request("/api/reports?status=cerrado");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: MESSAGES.statusInvalid,
      fields: { status: MESSAGES.statusInvalid },
    });
  });
});

describe("the author on a report (privacy of reports)", () => {
  const carlosAuthor = { firstName: "Carlos", lastName: "Pérez", profileImageUrl: null };

  const seenBy = async (client: HttpClient, id: string) => {
    const rest = (await (await client.request(`/api/reports/${id}`)).json()) as ReportJson;
    const graphql = (await client.graphql<{ report: ReportJson }>(REPORT, { id })).data!.report;
    expect(graphql.author).toEqual(rest.author);
    return rest.author;
  };

  it.each([
    // anonymous, allowContact → what staff see; the author always sees everything
    [true, false, null],
    [true, true, { firstName: null, lastName: null, email: "carlos@example.com", profileImageUrl: null }],
    [false, false, { ...carlosAuthor, email: null }],
    [false, true, { ...carlosAuthor, email: "carlos@example.com" }],
  ])("anonymous %s, allowContact %s: staff see %o", async (anonymous, allowContact, staffSees) => {
    const report = await fileReport(carlos, { anonymous, allowContact });
    expect(await seenBy(staff, report.id)).toEqual(staffSees);
    expect(await seenBy(carlos, report.id)).toEqual({ ...carlosAuthor, email: "carlos@example.com" });
    // The same in the admin list.
    const listed = (await restList(staff)).find((entry) => entry.id === report.id)!;
    expect(listed.author).toEqual(staffSees);
  });
});

describe("changing a report's status", () => {
  const patch = (client: HttpClient, id: string, json: unknown) =>
    client.request(`/api/reports/${id}/status`, { method: "PATCH", json });
  const UPDATE = `mutation ($id: ID!, $status: ReportStatus!, $note: String, $publicUpdate: String) {
    updateReportStatus(id: $id, status: $status, note: $note, publicUpdate: $publicUpdate) {
      id status statusHistory { fromStatus toStatus note changedAt }
    }
  }`;

  it("is for staff only: 401 signed out, 403 / FORBIDDEN for citizens, even on their own report", async () => {
    const report = await fileReport(carlos);
    const signedOut = new HttpClient(server.url);
    expect((await patch(signedOut, report.id, { status: "resuelto" })).status).toBe(401);
    expect(
      (await signedOut.graphql(UPDATE, { id: report.id, status: "resuelto" })).errors?.[0]?.extensions?.code,
    ).toBe("UNAUTHENTICATED");
    const refused = await patch(carlos, report.id, { status: "resuelto" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "No tienes permiso para esta acción." });
    expect((await carlos.graphql(UPDATE, { id: report.id, status: "resuelto" })).errors?.[0]).toMatchObject({
      message: "No tienes permiso para esta acción.",
      extensions: { code: "FORBIDDEN" },
    });
    const unchanged = (await (await carlos.request(`/api/reports/${report.id}`)).json()) as ReportJson;
    expect(unchanged.status).toBe("recibido");
    expect(unchanged.statusHistory).toHaveLength(1);
  });

  it("refuses a bad status or a note over 500 characters, and answers 404 for an unknown report", async () => {
    const report = await fileReport(carlos);
    for (const body of [{}, { status: "cerrado" }, { status: null }]) {
      const response = await patch(staff, report.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: MESSAGES.statusInvalid,
        fields: { status: MESSAGES.statusInvalid },
      });
    }
    const long = await patch(staff, report.id, { status: "en_gestion", note: "n".repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: MESSAGES.statusNoteTooLong,
      fields: { note: MESSAGES.statusNoteTooLong },
    });
    const graphql = await staff.graphql(UPDATE, {
      id: report.id,
      status: "en_gestion",
      note: "n".repeat(501),
    });
    expect(graphql.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { note: MESSAGES.statusNoteTooLong },
    });
    expect((await patch(staff, randomUUID(), { status: "resuelto" })).status).toBe(404);
    expect(
      (await staff.graphql(UPDATE, { id: randomUUID(), status: "resuelto" })).errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses bidirectional controls in a note and drops zero-width characters, over REST and GraphQL", async () => {
    const report = await fileReport(carlos);
    const spoofed = "Resuelto \u202Eodaredlas\u202C";
    const rest = await patch(staff, report.id, { status: "en_gestion", note: spoofed });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      error: MESSAGES.textHasControlCharacters,
      fields: { note: MESSAGES.textHasControlCharacters },
    });
    const graphql = await staff.graphql(UPDATE, {
      id: report.id,
      status: "en_gestion",
      note: "\u2066nota\u2069",
    });
    expect(graphql.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { note: MESSAGES.textHasControlCharacters },
    });
    const cleaned = await staff.graphql<{ updateReportStatus: ReportJson }>(UPDATE, {
      id: report.id,
      status: "en_gestion",
      note: "Cuadrilla\u200B asignada\uFEFF",
    });
    expect(cleaned.data?.updateReportStatus.statusHistory.at(-1)?.note).toBe("Cuadrilla asignada");
    const viaRest = await patch(staff, report.id, {
      status: "resuelto",
      note: "\u200EHueco tapado\u200F",
      publicUpdate: "Reparado.",
    });
    expect(((await viaRest.json()) as ReportJson).statusHistory.at(-1)?.note).toBe("Hueco tapado");
  });

  it("records every change in order, shows the history to the reporter, and sets the first resolution once", async () => {
    const report = await fileReport(carlos);
    const firstResolved = async () =>
      (
        await queryRows<{ first_resolved_at: Date | null }>(
          server,
          "SELECT first_resolved_at FROM report WHERE id = $1",
          [report.id],
        )
      )[0]!.first_resolved_at;

    const step1 = await patch(staff, report.id, { status: "en_gestion", note: "  Cuadrilla asignada.  " });
    expect(step1.status).toBe(200);
    expect(await step1.json()).toMatchObject({ id: report.id, status: "en_gestion" });
    expect(await firstResolved()).toBeNull();

    const step2 = await staff.graphql<{ updateReportStatus: ReportJson }>(UPDATE, {
      id: report.id,
      status: "resuelto",
      note: "Hueco tapado.",
      publicUpdate: "Se tapó el hueco.",
    });
    expect(step2.data?.updateReportStatus.status).toBe("resuelto");
    const resolvedAt = await firstResolved();
    expect(resolvedAt).toBeInstanceOf(Date);

    await patch(staff, report.id, { status: "reabierto", note: "Se volvió a abrir." });
    await patch(staff, report.id, { status: "resuelto", note: "   ", publicUpdate: "Reparado otra vez." });
    // Choosing the current status again without a note records nothing.
    await patch(staff, report.id, { status: "resuelto" });
    expect(await firstResolved()).toEqual(resolvedAt);

    const seen = (await (await carlos.request(`/api/reports/${report.id}`)).json()) as ReportJson;
    expect(seen.status).toBe("resuelto");
    expect(
      seen.statusHistory.map(({ fromStatus, toStatus, note }) => ({ fromStatus, toStatus, note })),
    ).toEqual([
      { fromStatus: null, toStatus: "recibido", note: null },
      { fromStatus: "recibido", toStatus: "en_gestion", note: "Cuadrilla asignada." },
      { fromStatus: "en_gestion", toStatus: "resuelto", note: "Hueco tapado." },
      { fromStatus: "resuelto", toStatus: "reabierto", note: "Se volvió a abrir." },
      { fromStatus: "reabierto", toStatus: "resuelto", note: null },
    ]);
    const times = seen.statusHistory.map((change) => Date.parse(change.changedAt));
    expect(times[0]).toBe(Date.parse(seen.createdAt));
    for (let index = 1; index < times.length; index++)
      expect(times[index]).toBeGreaterThan(times[index - 1]!);
    expect(times[2]).toBe(resolvedAt!.getTime());
    expect(Date.parse(seen.updatedAt)).toBeGreaterThanOrEqual(times.at(-1)!);
    const graphql = await carlos.graphql<{ report: ReportJson }>(REPORT, { id: report.id });
    expect(graphql.data?.report.statusHistory).toEqual(seen.statusHistory);
  });
});

describe("a deleted account", () => {
  it("lists its reports in Mis datos, then leaves them filed and anonymised", async () => {
    const leaving = await signUpCitizen(server, "Rosa");
    const report = await fileReport(leaving, { anonymous: false, allowContact: true });
    const exported = (await (await leaving.request("/api/user/data")).json()) as { reports: ReportJson[] };
    expect(exported.reports).toEqual([report]);

    expect((await leaving.graphql("mutation { deleteMyAccount }")).data).toEqual({ deleteMyAccount: true });
    const after = (await (await staff.request(`/api/reports/${report.id}`)).json()) as ReportJson;
    expect(after).toMatchObject({ id: report.id, author: null, status: "recibido" });
    expect(after.statusHistory).toHaveLength(1);
    // No citizen sees it as theirs any more.
    expect((await marta.request(`/api/reports/${report.id}`)).status).toBe(404);
  });
});
