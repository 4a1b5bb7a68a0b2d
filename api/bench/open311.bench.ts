import { OPEN311_LIMITS } from "../src/domain";
import { REPORT_COLUMNS } from "../src/modules/report/report.record";
import { latencyRow, type Bench, type BenchContext } from "./harness";

/** As the other read benches: four callers at once on a 2-core machine. */
const MEASURE = { concurrency: 4, durationMs: 3000, warmupMs: 500 };

/**
 * Open311 `GET requests` (docs/open311.md#requests) with no filter: the last 90 days, newest first, at
 * most 1,000, in the public view, through the real app in JSON and XML, next to a bare SELECT of the same
 * rows in the same run (what the presenter, the format and the door add to reading them).
 */
const bench: Bench = {
  title: `Open311 requests, last 90 days (${MEASURE.concurrency} concurrent callers; p50/p95 vs a bare SELECT of the same rows)`,
  async run(context) {
    const to = new Date();
    const from = new Date(to.getTime() - OPEN311_LIMITS.windowDays * 24 * 60 * 60 * 1000);
    const bare = await context.measure(
      () =>
        context.pool.query(
          `SELECT ${REPORT_COLUMNS} FROM report r WHERE r.created_at >= $1 AND r.created_at <= $2
            ORDER BY r.created_at DESC, r.id DESC LIMIT ${OPEN311_LIMITS.requestsPerAnswer}`,
          [from, to],
        ),
      MEASURE,
    );
    const { rows } = await context.pool.query<{ count: string }>(
      `SELECT count(*) FROM (SELECT 1 FROM report WHERE created_at >= $1 AND created_at <= $2
         LIMIT ${OPEN311_LIMITS.requestsPerAnswer}) window_rows`,
      [from, to],
    );
    return [
      latencyRow(
        `GET /open311/v2/requests.json (${rows[0]!.count} requests) vs the bare SELECT`,
        await context.measure(() => rest(context, "/open311/v2/requests.json"), MEASURE),
        bare,
      ),
      latencyRow(
        `GET /open311/v2/requests.xml (${rows[0]!.count} requests) vs the bare SELECT`,
        await context.measure(() => rest(context, "/open311/v2/requests.xml"), MEASURE),
        bare,
      ),
    ];
  },
};
export default bench;

let caller = 0;
/** Each request from another address: the per-address read limit is not what is measured here. */
const fromNewAddress = () => ({ "x-forwarded-for": `2001:db8::311:${(++caller).toString(16)}` });

async function rest(context: BenchContext, path: string): Promise<void> {
  const response = await fetch(`${context.baseUrl}${path}`, { headers: fromNewAddress() });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}
