import { addDays, bogotaDate, periodRange, type StatisticsPeriod } from "../src/domain";
import { latencyRow, type Bench, type BenchContext, type BenchRow } from "./harness";

/** Four screens open at once: a busy afternoon at the locality, on a 2-core machine. */
const MEASURE = { concurrency: 4, durationMs: 3000, warmupMs: 500 };

/** Everything /estadisticas asks for a period, in its one request (web/src/routes/statistics-page.tsx). */
const SCREEN = `query ($filter: StatisticsFilterInput, $granularity: TimeGranularity) {
  statistics(filter: $filter) {
    range { from to }
    totals { total resolved pending thisWeek resolutionRate }
    responseTime { averageDays }
    byCategory { categoryId categoryName icon count percentage }
    byNeighborhood { neighborhood label count mainCategory { categoryId categoryName } }
    timeSeries(granularity: $granularity) { start end filed resolved }
    heatMap { cellSizeDegrees minimumCount suppressedReports withoutLocation cells { south west north east count } }
  }
}`;
const SUMMARY = `query ($filter: StatisticsFilterInput) {
  statistics(filter: $filter) {
    totals { total resolved pending thisWeek resolutionRate }
    byCategory { categoryId count percentage }
    byNeighborhood { neighborhood count mainCategory { categoryId } }
  }
}`;
const SERIES = `query ($filter: StatisticsFilterInput, $granularity: TimeGranularity) {
  statistics(filter: $filter) { timeSeries(granularity: $granularity) { start filed resolved } }
}`;
const HEAT_MAP = `query ($filter: StatisticsFilterInput) {
  statistics(filter: $filter) { heatMap { cells { south west count } suppressedReports withoutLocation } }
}`;
const MEDIAN = `query ($filter: StatisticsFilterInput) {
  statistics(filter: $filter) { responseTime { medianDays } }
}`;

/**
 * Every statistics request of the /estadisticas screen (and the landing figures, and a few analyst
 * questions) on the seeded reports, through the real app, next to a bare `SELECT count(*)` of the
 * same filter measured in the same run: what a statistic costs compared with merely counting.
 */
const bench: Bench = {
  title: `Statistics (anonymous, ${MEASURE.concurrency} concurrent callers; p50/p95 vs a bare count(*) of the same filter)`,
  async run(context) {
    const rows: BenchRow[] = [];
    // What any request costs on this machine right now (HTTP, Express, one tiny query), for scale.
    const floor = await context.measure(() => rest(context, "/api/categories"), MEASURE);
    const categories = await context.measure(
      () => context.pool.query("SELECT id, name, description, icon FROM category ORDER BY position"),
      MEASURE,
    );
    rows.push(latencyRow("the stack's floor: GET /api/categories vs its bare SELECT", floor, categories));
    const today = bogotaDate(new Date());
    const granularityFor = (period: StatisticsPeriod) => (period === "year" ? "month" : "day");
    for (const period of ["week", "month", "year"] as const) {
      const from = periodRange(period, today).from!;
      const bare = await bareCount(
        context,
        "created_at >= $1::date::timestamp AT TIME ZONE 'America/Bogota'",
        [from],
      );
      const variables = { filter: { period }, granularity: granularityFor(period) };
      const requests: Array<[string, () => Promise<unknown>]> = [
        [`screen, one request (${period})`, () => graphql(context, SCREEN, variables)],
        [`GET /api/statistics?period=${period}`, () => rest(context, `/api/statistics?period=${period}`)],
        [`summary and breakdowns (${period})`, () => graphql(context, SUMMARY, variables)],
        [`time series by ${granularityFor(period)} (${period})`, () => graphql(context, SERIES, variables)],
        [`heat map (${period})`, () => graphql(context, HEAT_MAP, variables)],
      ];
      for (const [figure, task] of requests) {
        rows.push(latencyRow(`${figure} vs count(*)`, await context.measure(task, MEASURE), bare));
      }
    }

    const all = await bareCount(context, "true", []);
    rows.push(
      latencyRow(
        "landing figures { publicStatistics } (all time) vs count(*)",
        await context.measure(
          () =>
            graphql(
              context,
              "{ publicStatistics { totalReports resolvedReports averageResolutionDays } }",
              {},
            ),
          MEASURE,
        ),
        all,
      ),
    );

    // Analysts' questions outside the screen: read from the reports themselves (docs/statistics.md).
    const yearFrom = periodRange("year", today).from!;
    const barrio = await bareCount(
      context,
      "neighborhood = $2 AND created_at >= $1::date::timestamp AT TIME ZONE 'America/Bogota'",
      [yearFrom, "riomar"],
    );
    rows.push(
      latencyRow(
        "analyst: heat map of one barrio (year) vs count(*)",
        await context.measure(
          () => graphql(context, HEAT_MAP, { filter: { period: "year", neighborhoods: ["riomar"] } }),
          MEASURE,
        ),
        barrio,
      ),
    );
    const resolvedInYear = await bareCount(
      context,
      "first_resolved_at >= $1::date::timestamp AT TIME ZONE 'America/Bogota'",
      [yearFrom],
    );
    rows.push(
      latencyRow(
        "analyst: median days to resolution (year) vs count(*) of resolved",
        await context.measure(() => graphql(context, MEDIAN, { filter: { period: "year" } }), MEASURE),
        resolvedInYear,
      ),
    );
    const monthFrom = addDays(today, -29);
    const weekBarrios = await bareCount(
      context,
      "neighborhood IN ($2, $3) AND severity >= 4 AND created_at >= $1::date::timestamp AT TIME ZONE 'America/Bogota'",
      [monthFrom, "riomar", "altamira"],
    );
    rows.push(
      latencyRow(
        "analyst: two barrios, grave and crítico (month) vs count(*)",
        await context.measure(
          () =>
            graphql(context, SUMMARY, {
              filter: { period: "month", neighborhoods: ["riomar", "altamira"], severities: [4, 5] },
            }),
          MEASURE,
        ),
        weekBarrios,
      ),
    );
    return rows;
  },
};
export default bench;

function bareCount(context: BenchContext, where: string, params: unknown[]) {
  return context.measure(
    () => context.pool.query(`SELECT count(*) FROM report WHERE ${where}`, params),
    MEASURE,
  );
}

// Each request comes from its own documentation address (RFC 3849) behind the loopback proxy the app
// trusts, as many analysts would: the per-IP limit is spent, never reached.
let caller = 0;
const fromNewAddress = () => ({ "x-forwarded-for": `2001:db8::${(++caller).toString(16)}` });

async function graphql(
  context: BenchContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${context.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromNewAddress() },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`statistics failed: ${JSON.stringify(body.errors)}`);
}

async function rest(context: BenchContext, path: string): Promise<void> {
  const response = await fetch(`${context.baseUrl}${path}`, { headers: fromNewAddress() });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}
