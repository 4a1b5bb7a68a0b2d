import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_LIMITS, BULK_MESSAGES } from "../../src/domain";
import { type HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import {
  admin,
  citizen,
  fileReport,
  queryRows,
  resetRateLimits,
  signUpCitizen,
} from "../reports/report-support";

let server: TestServer;
let ana: HttpClient;
let carlos: HttpClient;
/** Luis: a funcionario of Alumbrado público. */
let luis: HttpClient;
let luisId: string;
/** Marta: a funcionario of Aseo. */
let marta: HttpClient;
const dependencia: Record<string, string> = {};

const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id } }`;
const SET_MEMBERSHIPS = `mutation ($userId: ID!, $ids: [ID!]!) { setStaffDependencias(userId: $userId, dependenciaIds: $ids) { name } }`;
const BULK_STATUS = `mutation ($input: BulkStatusInput!) { bulkChangeReportStatus(input: $input) { count reportIds } }`;
const BULK_ASSIGN = `mutation ($ids: [ID!]!, $to: ID) { bulkAssignReports(ids: $ids, assigneeId: $to) { count reportIds } }`;
const BULK_ROUTE = `mutation ($ids: [ID!]!, $to: ID!) { bulkRouteReports(ids: $ids, dependenciaId: $to) { count } }`;

async function staffOf(name: string, dependenciaName: string): Promise<[HttpClient, string]> {
  const client = await signUpCitizen(server, name);
  const me = (await (await client.request("/api/auth/user")).json()) as { id: string };
  expect((await ana.graphql(SET_ROLE, { userId: me.id, role: "staff" })).errors).toBeUndefined();
  const set = await ana.graphql(SET_MEMBERSHIPS, { userId: me.id, ids: [dependencia[dependenciaName]] });
  expect(set.errors).toBeUndefined();
  return [client, me.id];
}

/** `count` reports of lighting (Alumbrado público's), filed by Carlos; their ids and radicados. */
async function fileLamps(count: number): Promise<Array<{ id: string; radicado: string }>> {
  await resetRateLimits(server);
  const filed: Array<{ id: string; radicado: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const report = await fileReport(carlos, { categoryId: "iluminacion", neighborhood: "altamira" });
    filed.push({ id: report.id, radicado: (report as unknown as { radicado: string }).radicado });
  }
  return filed;
}

const countOf = async (sql: string, params: unknown[]) =>
  Number((await queryRows<{ count: string }>(server, sql, params))[0]!.count);

const auditCount = (action: string, ids: string[]) =>
  countOf("SELECT count(*) FROM audit_entry WHERE action = $1 AND subject_id = ANY ($2::text[])", [
    action,
    ids,
  ]);

const statuses = async (ids: string[]) =>
  (
    await queryRows<{ status: string }>(
      server,
      "SELECT status FROM report WHERE id = ANY ($1::uuid[]) ORDER BY id",
      [ids],
    )
  ).map((row) => row.status);

async function post(client: HttpClient, path: string, json: unknown) {
  const response = await client.request(path, { method: "POST", json });
  return {
    status: response.status,
    body: (await response.json()) as {
      error?: string;
      count?: number;
      failures?: Array<{ reportId: string; radicado: string | null; message: string }>;
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await resetRateLimits(server);
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
  const list = await ana.graphql<{ dependencias: Array<{ id: string; name: string }> }>(
    "{ dependencias { id name } }",
  );
  for (const { id, name } of list.data!.dependencias) dependencia[name] = id;
  [luis, luisId] = await staffOf("Luis", "Alumbrado público");
  [marta] = await staffOf("Marta", "Aseo");
});
afterAll(async () => {
  await server?.stop();
});

describe("bulk actions", () => {
  it("assigns 20 reports at once over REST, each audited as if assigned one by one", async () => {
    const reports = await fileLamps(20);
    const ids = reports.map((report) => report.id);
    const answer = await post(ana, "/api/reports/bulk/assignee", { ids, assigneeId: luisId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.count).toBe(20);
    expect(await auditCount("report.assign", ids)).toBe(20);
    const assignees = await queryRows<{ assignee_id: string }>(
      server,
      "SELECT assignee_id FROM report WHERE id = ANY ($1::uuid[])",
      [ids],
    );
    expect(assignees.map((row) => row.assignee_id)).toEqual(Array(20).fill(luisId));
  });

  it("changes 20 reports' status over GraphQL: 20 audit rows, 20 notifications", async () => {
    const reports = await fileLamps(20);
    const ids = reports.map((report) => report.id);
    const result = await luis.graphql<{ bulkChangeReportStatus: { count: number } }>(BULK_STATUS, {
      input: { ids, status: "en_gestion", publicUpdate: "La cuadrilla revisará las luminarias esta semana." },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.bulkChangeReportStatus.count).toBe(20);
    expect(await statuses(ids)).toEqual(Array(20).fill("en_gestion"));
    expect(await auditCount("report.status", ids)).toBe(20);
    // One status notification per report to its reporter (the funcionario's "new report" ones came at filing).
    expect(
      await countOf(
        "SELECT count(*) FROM notification WHERE report_id = ANY ($1::uuid[]) AND kind = 'status' AND recipient_id <> $2",
        [ids, luisId],
      ),
    ).toBe(20);
    // Each notification's e-mail job is enqueued by the same notify() in the same transaction; with
    // e-mail off in tests the worker completes them at once, so they are not counted here.
  });

  it("fills a response template for each report", async () => {
    const reports = await fileLamps(3);
    const saved = await post(ana, "/api/admin/response-templates", {
      status: "en_gestion",
      title: "En revisión",
      body: "Su reporte {radicado} de {barrio} está en revisión.",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const templateId = (saved.body as unknown as { id: string }).id;
    const answer = await post(luis, "/api/reports/bulk/status", {
      ids: reports.map((report) => report.id),
      status: "en_gestion",
      templateId,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bodies = await queryRows<{ report_id: string; body: string }>(
      server,
      "SELECT report_id, body FROM report_update WHERE kind = 'public_update' AND report_id = ANY ($1::uuid[])",
      [reports.map((report) => report.id)],
    );
    expect(bodies.map((row) => row.body).sort()).toEqual(
      reports.map((report) => `Su reporte ${report.radicado} de Altamira está en revisión.`).sort(),
    );
  });

  it("refuses more than 200 reports on both doors, before touching any", async () => {
    const ids = Array.from({ length: BULK_LIMITS.maxReports + 1 }, () => crypto.randomUUID());
    const rest = await post(ana, "/api/reports/bulk/assignee", { ids, assigneeId: luisId });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe(BULK_MESSAGES.tooMany);
    expect(BULK_MESSAGES.tooMany).toBe("Puedes actuar sobre 200 reportes a la vez como máximo.");
    const graphql = await ana.graphql(BULK_ASSIGN, { ids, to: luisId });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(graphql.errors?.[0]?.message).toBe(BULK_MESSAGES.tooMany);
    const status = await ana.graphql(BULK_STATUS, { input: { ids, status: "en_gestion" } });
    expect(status.errors?.[0]?.message).toBe(BULK_MESSAGES.tooMany);
  });

  it("changes nothing when one of 5 reports refuses the transition, and names it (409 / CONFLICT)", async () => {
    const reports = await fileLamps(5);
    const ids = reports.map((report) => report.id);
    const closed = reports[2]!;
    const resolve = await post(luis, "/api/reports/bulk/status", {
      ids: [closed.id],
      status: "resuelto",
      publicUpdate: "Se cambió la luminaria.",
    });
    expect(resolve.status, JSON.stringify(resolve.body)).toBe(200);
    const auditBefore = await auditCount("report.status", ids);

    // resuelto → en_gestion is not in the transition table.
    const rest = await post(luis, "/api/reports/bulk/status", {
      ids,
      status: "en_gestion",
      publicUpdate: "En revisión.",
    });
    expect(rest.status).toBe(409);
    expect(rest.body.error).toContain(closed.radicado);
    expect(rest.body.error).toContain("no se cambió ninguno");
    expect(rest.body.failures?.map(({ reportId, radicado }) => ({ reportId, radicado }))).toEqual([
      { reportId: closed.id, radicado: closed.radicado },
    ]);
    expect(rest.body.failures?.[0]?.message).toContain("«Resuelto»");
    const graphql = await luis.graphql(BULK_STATUS, {
      input: { ids, status: "en_gestion", publicUpdate: "En revisión." },
    });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(graphql.errors?.[0]?.message).toContain(closed.radicado);

    expect(await statuses(ids)).toEqual(
      (await statuses(ids)).map((status) => (status === "resuelto" ? "resuelto" : "recibido")),
    );
    expect((await statuses(ids)).filter((status) => status === "recibido")).toHaveLength(4);
    expect(await auditCount("report.status", ids)).toBe(auditBefore);
    expect(
      await countOf("SELECT count(*) FROM report_update WHERE report_id = ANY ($1::uuid[])", [
        ids.filter((id) => id !== closed.id),
      ]),
    ).toBe(0);
  });

  it("refuses a funcionario outside the reports' dependencia (403 / FORBIDDEN), naming them", async () => {
    const reports = await fileLamps(3);
    const ids = reports.map((report) => report.id);
    const rest = await post(marta, "/api/reports/bulk/dependencia", {
      ids,
      dependenciaId: dependencia["Vías"],
    });
    expect(rest.status).toBe(403);
    for (const report of reports) expect(rest.body.error).toContain(report.radicado);
    const graphql = await marta.graphql(BULK_ROUTE, { ids, to: dependencia["Vías"] });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await auditCount("report.route", ids)).toBe(0);

    // One report of another dependencia among their own stops Luis's whole action too.
    const mixed = await post(luis, "/api/reports/bulk/dependencia", {
      ids: [...ids, (await fileReport(carlos, { categoryId: "aseo" })).id],
      dependenciaId: dependencia["Vías"],
    });
    expect(mixed.status).toBe(403);
    expect(mixed.body.failures).toHaveLength(1);
    expect(await auditCount("report.route", ids)).toBe(0);
    const routed = await post(luis, "/api/reports/bulk/dependencia", {
      ids,
      dependenciaId: dependencia["Vías"],
    });
    expect(routed.status, JSON.stringify(routed.body)).toBe(200);
    expect(await auditCount("report.route", ids)).toBe(3);
    // Residents may not act in bulk at all.
    expect((await post(carlos, "/api/reports/bulk/assignee", { ids, assigneeId: null })).status).toBe(403);
  });

  it("names a report that does not exist (400 / BAD_USER_INPUT)", async () => {
    const [report] = await fileLamps(1);
    const missing = crypto.randomUUID();
    const rest = await post(ana, "/api/reports/bulk/assignee", {
      ids: [report!.id, missing],
      assigneeId: luisId,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toContain(missing);
    expect(await auditCount("report.assign", [report!.id])).toBe(0);
  });
});
