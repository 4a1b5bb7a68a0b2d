import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport } from "./report-support";

// docs/graphql.md#shared-report-fields: one fragment on the ReportDisplay interface reads both views.
let server: TestServer;
let staff: HttpClient;
let resident: HttpClient;
let neighbour: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  [staff, resident, neighbour] = await Promise.all([admin(server), citizen(server), citizen(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const SHARED = `fragment Shared on ReportDisplay {
  __typename radicado neighborhood status category { name } photos { id } duplicates { radicado }
  updates { kind body }
  statusHistory { __typename fromStatus toStatus ... on ReportStatusChange { note } }
}`;

interface Shared {
  __typename: string;
  radicado: string;
  status: string;
  updates: Array<{ kind: string; body: string }>;
  statusHistory: Array<{ __typename: string; toStatus: string; note?: string | null }>;
  duplicates: Array<{ radicado: string }>;
}

describe("ReportDisplay: the fields every view of a report shares", () => {
  it("answers one fragment from Report and PublicReport, each as its viewer may read it", async () => {
    const report = await fileReport(resident);
    const copy = await fileReport(neighbour);
    const changed = await staff.graphql(
      `mutation ($id: ID!) { updateReportStatus(id: $id, status: en_gestion, note: "La llamamos mañana.",
        publicUpdate: "Cuadrilla asignada.") { id } }`,
      { id: report.id },
    );
    expect(changed.errors).toBeUndefined();
    const marked = await staff.graphql(
      `mutation ($id: ID!, $of: String) { updateReportStatus(id: $id, status: duplicado, duplicateOf: $of) { id } }`,
      { id: copy.id, of: report.radicado },
    );
    expect(marked.errors).toBeUndefined();

    const own = await resident.graphql<{ report: Shared }>(
      `query ($id: ID!) { report(id: $id) { ...Shared } } ${SHARED}`,
      { id: report.id },
    );
    const seen = await neighbour.graphql<{ publicReport: Shared }>(
      `query ($id: ID!) { publicReport(id: $id) { ...Shared } } ${SHARED}`,
      { id: report.id },
    );
    expect(own.errors).toBeUndefined();
    expect(seen.errors).toBeUndefined();
    const [mine, theirs] = [own.data!.report, seen.data!.publicReport];

    expect(mine.__typename).toBe("Report");
    expect(theirs.__typename).toBe("PublicReport");
    const { __typename: _report, statusHistory: ownHistory, updates: ownUpdates, ...ownRest } = mine;
    const {
      __typename: _public,
      statusHistory: publicHistory,
      updates: publicUpdates,
      ...publicRest
    } = theirs;
    expect(publicRest).toEqual(ownRest);
    expect(ownRest).toMatchObject({ status: "en_gestion", duplicates: [{ radicado: copy.radicado }] });

    // The reporter reads staff's message as the entry's note; the public history is of another type, without it.
    expect(ownHistory.map((entry) => [entry.__typename, entry.toStatus, entry.note])).toEqual([
      ["ReportStatusChange", "recibido", null],
      ["ReportStatusChange", "en_gestion", "La llamamos mañana."],
    ]);
    expect(publicHistory.map((entry) => [entry.__typename, entry.toStatus, "note" in entry])).toEqual([
      ["PublicStatusChange", "recibido", false],
      ["PublicStatusChange", "en_gestion", false],
    ]);
    expect(ownUpdates.map((update) => update.kind).sort()).toEqual(["public_update", "reporter_message"]);
    expect(publicUpdates).toEqual([{ kind: "public_update", body: "Cuadrilla asignada." }]);
  });
});
