import { register } from "tsx/esm/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initOrm } from "../../src/database/orm";
import { bogotaDate } from "../../src/domain/business-days";
import { createReport } from "../../src/modules/report/report.service";
import { createLogger } from "../../src/server/logger";
import { withClient } from "../postgres";
import { createTestDatabase, startTestServer, type TestServer } from "../test-server";
import { HttpClient } from "../http-client";
import { admin, citizen, fileReport, queryRows, validReport } from "./report-support";

// docs/legal-clock.md#radicado
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const thisYear = () => Number(bogotaDate(new Date()).slice(0, 4));
const numbersOfYear = async (year: number) =>
  (
    await queryRows<{ radicado: string }>(
      server,
      "SELECT radicado FROM report WHERE radicado LIKE $1 ORDER BY radicado",
      [`RIO-${year}-%`],
    )
  ).map((row) => Number(row.radicado.slice(-6)));

describe("the radicado", () => {
  it("is given at filing, RIO-AAAA-NNNNNN, and shown to the author on both doors", async () => {
    const resident = await citizen(server);
    const report = await fileReport(resident);
    expect(report.radicado).toMatch(new RegExp(`^RIO-${thisYear()}-\\d{6}$`));
    const again = await resident.graphql<{ report: { radicado: string } }>(
      "query ($id: ID!) { report(id: $id) { radicado } }",
      { id: report.id },
    );
    expect(again.data?.report.radicado).toBe(report.radicado);
  });

  it("finds its report when staff type it whole in a search, in any case, and is never in open data", async () => {
    const [resident, staff] = await Promise.all([citizen(server), admin(server)]);
    const report = await fileReport(resident);
    const search = async (text: string) =>
      (
        await staff.graphql<{ searchReports: { nodes: Array<{ id: string; radicado: string }> } }>(
          "query ($text: String) { searchReports(filter: { text: $text }) { nodes { id radicado } } }",
          { text },
        )
      ).data?.searchReports.nodes;
    expect(await search(report.radicado)).toEqual([{ id: report.id, radicado: report.radicado }]);
    expect(await search(` ${report.radicado.toLowerCase()} `)).toEqual([
      { id: report.id, radicado: report.radicado },
    ]);
    const openData = await new HttpClient(server.url).request("/api/open-data/reports.csv");
    expect(openData.status).toBe(200);
    expect(await openData.text()).not.toMatch(/RIO-\d{4}-\d{6}/);
  });

  it("stays consecutive with no gap and no repeat when 50 filings run at once and some roll back", async () => {
    const orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
    try {
      const viewer = { id: "test-citizen", role: "citizen" as const, hasCedula: false, dependencias: [] };
      // Every seventh filing fails after taking its number (as an exhausted budget does), and rolls back.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          createReport(orm.em.fork(), viewer, validReport(), null, () =>
            index % 7 === 3 ? Promise.reject(new Error("budget")) : Promise.resolve(),
          ),
        ),
      );
      const failed = outcomes.filter((outcome) => outcome.status === "rejected").length;
      expect(failed).toBe(7);
      const numbers = await numbersOfYear(thisYear());
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      expect(numbers.length).toBeGreaterThanOrEqual(43);
    } finally {
      await orm.close(true);
    }
  });

  it("numbers a report inserted without one (a seed, a bulk load) in its own filing year", async () => {
    await queryRows(
      server,
      `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at)
       VALUES (gen_random_uuid(), 'vias', 'altamira', 2, '2025-12-31T23:30:00-05:00', now()),
              (gen_random_uuid(), 'vias', 'altamira', 2, '2026-01-01T04:30:00Z', now())`,
    );
    // 23:30 on 31 December in Bogotá is 2025 there, although 2026 in UTC.
    expect(await numbersOfYear(2025)).toEqual([1, 2]);
  });
});

describe("the radicado migration", () => {
  it("numbers the reports filed before it in filing order, per Bogotá year, and the counters go on from there", async () => {
    const database = await createTestDatabase();
    const logger = createLogger({ logLevel: "silent" });
    const orm = await initOrm(database.url, logger);
    // The migrator loads migration files with Node's own import(): tsx compiles them (as in global-setup).
    const unregisterTsx = register();
    try {
      await orm.getMigrator().down({ to: "Migration20261123181158_statistics_live" });
      await withClient(database.url, (db) =>
        db.query(
          `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at) VALUES
             ('00000000-0000-4000-8000-000000000003', 'vias', 'altamira', 2, '2026-03-01T10:00:00Z', now()),
             ('00000000-0000-4000-8000-000000000001', 'vias', 'altamira', 2, '2025-06-01T10:00:00Z', now()),
             ('00000000-0000-4000-8000-000000000002', 'vias', 'altamira', 2, '2026-01-01T04:00:00Z', now()),
             ('00000000-0000-4000-8000-000000000004', 'vias', 'altamira', 2, '2026-02-01T10:00:00Z', now())`,
        ),
      );
      await orm.getMigrator().up();
      const numbered = await withClient(database.url, async (db) => {
        await db.query(
          `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at)
           VALUES ('00000000-0000-4000-8000-000000000005', 'vias', 'altamira', 2, '2026-04-01T10:00:00Z', now())`,
        );
        return (
          await db.query<{ id: string; radicado: string }>("SELECT id, radicado FROM report ORDER BY id")
        ).rows;
      });
      expect(numbered.map((row) => [row.id.slice(-1), row.radicado])).toEqual([
        ["1", "RIO-2025-000001"],
        // 04:00 UTC on 1 January is still 31 December 2025 in Bogotá.
        ["2", "RIO-2025-000002"],
        ["3", "RIO-2026-000002"],
        ["4", "RIO-2026-000001"],
        ["5", "RIO-2026-000003"],
      ]);
    } finally {
      await unregisterTsx();
      await orm.close(true);
      await database.drop();
    }
  });
});
