import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_UPDATE_MESSAGES } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import {
  ADD_UPDATE,
  admin,
  citizen,
  fileReport,
  processedPhoto,
  queryRows,
  REPORT,
  UPDATE_STATUS,
} from "./report-support";

/**
 * Staff's three kinds of text (docs/staff.md#updates-messages-and-notes) on both doors: what each needs,
 * who is told, what is audited; response templates and the "después" photo. What each viewer reads of
 * them is held door by door by test/security/public-view-leak.test.ts.
 */

let server: TestServer;
let staff: HttpClient;
let carlos: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  [staff, carlos] = await Promise.all([admin(server), citizen(server)]);
});
afterAll(async () => {
  await server?.stop();
});

interface Update {
  kind: string;
  body: string;
  isAnswer: boolean;
  statusChangeId: string | null;
}
interface Changed {
  id: string;
  status: string;
  updates: Update[];
  statusHistory: Array<{ id: string; toStatus: string; note: string | null }>;
  afterPhoto: { url: string } | null;
}

const rows = (sql: string, params: unknown[]) => queryRows<Record<string, unknown>>(server, sql, params);
const countOf = async (sql: string, params: unknown[]) => Number((await rows(sql, params))[0]!.count);

const AUDIT = `{ auditLog { entries { action subjectId subjectLabel changes { field before after } } } }`;
async function auditOf(reportId: string) {
  const log = await staff.graphql<{
    auditLog: {
      entries: Array<{
        action: string;
        subjectId: string;
        subjectLabel: string;
        changes: Array<{ field: string; after: unknown }>;
      }>;
    };
  }>(AUDIT);
  return log.data!.auditLog.entries.filter((entry) => entry.subjectId === reportId);
}

