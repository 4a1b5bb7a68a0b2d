import { readFile } from "node:fs/promises";
import { PENDING_STATUSES } from "../src/domain";
import { REPORT_COLUMNS } from "../src/modules/report/report.record";
import {
  cpuPerRequest,
  format,
  latencyRow,
  medianRound,
  postmasterPid,
  startYardstick,
  type Bench,
  type BenchRow,
  type CpuPerRequest,
  type Measurement,
} from "./harness";
import { STAFF_FIRST_PAGE_SQL, STAFF_PAGE_SIZE as PAGE } from "./yardstick-queries";

const ROUNDS = 3;
/** Each p95 row is the rounds' middle one, by p95, of the app and of its baseline alike. */
const OF_ROUNDS = ` (median of ${ROUNDS})`;
const FILTER = { neighborhood: "riomar", status: "pendiente" } as const;
const COLUMNS = `r.id, r.category_id, r.author_id, r.neighborhood, r.address, r.description, r.severity, r.status,
  r.latitude, r.longitude, r.anonymous, r.allow_contact, r.photo_ids, r.votes_count, r.comments_count,
  r.created_at, r.updated_at, r.first_resolved_at, r.created_at::text AS created_at_key`;
/**
 * The page the app reads, written by hand: the same keyset SELECT of the same rows (every pending
 * status, the columns a list reads), no app around it.
 */
const PENDING = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");
const BARE_FIRST = STAFF_FIRST_PAGE_SQL;
const BARE_AFTER = `SELECT ${REPORT_COLUMNS} FROM report r WHERE r.status IN (${PENDING}) AND r.neighborhood = $1
  AND (r.created_at, r.id) < ($2::timestamptz, $3::uuid) ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE + 1}`;

/**
 * CPU per request of the app against the yardstick's, the bare SELECT's beside them; PostgreSQL's part
 * only when it runs on this machine.
 */
