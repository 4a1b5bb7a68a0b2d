import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  CATEGORIES,
  CLOSED_STATUSES,
  PENDING_STATUSES,
  HEAT_MAP,
  NEIGHBORHOODS,
  REPORT_STATUSES,
  SEVERITY_LEVELS,
} from "../../src/domain";
import { mikroOrmConfig } from "../../src/database/mikro-orm.config";
import { type AppError } from "../../src/errors/app-error";
import { heatMap } from "../../src/modules/statistics/heat-map.service";
import { timeSeries } from "../../src/modules/statistics/statistics-series";
import {
  medianResponseDays,
  prepareStatistics,
  statisticsSummary,
} from "../../src/modules/statistics/statistics.service";
import { seriesBucketStart } from "../../src/modules/statistics/statistics-range";
import { createTestDatabase, type TestDatabase } from "../test-server";
import {
  averageDays,
  bogotaDay,
  cellCounts,
  countBy,
  filed,
  generateReports,
  insertReports,
  medianDays,
  readReports,
  resolvedIn,
  type FactRow,
  type OracleFilter,
} from "./statistics-data";

// 10:00 in Bogotá on Wednesday 4 March 2026: "today" for every period below.
const NOW = new Date("2026-03-04T15:00:00Z");
const TODAY = "2026-03-04";
const BOUNDARY_DAY = "2026-03-01";

let database: TestDatabase;
let orm: MikroORM;
let client: pg.Client;
let rows: FactRow[];

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await MikroORM.init(mikroOrmConfig(database.url));
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await insertReports(
    client,
    generateReports({ seed: 11, count: 900, now: NOW, days: 420, boundaryDay: BOUNDARY_DAY }),
  );
  // Staff at work after filing: the counts follow status changes, reopenings and deletions.
  await client.query(
    `UPDATE report SET status = 'resuelto', first_resolved_at = coalesce(first_resolved_at, $1)
      WHERE id IN (SELECT id FROM report WHERE status <> 'resuelto' ORDER BY id LIMIT 40)`,
    [new Date(NOW.getTime() - 3600_000)],
  );
  await client.query(
    "UPDATE report SET status = 'en_gestion' WHERE id IN (SELECT id FROM report WHERE status = 'resuelto' ORDER BY id DESC LIMIT 25)",
  );
  await client.query("UPDATE report SET votes_count = votes_count + 1 WHERE severity = 5");
  await client.query("DELETE FROM report WHERE id IN (SELECT id FROM report ORDER BY id DESC LIMIT 10)");
  rows = await readReports(client);
}, 60_000);

afterAll(async () => {
  await client?.end();
  await orm?.close(true);
  await database?.drop();
});

const em = (): EntityManager => orm.em.fork();

/** Each filter: how the API is asked, and the days and lists it means. */
const CASES: Array<[string, Record<string, unknown>, Omit<OracleFilter, "today">]> = [
  ["no filter: the last 7 days", {}, { from: "2026-02-26", to: TODAY }],
  ["month", { period: "month" }, { from: "2026-02-03", to: TODAY }],
  ["year", { period: "year" }, { from: "2025-03-05", to: TODAY }],
  ["all", { period: "all" }, { from: null, to: TODAY }],
  [
    "the day after midnight",
    { from: BOUNDARY_DAY, to: BOUNDARY_DAY },
    { from: BOUNDARY_DAY, to: BOUNDARY_DAY },
  ],
  [
    "the day before midnight",
    { from: "2026-02-28", to: "2026-02-28" },
    { from: "2026-02-28", to: "2026-02-28" },
  ],
  ["months and days", { from: "2025-06-15", to: "2026-01-20" }, { from: "2025-06-15", to: "2026-01-20" }],
  ["open start", { to: "2025-10-10" }, { from: null, to: "2025-10-10" }],
  [
    "two barrios over a year",
    { period: "year", neighborhoods: ["riomar", "altamira"] },
    { from: "2025-03-05", to: TODAY, neighborhoods: ["riomar", "altamira"] },
  ],
  [
    "categories and a status",
    { period: "all", categories: ["vias", "ruido"], statuses: ["resuelto"] },
    { from: null, to: TODAY, categories: ["vias", "ruido"], statuses: ["resuelto"] },
  ],
  [
    "grave and crítico, REST-style lists",
    { from: "2025-09-01", to: "2026-02-15", severities: "4,5", neighborhoods: "riomar,san-salvador" },
    { from: "2025-09-01", to: "2026-02-15", severities: [4, 5], neighborhoods: ["riomar", "san-salvador"] },
  ],
  ["an empty period", { from: "2010-01-01", to: "2010-12-31" }, { from: "2010-01-01", to: "2010-12-31" }],
];

