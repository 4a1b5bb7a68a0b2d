import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CATEGORY_IDS, NEIGHBORHOOD_SLUGS, type ReportStatus } from "../src/domain";
import { queryGraphQL } from "./graphql-client";
import { withClient } from "./postgres";
import { startTestServer, type TestServer } from "./test-server";

const QUERY = "{ publicStatistics { totalReports resolvedReports neighborhoods averageResolutionDays } }";
const DAY_MS = 24 * 60 * 60 * 1000;

interface StatisticsData {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
}

// One server per test: each needs a database in a known state.
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server?.stop();
});

async function insertReport(report: { status: ReportStatus; createdAt: Date; resolvedAfterDays?: number }) {
  const firstResolvedAt =
    report.resolvedAfterDays === undefined
      ? null
      : new Date(report.createdAt.getTime() + report.resolvedAfterDays * DAY_MS);
  await withClient(server.databaseUrl, (client) =>
    client.query(
      `INSERT INTO report (id, category_id, neighborhood, severity, status, created_at, updated_at, first_resolved_at)
       VALUES (gen_random_uuid(), $1, $2, 3, $3, $4, $4, $5)`,
      [CATEGORY_IDS[1], NEIGHBORHOOD_SLUGS[2], report.status, report.createdAt, firstResolvedAt],
    ),
  );
}

describe("publicStatistics", () => {
  it("is 0 reports, 0 resolved, 21 neighbourhoods and no average on an empty database", async () => {
    const data = await queryGraphQL<StatisticsData>(server.url, QUERY);
    expect(data.publicStatistics).toEqual({
      totalReports: 0,
      resolvedReports: 0,
      neighborhoods: 21,
      averageResolutionDays: null,
    });
  });

  it("counts reports and averages the days to first resolution over the resolved ones", async () => {
    const createdAt = new Date("2026-03-02T14:30:00Z");
    await insertReport({ status: "resuelto", createdAt, resolvedAfterDays: 2 });
    await insertReport({
      status: "resuelto",
      createdAt: new Date("2026-04-10T08:00:00Z"),
      resolvedAfterDays: 3,
    });
    await insertReport({ status: "resuelto", createdAt, resolvedAfterDays: 5.5 });
    await insertReport({ status: "en_gestion", createdAt });
    await insertReport({ status: "recibido", createdAt });

    const data = await queryGraphQL<StatisticsData>(server.url, QUERY);
    expect(data.publicStatistics).toEqual({
      totalReports: 5,
      resolvedReports: 3,
      neighborhoods: 21,
      averageResolutionDays: (2 + 3 + 5.5) / 3,
    });
  });
});
