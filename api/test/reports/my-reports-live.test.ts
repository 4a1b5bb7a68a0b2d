import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../../src/pubsub/postgres-pubsub";
import type { HttpClient } from "../http-client";
import { subscribe, type LiveSubscription } from "../live-client";
import { withClient } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, resetRateLimits, signUpCitizen } from "./report-support";

/**
 * Mis reportes follows its owner's reports live (docs/live-updates.md#the-owners-reports): whoever filed a report
 * gets it again, as they see it, whenever staff change it; nobody else does.
 */

const MY_REPORT_CHANGED = `subscription {
  myReportChanged {
    report {
      id status
      location { lat lng approximate }
      author { firstName email }
      statusHistory { fromStatus toStatus note }
    }
    totals { total recibido enGestion resuelto }
  }
}`;

interface Change {
  myReportChanged: {
    report: {
      id: string;
      status: string;
      location: { lat: number; lng: number; approximate: boolean } | null;
      author: { firstName: string | null; email: string | null } | null;
      statusHistory: Array<{ fromStatus: string | null; toStatus: string; note: string | null }>;
    } | null;
    totals: { total: number; recibido: number; enGestion: number; resuelto: number };
  };
}

const EXACT = { lat: 11.017893, lng: -74.823417 };

let server: TestServer;
let carlos: HttpClient;
let vecina: HttpClient;
let ana: HttpClient;
const opened: Array<LiveSubscription<unknown>> = [];

beforeAll(async () => {
  server = await startTestServer();
  [carlos, vecina, ana] = await Promise.all([
    citizen(server),
    signUpCitizen(server, "Zoraida"),
    admin(server),
  ]);
  await resetRateLimits(server);
});
afterAll(async () => {
  await Promise.all(opened.map((live) => live.dispose()));
  await server?.stop();
});

const cookieOf = (client: HttpClient) => `reporta.sid=${client.cookie("reporta.sid")}`;

function follow(client: HttpClient | null): LiveSubscription<Change> {
  const live = subscribe<Change>(server.url, MY_REPORT_CHANGED, {}, client ? cookieOf(client) : undefined);
  opened.push(live);
  return live;
}

async function setStatus(reportId: string, status: string, note: string | null): Promise<void> {
  const response = await ana.request(`/api/reports/${reportId}/status`, {
    method: "PATCH",
    // Resolving needs a public update (docs/staff.md#updates-messages-and-notes).
    json: { status, note, ...(status === "resuelto" ? { publicUpdate: "Reparado." } : {}) },
  });
  expect(response.status).toBe(200);
}

/**
 * A subscription listens a moment after it is sent, and the protocol does not say when: staff write a
 * note on `reportId` again until `live` has heard one, so that every later event reaches it.
 */
async function untilListening(live: LiveSubscription<Change>, reportId: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await setStatus(reportId, "recibido", `¿escuchas? ${attempt}`);
    try {
      await live.next((event) => event.myReportChanged.report?.id === reportId, 250);
      return;
    } catch {
      // not yet listening: write again
    }
  }
  throw new Error("the subscription never heard its own report");
}

describe("Mis reportes, live for its owner", () => {
  it("gives the owner their report as they see it, with the new status, staff's note and the totals", async () => {
    const report = await fileReport(carlos, { location: EXACT, anonymous: true, allowContact: false });
    const mine = follow(carlos);
    await untilListening(mine, report.id);

    const note = `Cuadrilla asignada ${randomUUID().slice(0, 8)}`;
    await setStatus(report.id, "en_gestion", note);
    const event = await mine.next(
      (candidate) =>
        candidate.myReportChanged.report?.id === report.id &&
        candidate.myReportChanged.report.status === "en_gestion",
    );
    const { report: seen, totals } = event.myReportChanged;
    // The owner's own view: the exact point, staff's message to them, their own name and e-mail.
    expect(seen!.location).toEqual({ ...EXACT, approximate: false });
    expect(seen!.statusHistory.at(-1)).toEqual({ fromStatus: "recibido", toStatus: "en_gestion", note });
    expect(seen!.author).toMatchObject({ firstName: "Carlos" });
    expect(seen!.author!.email).toEqual(expect.stringContaining("@"));
    // The totals as Mis reportes counts them, after the change.
    const answer = await carlos.graphql<{ reportTotals: typeof totals }>(
      "{ reportTotals { total recibido enGestion resuelto } }",
    );
    expect(totals).toEqual(answer.data!.reportTotals);
    expect(totals.enGestion).toBeGreaterThanOrEqual(1);
  });

  it("tells nobody else: another resident following their own reports hears only theirs", async () => {
    const carlosReport = await fileReport(carlos, { location: EXACT });
    const hers = await fileReport(vecina);
    const herFeed = follow(vecina);
    await untilListening(herFeed, hers.id);

    await setStatus(carlosReport.id, "en_gestion", "Mensaje para Carlos, llamar al 300 000 0000");
    // Events reach a listener in commit order: once she hears this later change of her own report,
    // Carlos's change, committed before it, would have reached her too.
    await setStatus(hers.id, "resuelto", null);
    await herFeed.next(
      (event) =>
        event.myReportChanged.report?.id === hers.id && event.myReportChanged.report.status === "resuelto",
    );
    const text = JSON.stringify(herFeed.events);
    expect(text).not.toContain(carlosReport.id);
    expect(text).not.toContain("Carlos");
  });

  it("says when changes may have been missed, so that the page reads its list again", async () => {
    const report = await fileReport(carlos);
    const mine = follow(carlos);
    await untilListening(mine, report.id);
    // The instance's LISTEN connection is lost (a database restart, an operator): it reconnects.
    await withClient(server.databaseUrl, (db) =>
      db.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
        [LISTENER_APPLICATION_NAME],
      ),
    );
    const resync = await mine.next((event) => event.myReportChanged.report === null, 15_000);
    const answer = await carlos.graphql<{ reportTotals: Change["myReportChanged"]["totals"] }>(
      "{ reportTotals { total recibido enGestion resuelto } }",
    );
    expect(resync.myReportChanged.totals).toEqual(answer.data!.reportTotals);
  });

  it("refuses anyone signed out", async () => {
    const anonymous = follow(null);
    expect(await anonymous.error()).toMatchObject([{ extensions: { code: "UNAUTHENTICATED" } }]);
  });
});