function cpuRow(
  app: CpuPerRequest,
  yardstick: CpuPerRequest,
  bare: CpuPerRequest,
  postgresHere: boolean,
): BenchRow {
  const cost = (cpu: CpuPerRequest) =>
    postgresHere ? `${format.ms(cpu.processMs)} + ${format.ms(cpu.postgresMs)}` : format.ms(cpu.processMs);
  const total = (cpu: CpuPerRequest) => cpu.processMs + (postgresHere ? cpu.postgresMs : 0);
  return {
    figure: `page 1, CPU per request (${postgresHere ? "process + PostgreSQL" : "process; PostgreSQL runs elsewhere"}): REST vs the yardstick; bare SELECT's`,
    value: cost(app),
    baseline: `${cost(yardstick)}; bare ${cost(bare)}`,
    ratio: format.times(total(app), total(yardstick)),
  };
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * The staff's tables on a large database: the first and the 50th page of /reportes/all filtered by barrio
 * and status (REST and GraphQL), each next to the bare keyset SELECT of the same page; the filter's total;
 * and the CSV export's rows per second and the app's peak memory while it runs.
 */
const bench: Bench = {
  title: "Staff tables and export (riomar + pendientes; admin session; 8 concurrent callers)",
  async run({ pool, databaseUrl, measure, measureHttp, signIn, appPid }) {
    const staff = await signIn("test-admin");
    const query = new URLSearchParams({ ...FILTER, limit: String(PAGE) });
    const restUrl = (after?: string) =>
      `/api/reports/all?${query.toString()}${after ? `&cursor=${encodeURIComponent(after)}` : ""}`;
    const restPage = async (cursor?: string) => {
      const response = await staff.fetch(restUrl(cursor));
      if (!response.ok) throw new Error(`GET /api/reports/all: ${response.status}`);
      await response.arrayBuffer();
      return response.headers.get("x-next-cursor");
    };
    // Walk to page 50 once, as a reader pressing "Siguiente" would.
    let cursor: string | undefined;
    for (let page = 1; page < 50; page++) cursor = (await restPage(cursor)) ?? undefined;
    if (!cursor) throw new Error("fewer than 50 pages: seed more reports");
    const [, createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [
      string,
      string,
      string,
    ];

    // The yardstick: the same page 1 from Express and pg alone, the app's statements and nothing of
    // ours around them (minimal-express.ts).
    const yardstick = await startYardstick("minimal-express.ts", databaseUrl);
    const browserHeaders = { cookie: staff.cookie, "accept-encoding": "gzip" };
    const yardstickRequest = {
      url: `${yardstick.url}/staff-page?neighborhood=${FILTER.neighborhood}`,
      headers: browserHeaders,
    };
    // The yardstick's page through the same fetch client as the app's: what of that row is the client's.
    const yardstickPage = async () => {
      const response = await fetch(yardstickRequest.url, { headers: { cookie: staff.cookie } });
      if (!response.ok) throw new Error(`yardstick: ${response.status}`);
      await response.arrayBuffer();
    };
    const postmaster = await postmasterPid(pool);
    const rounds = {
      bareFirst: [] as Measurement[],
      restFirst: [] as Measurement[],
      yardstickFirstFetch: [] as Measurement[],
      restFirstHttp: [] as Measurement[],
      yardstickFirst: [] as Measurement[],
      bareFiftieth: [] as Measurement[],
      restFiftieth: [] as Measurement[],
      restFiftiethHttp: [] as Measurement[],
    };
    let bareCpu, restCpu, yardstickCpu;
    try {
      // Each p95 is of a few seconds on a shared machine: the page and its baselines take turns, three
      // rounds, and each row compares the rounds in the middle.
      for (let round = 0; round < ROUNDS; round++) {
        rounds.bareFirst.push(await measure(() => pool.query(BARE_FIRST, [FILTER.neighborhood])));
        rounds.restFirst.push(await measure(() => restPage()));
        rounds.yardstickFirstFetch.push(await measure(yardstickPage));
        // The same pages loaded by autocannon, asking for gzip as a browser does (the app compresses
        // them): fetch in this process also gunzips and copies every answer on the same two cores as
        // the app and PostgreSQL, which the bare SELECT's client does not.
        rounds.restFirstHttp.push(await measureHttp({ url: restUrl(), headers: browserHeaders }));
        rounds.yardstickFirst.push(await measureHttp(yardstickRequest));
        rounds.bareFiftieth.push(
          await measure(() => pool.query(BARE_AFTER, [FILTER.neighborhood, createdAt, id])),
        );
        rounds.restFiftieth.push(await measure(() => restPage(cursor)));
        rounds.restFiftiethHttp.push(await measureHttp({ url: restUrl(cursor), headers: browserHeaders }));
      }
      // Each once more, warm, for what a request costs in CPU.
      bareCpu = await cpuPerRequest({ pid: process.pid, postmaster }, () =>
        measure(() => pool.query(BARE_FIRST, [FILTER.neighborhood]), { warmupMs: 0 }),
      );
      restCpu = await cpuPerRequest({ pid: appPid, postmaster }, () =>
        measureHttp({ url: restUrl(), headers: browserHeaders }, { warmupMs: 0 }),
      );
      yardstickCpu = await cpuPerRequest({ pid: yardstick.pid, postmaster }, () =>
        measureHttp(yardstickRequest, { warmupMs: 0 }),
      );
    } finally {
      yardstick.stop();
    }
    const middle = (name: keyof typeof rounds) => medianRound(rounds[name], "p95Ms");
    const bareFirst = middle("bareFirst");
    const bareFiftieth = middle("bareFiftieth");
    const restFirstHttp = middle("restFirstHttp");
    const yardstickFirst = middle("yardstickFirst");
    const graphqlPage = `query ($after: String) {
      searchReports(filter: { neighborhood: "riomar", status: pendiente }, limit: ${PAGE}, after: $after) {
        nodes { id severity status createdAt category { name icon } author { firstName email } }
        pageInfo { endCursor }
      }
    }`;
    const graphqlFirst = await measure(() => staff.graphql(graphqlPage, {}));
    const graphqlFiftieth = await measure(() => staff.graphql(graphqlPage, { after: cursor }));
    const bareCount = await measure(
      () =>
        pool.query(`SELECT count(*) FROM report r WHERE r.status IN (${PENDING}) AND r.neighborhood = $1`, [
          FILTER.neighborhood,
        ]),
      { concurrency: 2 },
    );
    const appCount = await measure(
      () =>
        staff.graphql(
          `{ searchReports(filter: { neighborhood: "riomar", status: pendiente }, limit: 1) { totalCount } }`,
        ),
      { concurrency: 2 },
    );

    const rows: BenchRow[] = [
      latencyRow(
        `page 1, REST GET /api/reports/all (fetch client) vs bare SELECT${OF_ROUNDS}`,
        middle("restFirst"),
        bareFirst,
      ),
      latencyRow(
        `page 1, yardstick: Express + pg alone (fetch client) vs bare SELECT${OF_ROUNDS}`,
        middle("yardstickFirstFetch"),
        bareFirst,
      ),
      latencyRow(
        `page 1, REST (fetch client) vs the yardstick (fetch client)${OF_ROUNDS}`,
        middle("restFirst"),
        middle("yardstickFirstFetch"),
      ),
      latencyRow(
        `page 50, REST (cursor, fetch client) vs bare SELECT${OF_ROUNDS}`,
        middle("restFiftieth"),
        bareFiftieth,
      ),
      latencyRow(`page 1, REST (autocannon, gzip) vs bare SELECT${OF_ROUNDS}`, restFirstHttp, bareFirst),
      latencyRow(
        `page 50, REST (cursor; autocannon, gzip) vs bare SELECT${OF_ROUNDS}`,
        middle("restFiftiethHttp"),
        bareFiftieth,
      ),
      latencyRow(
        `page 1, yardstick: Express + pg alone, the app's 3 statements (gzip) vs bare SELECT${OF_ROUNDS}`,
        yardstickFirst,
        bareFirst,
      ),
      latencyRow(
        `page 1, REST (autocannon, gzip) vs the yardstick${OF_ROUNDS}`,
        restFirstHttp,
        yardstickFirst,
      ),
      cpuRow(restCpu, yardstickCpu, bareCpu, postmaster !== undefined),
      latencyRow("page 1, GraphQL with category + author (dataloaders)", graphqlFirst, bareFirst),
      latencyRow("page 50, GraphQL with category + author", graphqlFiftieth, bareFiftieth),
      latencyRow("totalCount of the filter vs bare count(*) (2 callers)", appCount, bareCount),
    ];

    // The export: every report of the barrio (all statuses), one download, the app's memory sampled.
    const exportQuery = `/api/admin/reports.csv?neighborhood=${FILTER.neighborhood}`;
    const rssBefore = await rssBytes(appPid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssBytes(appPid).then(
        (rss) => (rssPeak = Math.max(rssPeak, rss)),
        () => undefined,
      );
    }, 50);
    const started = performance.now();
    const response = await staff.fetch(exportQuery);
    if (!response.ok || !response.body) throw new Error(`CSV export: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const exported = lines - 1;

    // Baseline: the same rows read by keyset pages of 1,000 with a bare pg client, nothing written.
    const bareStarted = performance.now();
    let bareRows = 0;
    let after: [string, string] | undefined;
    for (;;) {
      const { rows: batch } = await pool.query<{ created_at_key: string; id: string }>(
        `SELECT ${COLUMNS} FROM report r WHERE r.neighborhood = $1 ${after ? "AND (r.created_at, r.id) < ($2::timestamptz, $3::uuid)" : ""}
          ORDER BY r.created_at DESC, r.id DESC LIMIT 1000`,
        after ? [FILTER.neighborhood, ...after] : [FILTER.neighborhood],
      );
      bareRows += batch.length;
      if (batch.length < 1000) break;
      const last = batch.at(-1)!;
      after = [last.created_at_key, last.id];
    }
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    rows.push(
      {
        figure: `CSV export of ${exported.toLocaleString("en-US")} reports (${format.bytes(bytes)}) vs bare keyset read`,
        value: format.rate(exported / seconds, "rows/s"),
        baseline: format.rate(bareRows / bareSeconds, "rows/s"),
        ratio: format.percent(exported / seconds, bareRows / bareSeconds),
      },
      {
        figure: "app memory (RSS) during the export: peak vs before",
        value: format.bytes(rssPeak),
        baseline: format.bytes(rssBefore),
        ratio: `+${format.bytes(rssPeak - rssBefore)}`,
      },
    );
    return rows;
  },
};
export default bench;
