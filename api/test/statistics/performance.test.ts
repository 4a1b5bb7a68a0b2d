import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  BACKLOG_AGE_BUCKETS,
  extendedDueAt,
  PENDING_STATUSES,
  PERFORMANCE_MINIMUM_REPORTS,
  REPORT_STATUSES,
  termEnd,
  type ReportStatus,
} from "../../src/domain";
import { businessDaysBetween } from "../../src/domain/business-days";
import { mikroOrmConfig } from "../../src/database/mikro-orm.config";
import {
  getPerformance,
  residentConfirmation,
  type PerformanceFigures,
} from "../../src/modules/statistics/performance.service";
import { prepareStatistics, statisticsSummary } from "../../src/modules/statistics/statistics.service";
import { createTestDatabase, type TestDatabase } from "../test-server";
import { bogotaDay } from "./statistics-data";

// docs/transparency.md: every figure against a plain computation over the same generated rows.

// 10:00 in Bogotá on Wednesday 4 March 2026.
const NOW = new Date("2026-03-04T15:00:00Z");
const DAY_MS = 86_400_000;
const CATEGORY_IDS = ["vias", "aseo", "seguridad"] as const;
const NEIGHBORHOOD_SLUGS = ["riomar", "altamira", "villa-carolina"] as const;

let database: TestDatabase;
let orm: MikroORM;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await MikroORM.init(mikroOrmConfig(database.url));
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
}, 60_000);

afterAll(async () => {
  await client?.end();
  await orm?.close(true);
  await database?.drop();
});

const em = (): EntityManager => orm.em.fork();

interface GeneratedReport {
  categoryId: string;
  neighborhood: string;
  status: ReportStatus;
  createdAt: Date;
  firstAnsweredAt: Date | null;
  answeredAt: Date | null;
  firstResolvedAt: Date | null;
  resolutionReopenedAt: Date | null;
  dueAt: Date;
  /**
   * Residents' answers to "¿Quedó resuelto?" (docs/resolution-check.md), by resolution: the first one,
   * and for a report resolved again after its reopening, the later one.
   */
  checks: Array<{ later: boolean; answer: "si" | "no" | "no_se" }>;
}

/** The residents who answer (one answer each per resolution). */
const RESIDENTS = ["resident-1", "resident-2", "resident-3"] as const;

const instantBefore = (end: Date, maxDays: number) =>
  fc.integer({ min: 0, max: maxDays * DAY_MS }).map((ms) => new Date(end.getTime() - ms));

/** A report as staff would leave it: answered or not (maybe again after reopening), resolved, reopened. */
const reportArbitrary: fc.Arbitrary<GeneratedReport> = fc
  .record({
    categoryId: fc.constantFrom(...CATEGORY_IDS),
    neighborhood: fc.constantFrom(...NEIGHBORHOOD_SLUGS),
    status: fc.constantFrom(...REPORT_STATUSES.map((status) => status.value)),
    createdAt: instantBefore(NOW, 90),
    answerAfter: fc.option(fc.integer({ min: 0, max: 40 * DAY_MS })),
    resolveAfter: fc.option(fc.integer({ min: 60_000, max: 60 * DAY_MS })),
    reopenedAfterResolution: fc.boolean(),
    answeredAgainAfterReopening: fc.boolean(),
    extended: fc.boolean(),
    checks: fc.array(
      fc.record({
        later: fc.boolean(),
        answer: fc.constantFrom("si" as const, "no" as const, "no_se" as const),
      }),
      { maxLength: RESIDENTS.length },
    ),
  })
  .map((draft) => {
    const clamp = (ms: number) => new Date(Math.min(ms, NOW.getTime()));
    const created = draft.createdAt.getTime();
    const firstAnsweredAt = draft.answerAfter === null ? null : clamp(created + draft.answerAfter);
    const firstResolvedAt =
      draft.status === "resuelto" || (draft.resolveAfter !== null && draft.status !== "recibido")
        ? clamp(created + (draft.resolveAfter ?? DAY_MS))
        : null;
    const reopened = firstResolvedAt !== null && draft.reopenedAfterResolution;
    const resolutionReopenedAt = reopened ? clamp(firstResolvedAt.getTime() + 1000) : null;
    // A reopening starts a new term: the current term's answer is a later one, or none yet.
    const answeredAt =
      reopened && firstAnsweredAt !== null
        ? draft.answeredAgainAfterReopening
          ? clamp(resolutionReopenedAt!.getTime() + DAY_MS)
          : null
        : firstAnsweredAt;
    const start = reopened ? resolutionReopenedAt! : draft.createdAt;
    const dueAt = draft.extended ? extendedDueAt(termEnd(start)) : termEnd(start);
    return {
      categoryId: draft.categoryId,
      neighborhood: draft.neighborhood,
      status: draft.status,
      createdAt: draft.createdAt,
      firstAnsweredAt,
      answeredAt,
      firstResolvedAt,
      resolutionReopenedAt,
      dueAt,
      // Only a resolution is asked about; a later one only when it was reopened and is resolved again.
      checks:
        firstResolvedAt === null
          ? []
          : draft.checks.filter((check) => !check.later || (reopened && draft.status === "resuelto")),
    };
  });