describe.each(CASES)("statistics: %s", (_name, raw, range) => {
  const oracle: OracleFilter = { ...range, today: TODAY };

  it("totals, response times and every breakdown match the reports, and each breakdown sums to the total", async () => {
    const request = prepareStatistics(em(), raw, NOW);
    expect(request.range).toEqual({ from: range.from, to: range.to });
    const summary = await statisticsSummary(request);
    const matching = filed(rows, oracle);
    const resolved = resolvedIn(rows, oracle);
    const total = matching.length;

    expect(summary.totals).toEqual({
      total,
      resolved: matching.filter((row) => row.status === "resuelto").length,
      pending: matching.filter((row) => PENDING_STATUSES.includes(row.status)).length,
      closed: matching.filter((row) => CLOSED_STATUSES.includes(row.status)).length,
      thisWeek: filed(rows, { ...oracle, from: addDays(TODAY, -6), to: TODAY }).length,
      resolutionRate:
        total === 0
          ? null
          : Math.round((matching.filter((row) => row.status === "resuelto").length / total) * 100),
    });
    expect(summary.responseTime.resolvedInPeriod).toBe(resolved.length);
    expectClose(summary.responseTime.averageDays, averageDays(resolved));
    expectClose(await medianResponseDays(request), medianDays(resolved));

    const byCategory = countBy(matching, (row) => row.categoryId);
    expect(summary.byCategory.map((c) => c.categoryId).sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
    for (const category of summary.byCategory) {
      expect(category.count, category.categoryId).toBe(byCategory.get(category.categoryId) ?? 0);
      const resolvedHere = resolved.filter((row) => row.categoryId === category.categoryId);
      expect(category.resolvedInPeriod).toBe(resolvedHere.length);
      expectClose(category.averageResponseDays, averageDays(resolvedHere));
    }
    const byNeighborhood = countBy(matching, (row) => row.neighborhood);
    expect(summary.byNeighborhood).toHaveLength(NEIGHBORHOODS.length);
    for (const entry of summary.byNeighborhood) {
      expect(entry.count, entry.neighborhood).toBe(byNeighborhood.get(entry.neighborhood) ?? 0);
      const here = countBy(
        matching.filter((row) => row.neighborhood === entry.neighborhood),
        (row) => row.categoryId,
      );
      const most = Math.max(0, ...here.values());
      const main = CATEGORIES.find((category) => most > 0 && here.get(category.id) === most);
      expect(entry.mainCategory?.categoryId ?? null).toBe(main?.id ?? null);
      expect(entry.mainCategory?.count ?? 0).toBe(most);
    }
    expect(summary.byStatus.map((s) => [s.status, s.count])).toEqual(
      REPORT_STATUSES.map((s) => [s.value, matching.filter((row) => row.status === s.value).length]),
    );
    expect(summary.bySeverity.map((s) => [s.severity, s.count])).toEqual(
      SEVERITY_LEVELS.map((s) => [s.value, matching.filter((row) => row.severity === s.value).length]),
    );

    // Numbers add up.
    const sum = (items: Array<{ count: number }>) => items.reduce((total, item) => total + item.count, 0);
    for (const breakdown of [
      summary.byCategory,
      summary.byNeighborhood,
      summary.byStatus,
      summary.bySeverity,
    ]) {
      expect(sum(breakdown)).toBe(total);
      const percent = Math.round(breakdown.reduce((total, item) => total + item.percentage, 0) * 10);
      if (total === 0) {
        expect(percent).toBe(0);
        continue;
      }
      // Equal counts read alike; the sum is 100 %, or a few tenths short when tied counts could not all
      // take a spare tenth (docs/statistics.md#what-the-numbers-mean).
      const ties = new Map<number, number>();
      for (const item of breakdown) ties.set(item.count, (ties.get(item.count) ?? 0) + 1);
      expect(percent).toBeLessThanOrEqual(1000);
      expect(percent).toBeGreaterThan(1000 - Math.max(...ties.values()));
      for (const item of breakdown) {
        expect(item.percentage).toBe(breakdown.find((other) => other.count === item.count)!.percentage);
      }
    }
    expect(summary.totals.resolved + summary.totals.pending + summary.totals.closed).toBe(total);
  });

  it("the time series counts each day, week and month, and adds up to the totals", async () => {
    const from = range.from ?? rows.map((row) => bogotaDay(row.createdAt)).sort()[0]!;
    for (const granularity of ["day", "week", "month"] as const) {
      const request = prepareStatistics(em(), raw, NOW);
      const points = await timeSeries(request, { granularity });
      if (from > range.to) {
        expect(points).toEqual([]);
        continue;
      }
      expect(points[0]!.start).toBe(from);
      expect(points.at(-1)!.end).toBe(range.to);
      const matching = filed(rows, { ...oracle, from });
      const resolved = resolvedIn(rows, { ...oracle, from });
      const filedPer = countBy(matching, (row) => seriesBucketStart(bogotaDay(row.createdAt), granularity));
      const resolvedPer = countBy(resolved, (row) =>
        seriesBucketStart(bogotaDay(row.firstResolvedAt!), granularity),
      );
      for (const point of points) {
        const key = seriesBucketStart(point.start, granularity);
        expect([granularity, point.start, point.filed, point.resolved]).toEqual([
          granularity,
          point.start,
          filedPer.get(key) ?? 0,
          resolvedPer.get(key) ?? 0,
        ]);
      }
      expect(points.reduce((total, point) => total + point.filed, 0)).toBe(matching.length);
      expect(points.reduce((total, point) => total + point.resolved, 0)).toBe(resolved.length);
    }
  });

  it("the heat map counts squares, leaves out the sparse ones, and adds up to the total", async () => {
    const map = await heatMap(prepareStatistics(em(), raw, NOW));
    const matching = filed(rows, oracle);
    const expected = cellCounts(matching);
    const size = HEAT_MAP.cellMicroDegrees;
    const shown = [...expected].filter(([, count]) => count >= HEAT_MAP.minimumCount);
    expect(
      map.cells
        .map((cell) => [
          `${Math.round((cell.south * 1e6) / size)}:${Math.round((cell.west * 1e6) / size)}`,
          cell.count,
        ])
        .sort(),
    ).toEqual(shown.sort());
    for (const cell of map.cells) {
      expect(cell.count).toBeGreaterThanOrEqual(HEAT_MAP.minimumCount);
      expect(Math.round((cell.north - cell.south) * 1e6)).toBe(size);
      expect(Math.round((cell.east - cell.west) * 1e6)).toBe(size);
    }
    expect(map.suppressedReports).toBe(
      [...expected.values()].filter((count) => count < HEAT_MAP.minimumCount).reduce((a, b) => a + b, 0),
    );
    expect(map.withoutLocation).toBe(matching.filter((row) => row.latitude === null).length);
    expect(
      map.cells.reduce((total, cell) => total + cell.count, 0) + map.suppressedReports + map.withoutLocation,
    ).toBe(matching.length);
  });
});

describe("statistics service", () => {
  it("counts a report filed at 23:59:59 in Bogotá on that day, and one at 00:00 on the next", async () => {
    const day = (from: string) =>
      statisticsSummary(prepareStatistics(em(), { from, to: from, statuses: [] }, NOW)).then(
        (summary) => summary.totals.total,
      );
    const before = rows.filter((row) => bogotaDay(row.createdAt) === "2026-02-28").length;
    const after = rows.filter((row) => bogotaDay(row.createdAt) === BOUNDARY_DAY).length;
    expect(rows.find((row) => row.createdAt.toISOString() === "2026-03-01T04:59:59.000Z")).toBeDefined();
    expect(await day("2026-02-28")).toBe(before);
    expect(await day(BOUNDARY_DAY)).toBe(after);
  });

  it("answers the same from the one-dimension sums as from the full counts", async () => {
    const everyStatus = { statuses: REPORT_STATUSES.map((status) => status.value) };
    for (const filter of [{ period: "week" }, { period: "year" }, { period: "all" }, { to: "2025-12-24" }]) {
      const marginal = prepareStatistics(em(), filter, NOW);
      const full = prepareStatistics(em(), { ...filter, ...everyStatus }, NOW);
      expect(await statisticsSummary(full)).toEqual(await statisticsSummary(marginal));
      for (const granularity of ["day", "month"]) {
        expect(await timeSeries(full, { granularity })).toEqual(await timeSeries(marginal, { granularity }));
      }
    }
  });

  it("answers the same heat map from the cell counts and from the reports", async () => {
    const everyStatus = { statuses: REPORT_STATUSES.map((status) => status.value) };
    for (const period of ["week", "month", "year", "all"]) {
      const fromCounts = await heatMap(prepareStatistics(em(), { period }, NOW));
      const fromReports = await heatMap(prepareStatistics(em(), { period, ...everyStatus }, NOW));
      expect(fromReports).toEqual(fromCounts);
    }
  });

  it("never answers a report's own point: only squares on the grid and counts", async () => {
    const map = await heatMap(prepareStatistics(em(), { period: "all" }, NOW));
    expect(Object.keys(map).sort()).toEqual(
      ["cellSizeDegrees", "cells", "minimumCount", "suppressedReports", "withoutLocation"].sort(),
    );
    const size = HEAT_MAP.cellMicroDegrees;
    const onGrid = (degrees: number) =>
      Math.abs(degrees * 1e6 - Math.round((degrees * 1e6) / size) * size) < 1e-3;
    for (const cell of map.cells) {
      expect(Object.keys(cell).sort()).toEqual(["count", "east", "north", "south", "west"]);
      expect([cell.south, cell.west, cell.north, cell.east].every(onGrid), JSON.stringify(cell)).toBe(true);
    }
    // The points themselves are finer than the grid, so none of them can be in the answer.
    expect(rows.filter((row) => row.latitude !== null && !onGrid(row.latitude)).length).toBeGreaterThan(100);
  });

  it("keeps the counts equal to a rebuild from the reports after every kind of write", async () => {
    const snapshot = async () => {
      const counts = await client.query(
        "SELECT * FROM statistics_report_count ORDER BY grain, bucket, category_id, neighborhood, severity, status",
      );
      const cells = await client.query(
        "SELECT * FROM statistics_cell_count ORDER BY grain, bucket, cell_lat, cell_lng",
      );
      const marginals = await client.query(
        "SELECT * FROM statistics_marginal_count ORDER BY grain, bucket, set_id, status, category_id, neighborhood, severity",
      );
      return {
        counts: counts.rows as unknown[],
        cells: cells.rows as unknown[],
        marginals: marginals.rows as unknown[],
      };
    };
    const maintained = await snapshot();
    expect(maintained.counts.length).toBeGreaterThan(0);
    await client.query("SELECT statistics_rebuild()");
    expect(await snapshot()).toEqual(maintained);
  });

  it("refuses bad filters with a Spanish message per field", () => {
    const refusal = (raw: Record<string, unknown>) => {
      try {
        prepareStatistics(em(), raw, NOW);
      } catch (error) {
        return (error as AppError).details.fields;
      }
      throw new Error("accepted");
    };
    expect(refusal({ period: "semana" })).toEqual({
      period: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
    });
    expect(refusal({ from: "2026-02-30" })).toEqual({
      from: "Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-01-31.",
    });
    expect(refusal({ from: "2026-03-05", to: "2026-03-01" })).toEqual({
      from: "La fecha inicial (from) no puede ser posterior a la final (to).",
    });
    expect(refusal({ period: "week", from: "2026-03-01" })).toEqual({
      period: "Usa un periodo o un rango de fechas (from, to), no ambos.",
    });
    expect(refusal({ neighborhoods: ["riomar", "narnia"] })).toEqual({
      neighborhoods: "Barrio desconocido: usa su identificador, por ejemplo villa-carolina.",
    });
    expect(refusal({ severities: "0" })).toEqual({ severities: "La gravedad va de 1 (Leve) a 5 (Crítico)." });
    expect(refusal({ from: "2000-01-01", to: "2020-01-01" })).toEqual({
      from: "El rango de fechas no puede superar 3660 días.",
    });
  });

  it("refuses a time series longer than 800 points", async () => {
    const request = prepareStatistics(em(), { from: "2020-01-01", to: "2026-01-01" }, NOW);
    await expect(timeSeries(request, { granularity: "day" })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      details: { fields: { granularity: expect.stringContaining("800") as string } },
    });
    expect(await timeSeries(request, { granularity: "month" })).toHaveLength(73);
  });
});

function expectClose(actual: number | null, expected: number | null): void {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
}
