import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain";
import { SEARCH_MESSAGES } from "../../src/modules/report/report-search.inputs";
import { HttpClient } from "../http-client";
import { admin, citizen, fileReport } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
  await fileReport(carlos);
});
afterAll(async () => {
  await server?.stop();
});

/** A cursor as the report lists write them (base64url JSON), holding whatever an attacker chose. */
const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
const ID = "0b5d3c52-7a1e-4d5e-9a43-2f7c1d9e8b10";
const AT = "2026-03-01 12:00:00.123456+00";

/** Crafted positions in the report lists, each with the order it claims. */
const REPORT_CURSORS: Array<[string, string, string]> = [
  ["month 13", "newest", cursor(["newest", "2026-13-01 00:00:00+00", ID])],
  ["the 30th of February", "newest", cursor(["newest", "2026-02-30 00:00:00+00", ID])],
  ["hour 25", "oldest", cursor(["oldest", "2026-03-01 25:00:00+00", ID])],
  ["a +99 hours offset", "newest", cursor(["newest", "2026-03-01 12:00:00+99", ID])],
  ["year zero", "newest", cursor(["newest", "0000-01-01 00:00:00+00", ID])],
  ["a severity past smallint", "severity", cursor(["severity", 40000, AT, ID])],
  ["a support count past int", "most_supported", cursor(["most_supported", 2 ** 31, AT, ID])],
  ["a fractional count", "most_supported", cursor(["most_supported", 1.5, AT, ID])],
  ["an id that is no uuid", "newest", cursor(["newest", AT, "1; DROP TABLE report"])],
  ["another order's cursor", "newest", cursor(["oldest", AT, ID])],
  ["not base64 JSON", "newest", "%%%"],
];

const PUBLIC_SORTS = new Set(["newest", "most_supported"]);

const SEARCH = `query ($sort: ReportSort, $after: String, $before: String) {
  searchReports(sort: $sort, limit: 5, after: $after, before: $before) { nodes { id } }
}`;
const PUBLIC = `query ($sort: PublicReportSort, $after: String) {
  publicReports(sort: $sort, first: 5, after: $after) { nextCursor }
}`;
const AUDIT = `query ($after: String) { auditLog(after: $after) { nextCursor } }`;

async function expectRestRefusal(client: HttpClient, path: string, field: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(400);
  expect(await response.json(), path).toEqual({
    error: MESSAGES.cursorInvalid,
    fields: { [field]: MESSAGES.cursorInvalid },
  });
}

async function expectGraphQLRefusal(
  client: HttpClient,
  query: string,
  variables: Record<string, unknown>,
  field: string,
) {
  const result = await client.graphql(query, variables);
  expect(result.errors?.[0], JSON.stringify(variables)).toMatchObject({
    message: MESSAGES.cursorInvalid,
    extensions: { code: "BAD_USER_INPUT", fields: { [field]: MESSAGES.cursorInvalid } },
  });
}

describe("crafted cursors never reach PostgreSQL: every paged list answers BAD_USER_INPUT", () => {
  it.each(REPORT_CURSORS)("the report tables refuse %s", async (_name, sort, crafted) => {
    const query = `sort=${sort}&cursor=${encodeURIComponent(crafted)}`;
    for (const client of [ana, carlos]) {
      await expectRestRefusal(client, `/api/reports/all?${query}`, "after");
      await expectRestRefusal(client, `/api/reports?neighborhood=altamira&${query}`, "after");
      await expectRestRefusal(client, `/api/reports/category/vias?${query}`, "after");
      await expectGraphQLRefusal(client, SEARCH, { sort, after: crafted }, "after");
      await expectGraphQLRefusal(client, SEARCH, { sort, before: crafted }, "before");
    }
  });

  it.each(REPORT_CURSORS.filter(([, sort]) => PUBLIC_SORTS.has(sort)))(
    "the community list refuses %s",
    async (_name, sort, crafted) => {
      for (const client of [new HttpClient(server.url), carlos]) {
        await expectRestRefusal(
          client,
          `/api/public/reports?sort=${sort}&after=${encodeURIComponent(crafted)}`,
          "after",
        );
        await expectGraphQLRefusal(client, PUBLIC, { sort, after: crafted }, "after");
      }
    },
  );

  const auditCursor = (text: string) => Buffer.from(text).toString("base64url");
  it.each([
    ["an id that is no uuid", cursor(["2026-03-01T12:00:00.000Z", "nada"])],
    ["a time before PostgreSQL's calendar", cursor(["-271821-04-20T00:00:00.000Z", ID])],
    ["month 13", cursor(["2026-13-01T00:00:00.000Z", ID])],
    ["the old text form with an unchecked id", auditCursor(`2026-03-01T12:00:00.000Z|nada`)],
    ["something that is no cursor", "nada"],
  ])("the audit log refuses %s", async (_name, crafted) => {
    await expectGraphQLRefusal(ana, AUDIT, { after: crafted }, "after");
  });

  it("still reads the cursors the lists hand out", async () => {
    await fileReport(carlos);
    const first = await ana.graphql<{
      searchReports: { nodes: Array<{ id: string }>; pageInfo: { endCursor: string } };
    }>(`{ searchReports(sort: severity, limit: 1) { nodes { id } pageInfo { endCursor } } }`);
    const next = await ana.graphql<{ searchReports: { nodes: Array<{ id: string }> } }>(SEARCH, {
      sort: "severity",
      after: first.data!.searchReports.pageInfo.endCursor,
    });
    expect(next.errors).toBeUndefined();
    expect(next.data!.searchReports.nodes).toHaveLength(1);

    const visitor = new HttpClient(server.url);
    const page = (await (await visitor.request("/api/public/reports?limit=1")).json()) as {
      nextCursor: string;
    };
    const second = await visitor.request(`/api/public/reports?limit=1&after=${page.nextCursor}`);
    expect(second.status).toBe(200);

    for (const role of ["super_admin", "citizen"]) {
      await ana.graphql(
        `mutation ($role: Role!) { setUserRole(userId: "test-citizen", role: $role) { id } }`,
        { role },
      );
    }
    const audit = await ana.graphql<{ auditLog: { nextCursor: string | null } }>(
      `{ auditLog(limit: 1) { nextCursor } }`,
    );
    const older = await ana.graphql<{ auditLog: { entries: Array<{ action: string }> } }>(
      `query ($after: String) { auditLog(limit: 1, after: $after) { entries { action } } }`,
      { after: audit.data!.auditLog.nextCursor },
    );
    expect(older.errors).toBeUndefined();
    expect(older.data!.auditLog.entries).toEqual([{ action: "user.role" }]);
  });
});

describe("dates a filter cannot hold", () => {
  it("refuses year zero (which PostgreSQL has not) in the report tables' date filters", async () => {
    const response = await ana.request("/api/reports/all?createdFrom=0000-01-01&createdTo=0000-12-31");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      createdFrom: SEARCH_MESSAGES.dateInvalid,
      createdTo: SEARCH_MESSAGES.dateInvalid,
    });
  });
});