async function load(reports: GeneratedReport[]): Promise<void> {
  await client.query("TRUNCATE report CASCADE");
  for (const id of RESIDENTS) {
    await client.query(
      `INSERT INTO app_user (id, role, email, first_name, oidc_issuer, oidc_subject, active, created_at, updated_at)
       VALUES ($1, 'citizen', $2, 'Vecina', 'https://idp.example', $1, true, now(), now())
       ON CONFLICT DO NOTHING`,
      [id, `${id}@example.com`],
    );
  }
  for (const report of reports) {
    const {
      rows: [inserted],
    } = await client.query<{ id: string }>(
      `INSERT INTO report (id, category_id, neighborhood, severity, status, created_at, updated_at,
                           first_answered_at, answered_at, first_resolved_at, resolution_reopened_at, due_at)
       VALUES (gen_random_uuid(), $1, $2, 3, $3, $4, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        report.categoryId,
        report.neighborhood,
        report.status,
        report.createdAt,
        report.firstAnsweredAt,
        report.answeredAt,
        report.firstResolvedAt,
        report.resolutionReopenedAt,
        report.dueAt,
      ],
    );
    for (const [index, check] of report.checks.entries()) {
      const resolvedAt = check.later
        ? new Date(report.resolutionReopenedAt!.getTime() + 1000)
        : report.firstResolvedAt!;
      await client.query(
        `INSERT INTO resolution_check (id, report_id, resolved_at, user_id, role, asked_at, answer, answered_at)
         VALUES (gen_random_uuid(), $1, $2, $3, 'follower', $2, $4, $2)`,
        [inserted!.id, resolvedAt, RESIDENTS[index], check.answer],
      );
    }
  }
}

/** Linear interpolation between the closest ranks, as PostgreSQL's percentile_cont. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** What each figure should be, worked out row by row here. */
function expectedFigures(reports: GeneratedReport[]) {
  const enough = (n: number) => n >= PERFORMANCE_MINIMUM_REPORTS;
  const answerDays = reports
    .filter((r) => r.firstAnsweredAt !== null)
    .map((r) => businessDaysBetween(r.createdAt, r.firstAnsweredAt!));
  const resolutionDays = reports
    .filter((r) => r.firstResolvedAt !== null)
    .map((r) => businessDaysBetween(r.createdAt, r.firstResolvedAt!));
  const termReports = reports.filter((r) => r.answeredAt !== null || r.dueAt < NOW);
  const termMet = termReports.filter((r) => r.answeredAt !== null && r.answeredAt <= r.dueAt);
  const resolved = reports.filter((r) => r.firstResolvedAt !== null);
  const reopened = resolved.filter((r) => r.resolutionReopenedAt !== null);
  const pending = reports.filter((r) => PENDING_STATUSES.includes(r.status));
  // Per report, its latest resolution with a Sí or No; confirmed when one said Sí and it is resolved now.
  const latestAnswered = (r: GeneratedReport) => {
    const decided = r.checks.filter((check) => check.answer !== "no_se");
    const later = decided.filter((check) => check.later);
    return later.length > 0 ? later : decided;
  };
  const checked = reports.filter((r) => latestAnswered(r).length > 0);
  const confirmed = checked.filter(
    (r) => r.status === "resuelto" && latestAnswered(r).some((check) => check.answer === "si"),
  );
  const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
  return {
    reports: reports.length,
    pending: pending.length,
    answerDays: {
      reports: answerDays.length,
      median: enough(answerDays.length) ? percentile(answerDays, 0.5) : null,
      p90: enough(answerDays.length) ? percentile(answerDays, 0.9) : null,
      tooFewReports: !enough(answerDays.length),
    },
    resolutionDays: {
      reports: resolutionDays.length,
      median: enough(resolutionDays.length) ? percentile(resolutionDays, 0.5) : null,
      p90: enough(resolutionDays.length) ? percentile(resolutionDays, 0.9) : null,
      tooFewReports: !enough(resolutionDays.length),
    },
    answeredInTerm: {
      reports: termReports.length,
      count: enough(termReports.length) ? termMet.length : null,
      percentage: enough(termReports.length) ? share(termMet.length, termReports.length) : null,
      tooFewReports: !enough(termReports.length),
    },
    reopened: {
      reports: resolved.length,
      count: enough(resolved.length) ? reopened.length : null,
      percentage: enough(resolved.length) ? share(reopened.length, resolved.length) : null,
      tooFewReports: !enough(resolved.length),
    },
    confirmedByResidents: {
      reports: checked.length,
      count: enough(checked.length) ? confirmed.length : null,
      percentage: enough(checked.length) ? share(confirmed.length, checked.length) : null,
      tooFewReports: !enough(checked.length),
    },
    backlog: BACKLOG_AGE_BUCKETS.map((bucket) => ({
      key: bucket.key,
      label: bucket.label,
      minDays: bucket.min,
      maxDays: bucket.max,
      count: pending.filter((r) => {
        const age = businessDaysBetween(r.createdAt, NOW);
        return age >= bucket.min && (bucket.max === null || age <= bucket.max);
      }).length,
    })),
  };
}

function expectClose(cell: PerformanceFigures, expected: ReturnType<typeof expectedFigures>) {
  const {
    reports,
    pending,
    answerDays,
    resolutionDays,
    answeredInTerm,
    reopened,
    confirmedByResidents,
    backlog,
  } = cell;
  const actual = {
    reports,
    pending,
    answerDays,
    resolutionDays,
    answeredInTerm,
    reopened,
    confirmedByResidents,
    backlog,
  };
  const round = (figures: PerformanceFigures | ReturnType<typeof expectedFigures>) =>
    JSON.parse(
      JSON.stringify(figures, (_key, value: unknown) =>
        typeof value === "number" ? Math.round(value * 1e9) / 1e9 : value,
      ),
    ) as unknown;
  expect(round(actual)).toEqual(round(expected));
}

/** A filter of the screen: a period or a date range, and maybe a category or a neighbourhood. */
const filterArbitrary = fc.record({
  range: fc.oneof(
    fc.constantFrom({ period: "week" }, { period: "month" }, { period: "year" }, { period: "all" }),
    fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 0, max: 95 })).map(([a, b]) => ({
      from: addDays("2026-03-04", -Math.max(a, b)),
      to: addDays("2026-03-04", -Math.min(a, b)),
    })),
  ),
  categories: fc.subarray([...CATEGORY_IDS], { maxLength: 2 }),
  neighborhoods: fc.subarray([...NEIGHBORHOOD_SLUGS], { maxLength: 2 }),
});

type GeneratedFilter = typeof filterArbitrary extends fc.Arbitrary<infer T> ? T : never;

function inFilter(report: GeneratedReport, filter: GeneratedFilter) {
  const day = bogotaDay(report.createdAt);
  const range = filter.range as { period?: string; from?: string; to?: string };
  const periodDays = { week: 7, month: 30, year: 365, all: null }[range.period ?? "all"] ?? null;
  const from =
    range.from ?? (range.period && periodDays !== null ? addDays("2026-03-04", -(periodDays - 1)) : null);
  const to = range.to ?? "2026-03-04";
  return (
    (from === null || day >= from) &&
    day <= to &&
    (filter.categories.length === 0 || filter.categories.includes(report.categoryId as never)) &&
    (filter.neighborhoods.length === 0 || filter.neighborhoods.includes(report.neighborhood as never))
  );
}

describe("días hábiles in the database", () => {
  it("business_days_between agrees with businessDaysBetween for every day of 2025–2027 and many spans", async () => {
    // Late at night in Bogotá (already the next day in UTC), spans across weekends, holidays, Semana
    // Santa and New Year, forwards and backwards.
    const { rows } = await client.query<{ from_at: Date; to_at: Date; days: number }>(
      `SELECT f AS from_at, f + make_interval(days => o, hours => h) AS to_at,
              business_days_between(f, f + make_interval(days => o, hours => h)) AS days
         FROM generate_series('2025-01-01T23:30:00-05:00'::timestamptz, '2027-12-31T23:30:00-05:00', interval '1 day') f,
              unnest(array[0, 1, 2, 3, 6, 13, 21, 45, -1, -9]) o, unnest(array[0, -23]) h`,
    );
    expect(rows).toHaveLength(1095 * 20);
    for (const { from_at, to_at, days } of rows) {
      expect(days, `${from_at.toISOString()} → ${to_at.toISOString()}`).toBe(
        // + 0: the domain says −0 for a backward span within one day.
        businessDaysBetween(from_at, to_at) + 0,
      );
    }
  });

  it("keeps a report's first answer when its term restarts, and marks a resolution that was reopened", async () => {
    await client.query("TRUNCATE report CASCADE");
    const {
      rows: [report],
    } = await client.query<{ id: string }>(
      `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at)
       VALUES (gen_random_uuid(), 'vias', 'riomar', 2, now(), now()) RETURNING id`,
    );
    const read = async () =>
      (
        await client.query<{ first_answered_at: Date | null; resolution_reopened_at: Date | null }>(
          "SELECT first_answered_at, resolution_reopened_at FROM report WHERE id = $1",
          [report!.id],
        )
      ).rows[0]!;
    expect(await read()).toEqual({ first_answered_at: null, resolution_reopened_at: null });
    const firstAnswer = new Date("2026-03-02T15:00:00Z");
    await client.query("UPDATE report SET answered_at = $2 WHERE id = $1", [report!.id, firstAnswer]);
    await client.query("UPDATE report SET status = 'duplicado' WHERE id = $1", [report!.id]);
    await client.query("UPDATE report SET status = 'reabierto', answered_at = null WHERE id = $1", [
      report!.id,
    ]);
    expect(await read()).toEqual({ first_answered_at: firstAnswer, resolution_reopened_at: null });
    await client.query("UPDATE report SET answered_at = now(), status = 'resuelto' WHERE id = $1", [
      report!.id,
    ]);
    await client.query("UPDATE report SET status = 'reabierto', answered_at = null WHERE id = $1", [
      report!.id,
    ]);
    const after = await read();
    expect(after.first_answered_at).toEqual(firstAnswer);
    expect(after.resolution_reopened_at).toBeInstanceOf(Date);
  });
});

describe("public performance", () => {
  it("equals a row-by-row computation, overall, per category and per neighbourhood, and adds up with the statistics", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(reportArbitrary, { minLength: 0, maxLength: 70 }),
        filterArbitrary,
        async (reports, filter) => {
          await load(reports);
          const raw = { ...filter.range, categories: filter.categories, neighborhoods: filter.neighborhoods };
          const performance = await getPerformance(em(), raw, NOW);
          const selected = reports.filter((report) => inFilter(report, filter));

          expectClose(performance.overall, expectedFigures(selected));
          for (const cell of performance.byCategory) {
            expectClose(cell, expectedFigures(selected.filter((r) => r.categoryId === cell.categoryId)));
          }
          for (const cell of performance.byNeighborhood) {
            expectClose(cell, expectedFigures(selected.filter((r) => r.neighborhood === cell.neighborhood)));
          }

          // Adds up: the backlog's buckets are the pendientes of /estadisticas for the same filter, and
          // the categories' and neighbourhoods' reports are the whole.
          const statistics = prepareStatistics(em(), raw, NOW);
          const { totals } = await statisticsSummary(statistics);
          const { overall } = performance;
          // /estadisticas' "Confirmados por los vecinos" is /transparencia's figure for the same filter.
          expect(await residentConfirmation(statistics)).toEqual(overall.confirmedByResidents);
          expect(overall.reports).toBe(totals.total);
          expect(overall.pending).toBe(totals.pending);
          expect(overall.backlog.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(totals.pending);
          const sum = (cells: PerformanceFigures[], pick: (cell: PerformanceFigures) => number) =>
            cells.reduce((total, cell) => total + pick(cell), 0);
          for (const cells of [performance.byCategory, performance.byNeighborhood]) {
            expect(sum(cells, (cell) => cell.reports)).toBe(overall.reports);
            expect(sum(cells, (cell) => cell.pending)).toBe(overall.pending);
            expect(sum(cells, (cell) => cell.answerDays.reports)).toBe(overall.answerDays.reports);
            expect(sum(cells, (cell) => cell.resolutionDays.reports)).toBe(overall.resolutionDays.reports);
            expect(sum(cells, (cell) => cell.answeredInTerm.reports)).toBe(overall.answeredInTerm.reports);
          }
          // A median and a 90th percentile lie within the days they summarise, the median first.
          const days = selected
            .filter((r) => r.firstResolvedAt !== null)
            .map((r) => businessDaysBetween(r.createdAt, r.firstResolvedAt!));
          if (overall.resolutionDays.median !== null) {
            expect(overall.resolutionDays.median).toBeGreaterThanOrEqual(Math.min(...days));
            expect(overall.resolutionDays.p90!).toBeLessThanOrEqual(Math.max(...days));
            expect(overall.resolutionDays.median).toBeLessThanOrEqual(overall.resolutionDays.p90!);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);

  it("gives /estadisticas the residents' confirmations that /transparencia counts, over enough answers for a figure", async () => {
    // The property above rarely gathers the 10 answered reports a figure needs: these all have answers.
    const answered = fc.sample(
      reportArbitrary.filter((report) => report.checks.some((check) => check.answer !== "no_se")),
      { numRuns: 40, seed: 7 },
    );
    await load(answered);
    const raw = { period: "all" };
    const figure = await residentConfirmation(prepareStatistics(em(), raw, NOW));
    expect(figure.tooFewReports).toBe(false);
    expect(figure).toEqual(expectedFigures(answered).confirmedByResidents);
    expect(figure).toEqual((await getPerformance(em(), raw, NOW)).overall.confirmedByResidents);
  }, 60_000);
});
