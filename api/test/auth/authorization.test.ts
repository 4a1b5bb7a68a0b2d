import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationAccess } from "../../src/auth/auth-checker";
import { RESOLVERS } from "../../src/server/schema";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("who may call what", () => {
  it("every GraphQL operation declares its access (a diff here is a permission change)", () => {
    expect(operationAccess(RESOLVERS)).toMatchInlineSnapshot(`
      {
        "Mutation.createReport": "signed-in",
        "Mutation.deleteMyAccount": "signed-in",
        "Mutation.registerCedula": "signed-in",
        "Mutation.updateReportStatus": [
          "super_admin",
        ],
        "Query.categories": "public",
        "Query.me": "public",
        "Query.publicStatistics": "public",
        "Query.report": "signed-in",
        "Query.reportTotals": "signed-in",
        "Query.reports": "signed-in",
        "Query.weeklyCategoryActivity": "signed-in",
      }
    `);
  });
});

type Caller = "anonymous" | "citizen" | "super_admin";
/** A well-formed report id that no report has: access is decided before "not found". */
const UNKNOWN_REPORT = "00000000-0000-4000-8000-000000000000";
const CALLERS: Caller[] = ["anonymous", "citizen", "super_admin"];

async function clientFor(caller: Caller): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  if (caller === "citizen") await client.testLogin("test-citizen");
  if (caller === "super_admin") await client.testLogin("test-admin");
  return client;
}

/** The outcome each caller gets: "ok" or the GraphQL error code. */
const GRAPHQL_MATRIX: Array<[string, string, Record<Caller, string>]> = [
  ["categories", "{ categories { id } }", { anonymous: "ok", citizen: "ok", super_admin: "ok" }],
  [
    "publicStatistics",
    "{ publicStatistics { totalReports } }",
    { anonymous: "ok", citizen: "ok", super_admin: "ok" },
  ],
  ["me", "{ me { id } }", { anonymous: "ok", citizen: "ok", super_admin: "ok" }],
  [
    "weeklyCategoryActivity",
    "{ weeklyCategoryActivity { categoryId } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "registerCedula",
    'mutation { registerCedula(cedula: "", consent: true) { id } }',
    // Signed-in callers reach validation: access is granted, the input is wrong.
    { anonymous: "UNAUTHENTICATED", citizen: "BAD_USER_INPUT", super_admin: "BAD_USER_INPUT" },
  ],
  // Citizens see their own reports, staff all of them (test/reports covers what each one sees).
  ["reports", "{ reports { id } }", { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" }],
  [
    "reportTotals",
    "{ reportTotals { total } }",
    { anonymous: "UNAUTHENTICATED", citizen: "ok", super_admin: "ok" },
  ],
  [
    "report",
    `{ report(id: "${UNKNOWN_REPORT}") { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "NOT_FOUND", super_admin: "NOT_FOUND" },
  ],
  [
    "createReport",
    "mutation { createReport(input: {}) { id } }",
    // "signed-in" above: the service refuses staff (policies canFileReport) with the Spanish message.
    { anonymous: "UNAUTHENTICATED", citizen: "BAD_USER_INPUT", super_admin: "FORBIDDEN" },
  ],
  [
    "updateReportStatus",
    `mutation { updateReportStatus(id: "${UNKNOWN_REPORT}", status: recibido) { id } }`,
    { anonymous: "UNAUTHENTICATED", citizen: "FORBIDDEN", super_admin: "NOT_FOUND" },
  ],
];

describe.each(CALLERS)("GraphQL as %s", (caller) => {
  it.each(GRAPHQL_MATRIX)("%s", async (_name, query, expected) => {
    const client = await clientFor(caller);
    const result = await client.graphql(query);
    expect(result.errors?.[0]?.extensions?.code ?? "ok").toBe(expected[caller]);
  });
});

/** REST routes and the status each caller gets (with a harmless request). */
const REST_MATRIX: Array<[string, string, unknown, Record<Caller, number>]> = [
  ["GET", "/api/health", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  ["GET", "/api/categories", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  ["GET", "/api/auth/methods", undefined, { anonymous: 200, citizen: 200, super_admin: 200 }],
  ["GET", "/api/auth/user", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["GET", "/api/login", undefined, { anonymous: 302, citizen: 302, super_admin: 302 }],
  ["PUT", "/api/user/cedula", { cedula: "" }, { anonymous: 401, citizen: 400, super_admin: 400 }],
  ["GET", "/api/user/data", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["POST", "/api/auth/sign-in", {}, { anonymous: 401, citizen: 401, super_admin: 401 }],
  ["POST", "/api/test-login", { userId: "nobody" }, { anonymous: 404, citizen: 404, super_admin: 404 }],
  ["GET", "/api/reports", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["GET", "/api/reports/totals", undefined, { anonymous: 401, citizen: 200, super_admin: 200 }],
  ["GET", `/api/reports/${UNKNOWN_REPORT}`, undefined, { anonymous: 401, citizen: 404, super_admin: 404 }],
  ["POST", "/api/reports", {}, { anonymous: 401, citizen: 400, super_admin: 403 }],
  [
    "PATCH",
    `/api/reports/${UNKNOWN_REPORT}/status`,
    { status: "recibido" },
    { anonymous: 401, citizen: 403, super_admin: 404 },
  ],
];

describe.each(CALLERS)("REST as %s", (caller) => {
  it.each(REST_MATRIX)("%s %s", async (method, path, json, expected) => {
    const client = await clientFor(caller);
    const response = await client.request(path, { method, json });
    expect(response.status).toBe(expected[caller]);
  });
});

describe("account deletion", () => {
  const signUp = async (email: string) => {
    const client = new HttpClient(server.url);
    const response = await client.request("/api/auth/sign-up", {
      method: "POST",
      json: { email, password: "una clave suficientemente larga", firstName: "Vecina" },
    });
    expect(response.status).toBe(201);
    return client;
  };

  it("deletes only the caller's own account and ends its session", async () => {
    const leaving = await signUp("se-va@example.com");
    const staying = await signUp("se-queda@example.com");
    const result = await leaving.graphql("mutation { deleteMyAccount }");
    expect(result.data).toEqual({ deleteMyAccount: true });
    expect((await leaving.request("/api/auth/user")).status).toBe(401);
    expect((await staying.request("/api/auth/user")).status).toBe(200);
    // The email is free again: nothing of the old account remains to sign in to.
    const signIn = await new HttpClient(server.url).request("/api/auth/sign-in", {
      method: "POST",
      json: { email: "se-va@example.com", password: "una clave suficientemente larga" },
    });
    expect(signIn.status).toBe(401);
  });

  it("works over REST too", async () => {
    const leaving = await signUp("rest-se-va@example.com");
    expect((await leaving.request("/api/user", { method: "DELETE", json: {} })).status).toBe(204);
    expect((await leaving.request("/api/auth/user")).status).toBe(401);
  });

  it("refuses anonymous callers", async () => {
    const anonymous = await clientFor("anonymous");
    expect((await anonymous.graphql("mutation { deleteMyAccount }")).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect((await anonymous.request("/api/user", { method: "DELETE", json: {} })).status).toBe(401);
  });
});
