import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPENDENCIA_MESSAGES } from "../../src/domain";
import { reactionsTo } from "../../src/events/domain-events";
import { type HttpClient } from "../http-client";
import { subscribe, type LiveSubscription } from "../live-client";
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
let martaId: string;
const dependencia: Record<string, string> = {};
const opened: Array<LiveSubscription<unknown>> = [];

const DEPENDENCIAS = `{ dependencias { id name email external active isDefault } }`;
const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const SET_MEMBERSHIPS = `mutation ($userId: ID!, $ids: [ID!]!) { setStaffDependencias(userId: $userId, dependenciaIds: $ids) { name } }`;
const REPORT = `query ($id: ID!) { report(id: $id) { id location { approximate } dependencia { id name } assignee { id name } viewerCan { changeStatus route assign } } }`;
const ROUTE = `mutation ($id: ID!, $to: ID!) { routeReport(id: $id, dependenciaId: $to) { id dependencia { name } assignee { id } } }`;
const ASSIGN = `mutation ($id: ID!, $to: ID) { assignReport(id: $id, assigneeId: $to) { id assignee { id name } } }`;
const INBOX = `query ($filter: InboxFilter) { inbox(filter: $filter) { nodes { id radicado status dueAt dependencia { name } } } }`;
const AUDIT = `query { auditLog { entries { action subjectId subjectLabel changes { field before after } } } }`;

async function staffOf(name: string, dependenciaName: string): Promise<[HttpClient, string]> {
  const client = await signUpCitizen(server, name);
  const me = (await (await client.request("/api/auth/user")).json()) as { id: string };
  expect((await ana.graphql(SET_ROLE, { userId: me.id, role: "staff" })).errors).toBeUndefined();
  const set = await ana.graphql(SET_MEMBERSHIPS, { userId: me.id, ids: [dependencia[dependenciaName]] });
  expect(set.errors).toBeUndefined();
  return [client, me.id];
}

beforeAll(async () => {
  server = await startTestServer();
  await resetRateLimits(server);
  [ana, carlos] = await Promise.all([admin(server), citizen(server)]);
  const list = await ana.graphql<{ dependencias: Array<{ id: string; name: string }> }>(DEPENDENCIAS);
  for (const { id, name } of list.data!.dependencias) dependencia[name] = id;
  [luis, luisId] = await staffOf("Luis", "Alumbrado público");
  [marta, martaId] = await staffOf("Marta", "Aseo");
});
afterAll(async () => {
  await Promise.all(opened.map((live) => live.dispose()));
  await server?.stop();
});

