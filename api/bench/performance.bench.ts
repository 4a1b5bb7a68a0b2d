import { bogotaDate, periodRange, type StatisticsPeriod } from "../src/domain";
import { performanceSql } from "../src/modules/statistics/performance.service";
import { latencyRow, type Bench, type BenchContext, type BenchRow } from "./harness";

/** As the statistics bench: four screens at once on a 2-core machine. */
const MEASURE = { concurrency: 4, durationMs: 3000, warmupMs: 500 };

/** Everything /transparencia asks for a period, in its one request (web/src/routes/transparency-page.tsx). */
const FIGURES = `reports pending answerDays { median p90 tooFewReports } resolutionDays { median p90 tooFewReports }
  answeredInTerm { percentage tooFewReports } reopened { percentage tooFewReports } backlog { key count }`;
const SCREEN = `query ($filter: PerformanceFilterInput) {
  performance(filter: $filter) {
    range { from to }
    overall { ${FIGURES} }
    byCategory { categoryId categoryName ${FIGURES} }
    byNeighborhood { neighborhood label ${FIGURES} }
  }
}`;

/**
 * Public performance (docs/transparency.md) on the seeded reports, through the real app, next to the
 * same aggregate sent bare to PostgreSQL in the same run: what the doors, the pool's gate and shaping
 * the answer add to the one statement.
 */
const bench: Bench = {
  title: `Performance /transparencia (anonymous, ${MEASURE.concurrency} concurrent callers; p50/p95 vs the bare SQL aggregate)`,
  async run(context) {
    const rows: BenchRow[] = [];
    const now = new Date();
    const today = bogotaDate(now);
    for (const period of ["month", "year", "all"] as const satisfies StatisticsPeriod[]) {
      const bare = await bareAggregate(context, { range: periodRange(period, today), now });
      rows.push(
        latencyRow(
          `screen, one request (${period}) vs the bare aggregate`,
          await context.measure(() => graphql(context, SCREEN, { filter: { period } }), MEASURE),
          bare,
        ),
        latencyRow(
          `GET /api/performance?period=${period} vs the bare aggregate`,
          await context.measure(() => rest(context, `/api/performance?period=${period}`), MEASURE),
          bare,
        ),
      );
    }
    const from = periodRange("year", today).from!;
    const oneBarrio = await bareAggregate(context, {
      range: { from, to: today },
      now,
      neighborhoods: ["riomar"],
    });
    rows.push(
      latencyRow(
        "analyst: one barrio (year) vs the bare aggregate",
        await context.measure(
          () => graphql(context, SCREEN, { filter: { period: "year", neighborhoods: ["riomar"] } }),
          MEASURE,
        ),
        oneBarrio,
      ),
    );
    return rows;
  },
};
export default bench;

/** The service's own statement, sent straight to PostgreSQL (its `?` placeholders numbered for pg). */
function bareAggregate(
  context: BenchContext,
  {
    range,
    now,
    neighborhoods = [],
  }: { range: { from: string | null; to: string }; now: Date; neighborhoods?: string[] },
) {
  const filter = {
    period: undefined,
    from: undefined,
    to: undefined,
    categories: [],
    neighborhoods,
    statuses: [],
    severities: [],
  };
  const query = performanceSql(range, filter as never, now);
  let index = 0;
  const sql = query.sql.replace(/\?/g, () => `$${++index}`);
  return context.measure(() => context.pool.query(sql, query.params), MEASURE);
}

let caller = 0;
const fromNewAddress = () => ({ "x-forwarded-for": `2001:db8::a:${(++caller).toString(16)}` });

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
  if (!response.ok || body.errors) throw new Error(`performance failed: ${JSON.stringify(body.errors)}`);
}

async function rest(context: BenchContext, path: string): Promise<void> {
  const response = await fetch(`${context.baseUrl}${path}`, { headers: fromNewAddress() });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}
