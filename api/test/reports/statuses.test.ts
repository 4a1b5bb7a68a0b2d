import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGES, statusTransitionRefused } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, queryRows } from "./report-support";

// docs/legal-clock.md#statuses
let server: TestServer;
let staff: HttpClient;
let resident: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  [staff, resident] = await Promise.all([admin(server), citizen(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const FIELDS =
  "id status duplicateOfId duplicateOfRadicado transferredTo transferredLate viewerCan { nextStatuses }";
const CHANGE = `mutation ($id: ID!, $status: ReportStatus!, $duplicateOf: String, $transferredTo: String,
    $publicUpdate: String) {
  updateReportStatus(id: $id, status: $status, duplicateOf: $duplicateOf, transferredTo: $transferredTo,
    publicUpdate: $publicUpdate) { ${FIELDS} }
}`;
interface Changed {
  id: string;
  status: string;
  duplicateOfId: string | null;
  duplicateOfRadicado: string | null;
  transferredTo: string | null;
  transferredLate: boolean | null;
  viewerCan: { nextStatuses: string[] };
}
const change = (variables: Record<string, unknown>) =>
  staff.graphql<{ updateReportStatus: Changed }>(CHANGE, variables);
const patch = (id: string, json: Record<string, unknown>) =>
  staff.request(`/api/reports/${id}/status`, { method: "PATCH", json });

describe("statuses beyond the main path", () => {
  it("refuses a transition the table forbids on both doors (409 / CONFLICT), and changes nothing", async () => {
    const report = await fileReport(resident);
    const resolved = await change({ id: report.id, status: "resuelto", publicUpdate: "Reparado." });
    expect(resolved.data?.updateReportStatus.status).toBe("resuelto");
    const viaGraphQL = await change({ id: report.id, status: "en_gestion" });
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message: statusTransitionRefused("resuelto", "en_gestion"),
      extensions: { code: "CONFLICT" },
    });
    const viaRest = await patch(report.id, { status: "recibido" });
    expect(viaRest.status).toBe(409);
    expect(await viaRest.json()).toMatchObject({ error: statusTransitionRefused("resuelto", "recibido") });
    const [row] = await queryRows<{ status: string; changes: string }>(
      server,
      "SELECT status, (SELECT count(*) FROM report_status_change WHERE report_id = $1) AS changes FROM report WHERE id = $1",
      [report.id],
    );
    expect(row).toEqual({ status: "resuelto", changes: "2" });

    const reopened = await change({ id: report.id, status: "reabierto" });
    expect(reopened.data?.updateReportStatus).toMatchObject({
      status: "reabierto",
      viewerCan: { nextStatuses: ["reabierto", "en_gestion", "resuelto", "duplicado", "trasladado"] },
    });
  });

  it("marks a duplicate of an original named by its radicado, and refuses self, missing and chains", async () => {
    const [original, copy, third] = await Promise.all([
      fileReport(resident),
      fileReport(resident),
      fileReport(resident),
    ]);
    const missing = await change({ id: copy.id, status: "duplicado" });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { duplicateOf: STATUS_MESSAGES.duplicateOfRequired },
    });
    const self = await patch(copy.id, { status: "duplicado", duplicateOf: copy.radicado });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ fields: { duplicateOf: STATUS_MESSAGES.duplicateOfSelf } });
    const unknown = await change({ id: copy.id, status: "duplicado", duplicateOf: "RIO-1999-000001" });
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual({
      duplicateOf: STATUS_MESSAGES.duplicateOfNotFound,
    });

    const marked = await change({
      id: copy.id,
      status: "duplicado",
      duplicateOf: original.radicado.toLowerCase(),
    });
    expect(marked.data?.updateReportStatus).toMatchObject({
      status: "duplicado",
      duplicateOfId: original.id,
      duplicateOfRadicado: original.radicado,
      transferredTo: null,
    });
    // The public page says it too.
    const publicView = await resident.graphql<{ publicReport: { duplicateOfRadicado: string } }>(
      "query ($id: ID!) { publicReport(id: $id) { duplicateOfRadicado } }",
      { id: copy.id },
    );
    expect(publicView.data?.publicReport.duplicateOfRadicado).toBe(original.radicado);

    // No chains: nothing duplicates a duplicate, and an original does not become a duplicate.
    const ofDuplicate = await change({ id: third.id, status: "duplicado", duplicateOf: copy.radicado });
    expect(ofDuplicate.errors?.[0]?.extensions?.fields).toEqual({
      duplicateOf: STATUS_MESSAGES.duplicateOfNotOriginal,
    });
    const originalAway = await change({ id: original.id, status: "duplicado", duplicateOf: third.radicado });
    expect(originalAway.errors?.[0]?.extensions?.fields).toEqual({
      duplicateOf: STATUS_MESSAGES.duplicateOfHasDuplicates,
    });

    // Reopened, it is a report of its own again.
    const reopened = await change({ id: copy.id, status: "reabierto" });
    expect(reopened.data?.updateReportStatus).toMatchObject({
      duplicateOfId: null,
      duplicateOfRadicado: null,
    });
  });

  it("transfers to a named entity, flagged fuera de término after 5 días hábiles", async () => {
    const [fresh, old] = await Promise.all([fileReport(resident), fileReport(resident)]);
    const unnamed = await patch(fresh.id, { status: "trasladado", transferredTo: "   " });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({
      fields: { transferredTo: STATUS_MESSAGES.transferredToRequired },
    });

    const inTerm = await change({
      id: fresh.id,
      status: "trasladado",
      transferredTo: "Triple A S.A. E.S.P.",
    });
    expect(inTerm.data?.updateReportStatus).toMatchObject({
      status: "trasladado",
      transferredTo: "Triple A S.A. E.S.P.",
      transferredLate: false,
    });
    // Filed three weeks ago: always more than 5 días hábiles, whatever the holidays.
    await queryRows(server, "UPDATE report SET created_at = now() - interval '21 days' WHERE id = $1", [
      old.id,
    ]);
    const late = await change({ id: old.id, status: "trasladado", transferredTo: "Air-e" });
    expect(late.data?.updateReportStatus).toMatchObject({ transferredTo: "Air-e", transferredLate: true });
  });

  it("adds up: total = pendientes + resueltos + cerrados, for the tiles and the statistics", async () => {
    type Tiles = Record<
      | "total"
      | "pending"
      | "closed"
      | "recibido"
      | "enGestion"
      | "reabierto"
      | "resuelto"
      | "duplicado"
      | "trasladado",
      number
    >;
    const summary = await staff.graphql<{ reportSummary: Tiles }>(
      "{ reportSummary { total pending closed recibido enGestion reabierto resuelto duplicado trasladado } }",
    );
    const tiles = summary.data!.reportSummary;
    expect(tiles.closed).toBeGreaterThanOrEqual(2);
    expect(tiles.total).toBe(tiles.pending + tiles.resuelto + tiles.closed);
    expect(tiles.pending).toBe(tiles.recibido + tiles.enGestion + tiles.reabierto);
    expect(tiles.closed).toBe(tiles.duplicado + tiles.trasladado);
    const [counts] = await queryRows<{ total: string }>(server, "SELECT count(*) AS total FROM report");
    expect(tiles.total).toBe(Number(counts!.total));

    const statistics = (await (await staff.request("/api/statistics?period=all")).json()) as Record<
      "totalReports" | "resolvedReports" | "pendingReports" | "closedReports",
      number
    >;
    expect(statistics.totalReports).toBe(
      statistics.resolvedReports + statistics.pendingReports + statistics.closedReports,
    );
  });
});