const reportAs = async (client: HttpClient, id: string) => {
  const result = await client.graphql<{
    report: {
      location: { approximate: boolean };
      dependencia: { id: string; name: string } | null;
      assignee: { id: string; name: string } | null;
      viewerCan: { changeStatus: boolean; route: boolean; assign: boolean };
    };
  }>(REPORT, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.report;
};

describe("dependencias and routing", () => {
  it("starts with Riomar's dependencias, Atención al ciudadano the default", async () => {
    const list = await ana.graphql<{
      dependencias: Array<{ name: string; isDefault: boolean; external: boolean }>;
    }>(DEPENDENCIAS);
    const names = list.data!.dependencias.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(["Alumbrado público", "Aseo", "Vías", "Espacio público", "Medio ambiente"]),
    );
    expect(list.data!.dependencias.filter((entry) => entry.isDefault).map((entry) => entry.name)).toEqual([
      "Atención al ciudadano",
    ]);
    expect(list.data!.dependencias.filter((entry) => entry.external)).toHaveLength(2);
    // Residents never read them.
    expect((await carlos.graphql(DEPENDENCIAS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("routes a new report by its category, a barrio's rule first, and the default when no rule matches", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion", neighborhood: "altamira" });
    expect((await reportAs(ana, lamp.id)).dependencia?.name).toBe("Alumbrado público");

    const rule = await ana.graphql<{ setRoutingRule: { id: string } }>(
      `mutation ($input: RoutingRuleInput!) { setRoutingRule(input: $input) { id } }`,
      { input: { categoryId: "iluminacion", neighborhoods: ["riomar"], dependenciaId: dependencia["Vías"] } },
    );
    expect(rule.errors).toBeUndefined();
    const inRiomar = await fileReport(carlos, { categoryId: "iluminacion", neighborhood: "riomar" });
    const elsewhere = await fileReport(carlos, { categoryId: "iluminacion", neighborhood: "altamira" });
    expect((await reportAs(ana, inRiomar.id)).dependencia?.name).toBe("Vías");
    expect((await reportAs(ana, elsewhere.id)).dependencia?.name).toBe("Alumbrado público");
    const removed = await ana.graphql(`mutation ($id: ID!) { deleteRoutingRule(id: $id) }`, {
      id: rule.data!.setRoutingRule.id,
    });
    expect(removed.errors).toBeUndefined();

    // A category without a rule (a new one) goes to the default dependencia.
    await queryRows(server, "DELETE FROM routing_rule WHERE category_id = 'animales'");
    const stray = await fileReport(carlos, { categoryId: "animales" });
    expect((await reportAs(ana, stray.id)).dependencia?.name).toBe("Atención al ciudadano");

    const audit = await ana.graphql<{
      auditLog: { entries: Array<{ action: string; subjectLabel: string }> };
    }>(AUDIT);
    expect(audit.data!.auditLog.entries.filter((entry) => entry.action === "routing.update")).toHaveLength(2);
  });

  it("keeps the default active and the names unique", async () => {
    const deactivate = await ana.graphql(
      `mutation ($id: ID!) { updateDependencia(id: $id, input: { active: false }) { id } }`,
      { id: dependencia["Atención al ciudadano"] },
    );
    expect(deactivate.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(deactivate.errors?.[0]?.message).toBe(DEPENDENCIA_MESSAGES.defaultMustStayActive);
    const taken = await ana.graphql(`mutation { createDependencia(input: { name: "Aseo" }) { id } }`);
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: DEPENDENCIA_MESSAGES.nameTaken },
    });
    const badEmail = await ana.graphql(
      `mutation { createDependencia(input: { name: "Tránsito", email: "no es correo" }) { id } }`,
    );
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({
      fields: { email: DEPENDENCIA_MESSAGES.emailInvalid },
    });
    expect(
      (await luis.graphql(`mutation { createDependencia(input: { name: "Otra" }) { id } }`)).errors?.[0]
        ?.extensions?.code,
    ).toBe("FORBIDDEN");
  });

  it("names who works a report as just renamed, and a dependencia created on another instance", async () => {
    const report = await fileReport(carlos, { categoryId: "iluminacion", neighborhood: "altamira" });
    const worker = async () => {
      const response = await ana.request(`/api/reports/${report.id}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { dependencia: { id: string; name: string } }).dependencia;
    };
    expect(await worker()).toEqual({ id: dependencia["Alumbrado público"], name: "Alumbrado público" });
    // Renamed here: this instance's next answer says so at once (each instance keeps the names a
    // few seconds, docs/staff.md#dependencias).
    const rename = (name: string) =>
      ana.graphql(
        `mutation ($id: ID!, $name: String!) { updateDependencia(id: $id, input: { name: $name }) { id } }`,
        {
          id: dependencia["Alumbrado público"],
          name,
        },
      );
    expect((await rename("Alumbrado y energía")).errors).toBeUndefined();
    expect((await worker()).name).toBe("Alumbrado y energía");
    expect((await rename("Alumbrado público")).errors).toBeUndefined();
    expect((await worker()).name).toBe("Alumbrado público");
    // Created and given the report by another instance, as this one's names are kept: read at once,
    // by each door (GraphQL's loader first, then the REST presenter).
    const createdElsewhere = async (name: string) => {
      const [created] = await queryRows<{ id: string }>(
        server,
        "INSERT INTO dependencia (id, name, created_at) VALUES (gen_random_uuid(), $1, now()) RETURNING id",
        [name],
      );
      await queryRows(server, "UPDATE report SET dependencia_id = $1 WHERE id = $2", [
        created!.id,
        report.id,
      ]);
      return { id: created!.id, name };
    };
    const risk = await createdElsewhere("Gestión del riesgo");
    expect((await reportAs(ana, report.id)).dependencia).toEqual(risk);
    const mobility = await createdElsewhere("Movilidad");
    expect(await worker()).toEqual(mobility);
  });
});

describe("the funcionario", () => {
  it("reads every report as staff but works only those of their dependencias, on both doors", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    const trash = await fileReport(carlos, { categoryId: "aseo" });
    const mine = await reportAs(luis, lamp.id);
    const theirs = await reportAs(luis, trash.id);
    expect(mine.location.approximate).toBe(false);
    expect(theirs.location.approximate).toBe(false);
    expect(mine.viewerCan).toEqual({ changeStatus: true, route: true, assign: true });
    expect(theirs.viewerCan).toEqual({ changeStatus: false, route: false, assign: false });

    const restRefused = await luis.request(`/api/reports/${trash.id}/status`, {
      method: "PATCH",
      json: { status: "en_gestion" },
    });
    expect(restRefused.status).toBe(403);
    expect(await restRefused.json()).toEqual({ error: DEPENDENCIA_MESSAGES.notYourDependencia });
    const graphqlRefused = await luis.graphql(
      `mutation ($id: ID!) { updateReportStatus(id: $id, status: en_gestion) { id } }`,
      { id: trash.id },
    );
    expect(graphqlRefused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const [row] = await queryRows<{ status: string }>(server, "SELECT status FROM report WHERE id = $1", [
      trash.id,
    ]);
    expect(row?.status).toBe("recibido");

    const allowed = await luis.request(`/api/reports/${lamp.id}/status`, {
      method: "PATCH",
      json: { status: "en_gestion" },
    });
    expect(allowed.status).toBe(200);
  });

  it("assigns a report only to a funcionario of its dependencia, audited", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    const outsider = await luis.graphql(ASSIGN, { id: lamp.id, to: martaId });
    expect(outsider.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { assigneeId: DEPENDENCIA_MESSAGES.assigneeNotMember },
    });
    const rest = await luis.request(`/api/reports/${lamp.id}/assignee`, {
      method: "PATCH",
      json: { assigneeId: luisId },
    });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { assignee: { id: string } }).assignee.id).toBe(luisId);
    const audit = await ana.graphql<{
      auditLog: { entries: Array<{ action: string; subjectId: string; changes: Array<{ after: unknown }> }> };
    }>(AUDIT);
    const entry = audit.data!.auditLog.entries.find(
      (item) => item.action === "report.assign" && item.subjectId === lamp.id,
    );
    expect(entry?.changes[0]?.after).toBe("Luis Vecina");
    // Residents never learn who works a report.
    const seenByAuthor = await carlos.request(`/api/reports/${lamp.id}`);
    expect(await seenByAuthor.json()).toMatchObject({ dependencia: null, assignee: null });
  });

  it("sends a report to another dependencia: audited, its e-mail queued once, the assignee dropped, Mi bandeja live", async () => {
    const lamp = await fileReport(carlos, { categoryId: "iluminacion" });
    expect((await luis.graphql(ASSIGN, { id: lamp.id, to: luisId })).errors).toBeUndefined();
    const live = subscribe<{ inboxChanged: { reportId: string | null } }>(
      server.url,
      `subscription { inboxChanged { reportId } }`,
      {},
      `reporta.sid=${marta.cookie("reporta.sid")}`,
    );
    opened.push(live);
    const same = await luis.graphql(ROUTE, { id: lamp.id, to: dependencia["Alumbrado público"] });
    expect(same.errors?.[0]?.extensions).toMatchObject({
      fields: { dependenciaId: DEPENDENCIA_MESSAGES.routeSame },
    });

    // Its first event says it listens.
    expect(await live.next(undefined, 15_000)).toEqual({ inboxChanged: { reportId: null } });

    const routed = await luis.graphql<{ routeReport: { dependencia: { name: string }; assignee: null } }>(
      ROUTE,
      {
        id: lamp.id,
        to: dependencia["Aseo"],
      },
    );
    expect(routed.errors).toBeUndefined();
    expect(routed.data!.routeReport).toMatchObject({ dependencia: { name: "Aseo" }, assignee: null });
    await live.next((event) => event.inboxChanged.reportId === lamp.id, 15_000);

    const history = await queryRows<{ from: string; to: string; routed_by_id: string }>(
      server,
      `SELECT f.name AS from, t.name AS to, h.routed_by_id FROM report_routing h
       JOIN dependencia f ON f.id = h.from_dependencia_id JOIN dependencia t ON t.id = h.to_dependencia_id
       WHERE h.report_id = $1`,
      [lamp.id],
    );
    expect(history).toEqual([{ from: "Alumbrado público", to: "Aseo", routed_by_id: luisId }]);
    // The receiving dependencia's e-mail is a job queued in the routing's transaction.
    expect(reactionsTo("report.routed")).toContain("notification.dependenciaEmail");
    const audit = await ana.graphql<{
      auditLog: {
        entries: Array<{
          action: string;
          subjectId: string;
          changes: Array<{ before: unknown; after: unknown }>;
        }>;
      };
    }>(AUDIT);
    const entry = audit.data!.auditLog.entries.find(
      (item) => item.action === "report.route" && item.subjectId === lamp.id,
    );
    expect(entry?.changes).toEqual([{ field: "dependencia", before: "Alumbrado público", after: "Aseo" }]);

    // Now Aseo's: Luis no longer works it, Marta does.
    expect((await reportAs(luis, lamp.id)).viewerCan.changeStatus).toBe(false);
    expect((await reportAs(marta, lamp.id)).viewerCan.changeStatus).toBe(true);
  });

  it("lists Mi bandeja: the open reports of my dependencias, the ones due first, and those assigned to me", async () => {
    const first = await fileReport(carlos, { categoryId: "iluminacion" });
    const second = await fileReport(carlos, { categoryId: "iluminacion" });
    const other = await fileReport(carlos, { categoryId: "aseo" });
    const closed = await fileReport(carlos, { categoryId: "iluminacion" });
    await luis.request(`/api/reports/${closed.id}/status`, {
      method: "PATCH",
      json: { status: "trasladado", transferredTo: "Air-e" },
    });
    expect((await luis.graphql(ASSIGN, { id: second.id, to: luisId })).errors).toBeUndefined();

    const inbox = await luis.graphql<{
      inbox: { nodes: Array<{ id: string; status: string; dueAt: string; dependencia: { name: string } }> };
    }>(INBOX);
    expect(inbox.errors).toBeUndefined();
    const ids = inbox.data!.inbox.nodes.map((node) => node.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(closed.id);
    const dueDates = inbox.data!.inbox.nodes.map((node) => node.dueAt);
    expect([...dueDates].sort()).toEqual(dueDates);
    // By due date, not by filing: an extended term goes after a later-filed one.
    const extended = await luis.request(`/api/reports/${first.id}/extension`, {
      method: "POST",
      json: { reason: "Hace falta una visita técnica." },
    });
    expect(extended.status).toBe(200);
    const reordered = await luis.graphql<{ inbox: { nodes: Array<{ id: string }> } }>(INBOX);
    const after = reordered.data!.inbox.nodes.map((node) => node.id);
    expect(after.indexOf(second.id)).toBeLessThan(after.indexOf(first.id));
    expect(new Set(inbox.data!.inbox.nodes.map((node) => node.dependencia.name))).toEqual(
      new Set(["Alumbrado público"]),
    );

    const assigned = await luis.graphql<{ inbox: { nodes: Array<{ id: string }> } }>(INBOX, {
      filter: { assignedToMe: true },
    });
    expect(assigned.data!.inbox.nodes.map((node) => node.id)).toContain(second.id);
    expect(assigned.data!.inbox.nodes.map((node) => node.id)).not.toContain(first.id);

    const rest = await luis.request("/api/inbox?assignedToMe=true");
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as Array<{ id: string }>).map((report) => report.id)).toEqual(
      assigned.data!.inbox.nodes.map((node) => node.id),
    );
    // A super_admin's bandeja holds every dependencia's.
    const all = await ana.graphql<{ inbox: { nodes: Array<{ id: string }> } }>(
      `query { inbox(limit: 100) { nodes { id } } }`,
    );
    expect(all.data!.inbox.nodes.map((node) => node.id)).toEqual(
      expect.arrayContaining([first.id, other.id]),
    );
    expect((await carlos.request("/api/inbox")).status).toBe(403);
  });

  it("lists reports due the same day in the order they were filed, on both doors", async () => {
    // A term ends at the end of a day (docs/legal-clock.md), so a day's reports share their due_at.
    const filed = await Promise.all(
      [1, 2, 3, 4].map(() => fileReport(carlos, { categoryId: "iluminacion" })),
    );
    // Filed in the reverse order of their ids, so that no order by id can pass for the filing order.
    const byId = filed.map((report) => report.id).sort();
    await queryRows(
      server,
      `UPDATE report SET created_at = now() - make_interval(mins => array_position($1::uuid[], id))
        WHERE id = ANY($1::uuid[])`,
      [byId],
    );
    const [row] = await queryRows<{ days: string }>(
      server,
      "SELECT count(DISTINCT due_at)::text AS days FROM report WHERE id = ANY($1::uuid[])",
      [byId],
    );
    expect(row?.days).toBe("1");
    const filingOrder = [...byId].reverse();

    const inbox = await luis.graphql<{ inbox: { nodes: Array<{ id: string }> } }>(
      `query { inbox(limit: 100) { nodes { id } } }`,
    );
    expect(inbox.errors).toBeUndefined();
    const listed = inbox.data!.inbox.nodes.map((node) => node.id).filter((id) => byId.includes(id));
    expect(listed).toEqual(filingOrder);
    // Page by page the same order: each page's cursor carries the filing time too.
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await luis.request(
        `/api/inbox?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(response.status).toBe(200);
      pages.push(...((await response.json()) as Array<{ id: string }>).map((report) => report.id));
      cursor = response.headers.get("x-next-cursor");
    } while (cursor);
    expect(pages.filter((id) => byId.includes(id))).toEqual(filingOrder);
  });

  it("belongs only to active dependencias, set by a super_admin and audited", async () => {
    const none = await ana.graphql(SET_MEMBERSHIPS, { userId: luisId, ids: [] });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      fields: { dependenciaIds: DEPENDENCIA_MESSAGES.staffNeedsDependencia },
    });
    const citizenMember = await ana.graphql(SET_MEMBERSHIPS, {
      userId: "test-citizen",
      ids: [dependencia["Aseo"]],
    });
    expect(citizenMember.errors?.[0]?.message).toBe(DEPENDENCIA_MESSAGES.membershipsOnlyStaff);
    const audit = await ana.graphql<{ auditLog: { entries: Array<{ action: string; subjectId: string }> } }>(
      AUDIT,
    );
    expect(
      audit.data!.auditLog.entries.some(
        (entry) => entry.action === "user.dependencias" && entry.subjectId === luisId,
      ),
    ).toBe(true);
  });
});
