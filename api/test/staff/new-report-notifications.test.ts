import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, resetRateLimits, signUpCitizen } from "../reports/report-support";

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;
/** Luis: a funcionario of Alumbrado público. */
let luis: HttpClient;
/** Marta: a funcionario of Aseo. */
let marta: HttpClient;
const dependencia: Record<string, string> = {};

const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id } }`;
const SET_MEMBERSHIPS = `mutation ($userId: ID!, $ids: [ID!]!) { setStaffDependencias(userId: $userId, dependenciaIds: $ids) { name } }`;
const NOTIFICATIONS = `{ notifications(limit: 50) { kind reportId radicado } }`;

async function staffOf(name: string, dependenciaName: string): Promise<HttpClient> {
  const client = await signUpCitizen(server, name);
  const me = (await (await client.request("/api/auth/user")).json()) as { id: string };
  expect((await ana.graphql(SET_ROLE, { userId: me.id, role: "staff" })).errors).toBeUndefined();
  const set = await ana.graphql(SET_MEMBERSHIPS, { userId: me.id, ids: [dependencia[dependenciaName]] });
  expect(set.errors).toBeUndefined();
  return client;
}

async function newReportsFor(client: HttpClient, reportId: string): Promise<string[]> {
  const result = await client.graphql<{ notifications: Array<{ kind: string; reportId: string }> }>(
    NOTIFICATIONS,
  );
  expect(result.errors).toBeUndefined();
  return result
    .data!.notifications.filter((notice) => notice.reportId === reportId)
    .map((notice) => notice.kind);
}

beforeAll(async () => {
  server = await startTestServer();
  await resetRateLimits(server);
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
  const list = await ana.graphql<{ dependencias: Array<{ id: string; name: string }> }>(
    "{ dependencias { id name } }",
  );
  for (const { id, name } of list.data!.dependencias) dependencia[name] = id;
  luis = await staffOf("Luis", "Alumbrado público");
  marta = await staffOf("Marta", "Aseo");
});
afterAll(async () => {
  await server?.stop();
});

describe("staff's bell: new reports in their dependencias", () => {
  it("tells a dependencia's funcionarios of a report filed there, and no one else", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    expect(await newReportsFor(luis, lamp.id)).toEqual(["newReport"]);
    expect(await newReportsFor(marta, lamp.id)).toEqual([]);
    // A dependencia with funcionarios: the super_admins are not told.
    expect(await newReportsFor(ana, lamp.id)).toEqual([]);
    expect(await newReportsFor(carlos, lamp.id)).toEqual([]);
  });

  it("tells the receiving dependencia's funcionarios of a report routed there, not the one who sent it", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    const routed = await luis.request(`/api/reports/${lamp.id}/dependencia`, {
      method: "PATCH",
      json: { dependenciaId: dependencia["Aseo"] },
    });
    expect(routed.status).toBe(200);
    expect(await newReportsFor(marta, lamp.id)).toEqual(["newReport"]);
    expect(await newReportsFor(luis, lamp.id)).toEqual(["newReport"]);
  });

  it("tells the super_admins of a report in a dependencia nobody works", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    const routed = await luis.request(`/api/reports/${lamp.id}/dependencia`, {
      method: "PATCH",
      json: { dependenciaId: dependencia["Vías"] },
    });
    expect(routed.status).toBe(200);
    expect(await newReportsFor(ana, lamp.id)).toEqual(["newReport"]);
    expect(await newReportsFor(marta, lamp.id)).toEqual([]);
  });
});