describe("resolving needs a public update", () => {
  it("refuses a resolution without one on both doors, in Spanish, and writes nothing", async () => {
    const report = await fileReport(carlos);
    const viaRest = await staff.request(`/api/reports/${report.id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", note: "Listo, Carlos" },
    });
    expect(viaRest.status).toBe(400);
    expect(await viaRest.json()).toMatchObject({
      fields: { publicUpdate: REPORT_UPDATE_MESSAGES.resolveNeedsPublicUpdate },
    });
    const viaGraphQL = await staff.graphql(UPDATE_STATUS, { id: report.id, status: "resuelto" });
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { publicUpdate: REPORT_UPDATE_MESSAGES.resolveNeedsPublicUpdate },
      },
    });
    expect(await rows("SELECT status FROM report WHERE id = $1", [report.id])).toEqual([
      { status: "recibido" },
    ]);
    expect(await countOf("SELECT count(*) FROM report_update WHERE report_id = $1", [report.id])).toBe(0);
    expect(await countOf("SELECT count(*) FROM notification WHERE report_id = $1", [report.id])).toBe(0);
  });

  it("resolves with one, keeping each text apart and linked to its history entry", async () => {
    const report = await fileReport(carlos);
    const answer = await staff.graphql<{ updateReportStatus: Changed }>(UPDATE_STATUS, {
      id: report.id,
      status: "resuelto",
      publicUpdate: "Se cambió la luminaria.",
      isAnswer: true,
      note: "Carlos, gracias por avisar.",
      internalNote: "Usamos la última luminaria de bodega.",
    });
    expect(answer.errors).toBeUndefined();
    const changed = answer.data!.updateReportStatus;
    expect(changed.status).toBe("resuelto");
    const entry = changed.statusHistory.at(-1)!;
    expect(entry).toMatchObject({ toStatus: "resuelto", note: "Carlos, gracias por avisar." });
    expect(changed.updates).toEqual([
      expect.objectContaining({
        kind: "public_update",
        body: "Se cambió la luminaria.",
        isAnswer: true,
        statusChangeId: entry.id,
      }),
      expect.objectContaining({ kind: "reporter_message", isAnswer: false, statusChangeId: entry.id }),
      expect.objectContaining({ kind: "internal_note", isAnswer: false, statusChangeId: entry.id }),
    ]);
    const [audit] = (await auditOf(report.id)).filter((entry) => entry.action === "report.status");
    // Staff know a report by its radicado, on the log as everywhere.
    expect(audit!.subjectLabel).toBe(report.radicado);
    expect(audit!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "publicUpdate", after: "Se cambió la luminaria." }),
        expect.objectContaining({ field: "isAnswer", after: "true" }),
        expect.objectContaining({ field: "firstAnswer", after: "true" }),
        expect.objectContaining({ field: "internalNote", after: "Usamos la última luminaria de bodega." }),
      ]),
    );
  });
});

describe("texts written on their own", () => {
  it("writes each kind on both doors, audited; only a public update may be the answer", async () => {
    const report = await fileReport(carlos);
    const viaRest = await staff.request(`/api/reports/${report.id}/updates`, {
      method: "POST",
      json: { kind: "public_update", body: "Programamos la visita para el martes.", isAnswer: true },
    });
    expect(viaRest.status).toBe(201);
    const viaGraphQL = await staff.graphql<{ addReportUpdate: Changed }>(ADD_UPDATE, {
      reportId: report.id,
      kind: "internal_note",
      body: "Confirmar con Aseo.",
    });
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.data!.addReportUpdate.updates.map((update) => [update.kind, update.isAnswer])).toEqual([
      ["public_update", true],
      ["internal_note", false],
    ]);
    // A second answer is recorded as an answer, but not as the first.
    await staff.graphql(ADD_UPDATE, {
      reportId: report.id,
      kind: "public_update",
      body: "Otra.",
      isAnswer: true,
    });
    const updates = (await auditOf(report.id)).filter((entry) => entry.action === "report.update");
    expect(updates).toHaveLength(3);
    expect(updates.map((entry) => entry.subjectLabel)).toEqual(Array(3).fill(report.radicado));
    const firstAnswers = updates.map(
      (entry) => entry.changes.find((change) => change.field === "firstAnswer")?.after ?? null,
    );
    expect(firstAnswers.sort()).toEqual(["false", "true", null].sort());

    const refused = await staff.request(`/api/reports/${report.id}/updates`, {
      method: "POST",
      json: { kind: "internal_note", body: "x", isAnswer: true },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { isAnswer: REPORT_UPDATE_MESSAGES.answerOnlyPublic },
    });
    const blank = await staff.graphql(ADD_UPDATE, {
      reportId: report.id,
      kind: "reporter_message",
      body: "  ",
    });
    expect(blank.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { body: REPORT_UPDATE_MESSAGES.bodyRequired } },
    });
    const badKind = await staff.request(`/api/reports/${report.id}/updates`, {
      method: "POST",
      json: { kind: "secreto", body: "x" },
    });
    expect(badKind.status).toBe(400);
    expect(await badKind.json()).toMatchObject({ fields: { kind: REPORT_UPDATE_MESSAGES.kindInvalid } });
    expect(
      (
        await staff.request(`/api/reports/${randomUUID()}/updates`, {
          method: "POST",
          json: { kind: "public_update", body: "x" },
        })
      ).status,
    ).toBe(404);
  });

  it("is staff's alone (403 / FORBIDDEN)", async () => {
    const report = await fileReport(carlos);
    const viaRest = await carlos.request(`/api/reports/${report.id}/updates`, {
      method: "POST",
      json: { kind: "public_update", body: "Yo mismo lo arreglé." },
    });
    expect(viaRest.status).toBe(403);
    const viaGraphQL = await carlos.graphql(ADD_UPDATE, {
      reportId: report.id,
      kind: "public_update",
      body: "Yo mismo lo arreglé.",
    });
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await countOf("SELECT count(*) FROM report_update WHERE report_id = $1", [report.id])).toBe(0);
  });

  it("tells the reporter of a public update and of a message, never of an internal note", async () => {
    const report = await fileReport(carlos);
    for (const [kind, body] of [
      ["internal_note", "Revisar presupuesto."],
      ["public_update", "La cuadrilla irá el jueves."],
      ["reporter_message", "Carlos, ¿nos confirma el número de la casa?"],
      ["internal_note", "Sin respuesta aún."],
    ]) {
      const answer = await staff.graphql(ADD_UPDATE, { reportId: report.id, kind, body });
      expect(answer.errors).toBeUndefined();
    }
    const notifications = await carlos.graphql<{
      notifications: Array<{
        reportId: string;
        kind: string;
        note: string | null;
        publicUpdate: string | null;
      }>;
    }>("{ notifications { reportId kind note publicUpdate } }");
    expect(notifications.data!.notifications.filter((item) => item.reportId === report.id)).toEqual([
      {
        reportId: report.id,
        kind: "reporter_message",
        note: "Carlos, ¿nos confirma el número de la casa?",
        publicUpdate: null,
      },
      { reportId: report.id, kind: "public_update", note: null, publicUpdate: "La cuadrilla irá el jueves." },
    ]);
    // Each notification queued its e-mail in the same transaction; the notes queued none.
    const jobs = await rows(
      `SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier = 'send-status-email'
          AND key IN (SELECT 'notification:' || id FROM notification WHERE report_id = $1)`,
      [report.id],
    );
    expect(Number(jobs[0]!.count)).toBeLessThanOrEqual(2);
    expect(await countOf("SELECT count(*) FROM notification WHERE report_id = $1", [report.id])).toBe(2);
  });
});

describe("response templates", () => {
  const FILLED = `query ($reportId: ID!, $status: ReportStatus!) {
    filledResponseTemplates(reportId: $reportId, status: $status) { id title text }
  }`;
  const SAVE = `mutation ($input: SaveResponseTemplateInput!) { saveResponseTemplate(input: $input) { id status title body } }`;

  it("offers each status a template, filled with the report's radicado, barrio and due date", async () => {
    const report = await fileReport(carlos, { neighborhood: "altamira" });
    const all = await staff.graphql<{ responseTemplates: Array<{ status: string }> }>(
      "{ responseTemplates { status } }",
    );
    expect(new Set(all.data!.responseTemplates.map((template) => template.status))).toEqual(
      new Set(["recibido", "en_gestion", "reabierto", "resuelto", "duplicado", "trasladado"]),
    );
    const filled = await staff.graphql<{ filledResponseTemplates: Array<{ text: string }> }>(FILLED, {
      reportId: report.id,
      status: "recibido",
    });
    const [text] = filled.data!.filledResponseTemplates.map((template) => template.text);
    expect(text).toContain(report.radicado);
    expect(text).toContain("Altamira");
    expect(text).toMatch(/a más tardar el \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).not.toMatch(/[{}]/);
    const viaRest = await staff.request(`/api/reports/${report.id}/response-templates?status=recibido`);
    expect(((await viaRest.json()) as Array<{ text: string }>)[0]!.text).toBe(text);
  });

  it("lets admins edit them, audited; refuses an unknown placeholder; residents may not read them", async () => {
    const created = await staff.graphql<{ saveResponseTemplate: { id: string } }>(SAVE, {
      input: { status: "en_gestion", title: "Visita", body: "Visitaremos {barrio} antes del {vence}." },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.saveResponseTemplate.id;
    const edited = await staff.request(`/api/admin/response-templates/${id}`, {
      method: "PUT",
      json: {
        status: "en_gestion",
        title: "Visita técnica",
        body: "Visitaremos {barrio} antes del {vence}.",
      },
    });
    expect(edited.status).toBe(200);
    const log = await staff.graphql<{
      auditLog: {
        entries: Array<{
          action: string;
          subjectId: string;
          changes: Array<{ field: string; before: unknown; after: unknown }>;
        }>;
      };
    }>(AUDIT);
    const entries = log.data!.auditLog.entries.filter((entry) => entry.subjectId === id);
    expect(entries.map((entry) => entry.action)).toEqual(["template.update", "template.update"]);
    expect(entries[0]!.changes).toEqual([{ field: "title", before: "Visita", after: "Visita técnica" }]);

    const typo = await staff.graphql(SAVE, {
      input: { status: "en_gestion", title: "Mala", body: "Hola {nombre}" },
    });
    expect(typo.errors?.[0]).toMatchObject({
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { body: REPORT_UPDATE_MESSAGES.templateUnknownPlaceholder },
      },
    });
    expect((await carlos.request("/api/admin/response-templates")).status).toBe(403);
    const report = await fileReport(carlos);
    expect(
      (await carlos.graphql(FILLED, { reportId: report.id, status: "recibido" })).errors?.[0]?.extensions
        ?.code,
    ).toBe("FORBIDDEN");
    expect(
      (await staff.request(`/api/admin/response-templates/${id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);
  });
});

describe("the después photo", () => {
  it("shows staff's photo of the resolution beside the resident's, on the public page too", async () => {
    const report = await fileReport(carlos);
    const photo = await processedPhoto(staff);
    const refused = await staff.graphql(UPDATE_STATUS, {
      id: report.id,
      status: "en_gestion",
      afterPhoto: photo,
    });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { fields: { afterPhoto: REPORT_UPDATE_MESSAGES.afterPhotoOnlyOnResolve } },
    });
    const resolved = await staff.graphql<{ updateReportStatus: Changed }>(UPDATE_STATUS, {
      id: report.id,
      status: "resuelto",
      publicUpdate: "Bache tapado.",
      afterPhoto: photo,
    });
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.updateReportStatus.afterPhoto?.url).toBe(photo);
    const publicPage = (await (await carlos.request(`/api/public/reports/${report.id}`)).json()) as {
      afterPhoto: { url: string } | null;
      evidenceUrls: string[];
    };
    expect(publicPage.afterPhoto?.url).toBe(photo);
    expect(publicPage.evidenceUrls).not.toContain(photo);
    const own = await carlos.graphql<{ report: Changed }>(REPORT, { id: report.id });
    expect(own.data!.report.afterPhoto?.url).toBe(photo);
    // Someone else's photo, or one already used, is refused.
    const other = await fileReport(carlos);
    const reused = await staff.graphql(UPDATE_STATUS, {
      id: other.id,
      status: "resuelto",
      publicUpdate: "Listo.",
      afterPhoto: photo,
    });
    expect(reused.errors?.[0]).toMatchObject({
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { afterPhoto: REPORT_UPDATE_MESSAGES.afterPhotoInvalid },
      },
    });
  });
});
