import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type pg from "pg";

/** What every benchmark gets: the app on a seeded database, and connections for its baselines. */
export interface BenchContext {
  /** The real app (`src/main.ts` in a child process, NODE_ENV=test), e.g. `http://127.0.0.1:4123`. */
  baseUrl: string;
  databaseUrl: string;
  /** The benchmark's own connections, for baselines measured in the same run. */
  pool: pg.Pool;
  /** How many reports the database holds (seeded with `npm run seed`'s generator). */
  reports: number;
  /** A signed-in session (test sign-in): `test-citizen` or `test-admin`. */
  signIn: (userId: "test-citizen" | "test-admin") => Promise<Session>;
  /** The app's process id (memory figures read /proc/<pid>/status). */
  appPid: number;
  /** Another instance of the app on the same database (cross-instance figures); stopped after the run. */
  startSecondApp: () => Promise<{ baseUrl: string; pid: number }>;
  /**
   * Loads the app with `request` over `concurrency` keep-alive connections (autocannon: a client cheap
   * enough that the app, not the load generator, is what is measured). Fails on any non-2xx answer.
   */
  measureHttp: (request: HttpRequest, options?: MeasureOptions) => Promise<Measurement>;
  /** Runs `task` with `concurrency` callers for `durationMs` (after a short warm-up). */
  measure: (task: () => Promise<unknown>, options?: MeasureOptions) => Promise<Measurement>;
}

export interface MeasureOptions {
  concurrency?: number;
  durationMs?: number;
  warmupMs?: number;
}

export interface HttpRequest {
  /** Absolute URL, or a path of the app. */
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface Measurement {
  count: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** fetch with the session's cookie and the JSON/CSRF headers the app wants. */
export interface Session {
  cookie: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** One line of the printed table: a figure next to its baseline measured in the same run. */
export interface BenchRow {
  figure: string;
  value: string;
  baseline?: string;
  /** value ÷ baseline, e.g. "31 %" or "0.8×"; what it means is said in `figure`. */
  ratio?: string;
}

export interface Bench {
  /** Shown as the table's section title. */
  title: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}

export const DEFAULT_MEASURE: Required<MeasureOptions> = { concurrency: 8, durationMs: 3000, warmupMs: 500 };

export async function measure(
  task: () => Promise<unknown>,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const { concurrency, durationMs, warmupMs } = { ...DEFAULT_MEASURE, ...options };
  const loop = async (until: number, latencies?: number[]) => {
    while (performance.now() < until) {
      const start = performance.now();
      await task();
      latencies?.push(performance.now() - start);
    }
  };
  const warmupEnd = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(warmupEnd)));
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(end, latencies)));
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    perSecond: latencies.length / (elapsed / 1000),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

/**
 * Of a few rounds of one measurement, the round in the middle by `by` (throughput or p95): the machine
 * is shared, so one round alone says little.
 */
export function medianRound(rounds: Measurement[], by: "perSecond" | "p95Ms"): Measurement {
  return [...rounds].sort((a, b) => a[by] - b[by])[Math.floor(rounds.length / 2)]!;
}

/** "214 req/s", "1.5 ms" … with the precision a reader needs. */
export const format = {
  rate: (perSecond: number, unit = "req/s") =>
    `${perSecond >= 100 ? Math.round(perSecond).toLocaleString("en-US") : perSecond.toFixed(1)} ${unit}`,
  ms: (ms: number) => (ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(ms >= 10 ? 1 : 2)} ms`),
  percent: (value: number, baseline: number) => `${((value / baseline) * 100).toFixed(1)} %`,
  times: (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`,
  bytes: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`,
};

/** A throughput row: the app's rate next to the bare query's, as a percentage. */
export function throughputRow(figure: string, app: Measurement, bare: Measurement): BenchRow {
  return {
    figure,
    value: `${format.rate(app.perSecond)} (p50 ${format.ms(app.p50Ms)}, p99 ${format.ms(app.p99Ms)})`,
    baseline: `${format.rate(bare.perSecond)} (p50 ${format.ms(bare.p50Ms)})`,
    ratio: format.percent(app.perSecond, bare.perSecond),
  };
}

/** A latency row: the app's p50/p95 next to the bare query's, as a multiple. */
export function latencyRow(figure: string, app: Measurement, bare: Measurement): BenchRow {
  return {
    figure,
    value: `p50 ${format.ms(app.p50Ms)}, p95 ${format.ms(app.p95Ms)}`,
    baseline: `p50 ${format.ms(bare.p50Ms)}, p95 ${format.ms(bare.p95Ms)}`,
    ratio: format.times(app.p95Ms, bare.p95Ms),
  };
}

/** `measure` for HTTP, with autocannon; the latencies are every response's, as `measure` keeps them. */
export async function measureHttp(
  baseUrl: string,
  request: HttpRequest,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const { concurrency, durationMs, warmupMs } = { ...DEFAULT_MEASURE, ...options };
  const url = request.url.startsWith("http") ? request.url : `${baseUrl}${request.url}`;
  const run = async (milliseconds: number, latencies?: number[]) => {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          method: request.method ?? "GET",
          headers: request.headers,
          body: request.body,
          connections: concurrency,
          duration: milliseconds / 1000,
        },
        (error, finished) =>
          error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
      );
      if (latencies)
        instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) {
      const statuses = JSON.stringify((result as { statusCodeStats?: unknown }).statusCodeStats ?? {});
      throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed (statuses ${statuses})`);
    }
    return result;
  };
  if (warmupMs > 0) await run(warmupMs);
  const latencies: number[] = [];
  const result = await run(durationMs, latencies);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    perSecond: latencies.length / ((result.duration * 1000 || durationMs) / 1000),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

/** A process's /proc/<pid>/stat fields after its command's name (which may hold spaces). */
async function statFields(pid: number | string): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Ticks of /proc's CPU times, in ms (Linux's 100 a second). */
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, in ms. */
async function processCpuMs(pid: number): Promise<number> {
  const fields = await statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * The CPU time of one PostgreSQL server so far, in ms: its postmaster's own, its ended children's (the
 * postmaster waits for each, which adds its time to the postmaster's), and its live children's (the
 * backends, autovacuum, the writers). Another server on the machine is not counted.
 */
async function postgresCpuMs(postmaster: number): Promise<number> {
  const own = await statFields(postmaster);
  let total = own.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0);
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    // A process may end between the listing and the read: its time is then in the postmaster's.
    const fields = await statFields(entry).catch(() => undefined);
    if (fields && Number(fields[1]) === postmaster) total += Number(fields[11]) + Number(fields[12]);
  }
  return total * TICK_MS;
}

/**
 * The process id of the database server's postmaster, found through the parent of this connection's
 * backend; undefined when the server is on another machine.
 */
export async function postmasterPid(pool: pg.Pool): Promise<number | undefined> {
  const { rows } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const backend = await statFields(rows[0]!.pid).catch(() => undefined);
  const name = await readFile(`/proc/${rows[0]!.pid}/comm`, "utf8").catch(() => "");
  return backend && name.trim() === "postgres" ? Number(backend[1]) : undefined;
}

export interface CpuPerRequest {
  /** CPU ms per request of the process served (its event loop and its threads: compression, crypto). */
  processMs: number;
  /** CPU ms per request of PostgreSQL; NaN when its server runs on another machine. */
  postgresMs: number;
}

/**
 * What one request costs in CPU, the serving process's (`pid`: the app, a yardstick, or this one) and
 * PostgreSQL's (`postmaster`, `postmasterPid`), while `run` loads them (without a warm-up, so that every
 * request counted is one measured). On two shared cores a latency under load is mostly the sum of these,
 * so they say where a slow row's time goes, and they vary less between runs.
 */
export async function cpuPerRequest(
  { pid, postmaster }: { pid: number; postmaster: number | undefined },
  run: () => Promise<Measurement>,
): Promise<CpuPerRequest> {
  const postgres = () => (postmaster === undefined ? Promise.resolve(NaN) : postgresCpuMs(postmaster));
  const before = await Promise.all([processCpuMs(pid), postgres()]);
  const measurement = await run();
  const after = await Promise.all([processCpuMs(pid), postgres()]);
  return {
    processMs: (after[0] - before[0]) / measurement.count,
    postgresMs: (after[1] - before[1]) / measurement.count,
  };
}

/**
 * A yardstick app (minimal-express.ts, minimal-apollo.ts) in a process of its own, as the app is; its
 * process id for CPU figures.
 */
export async function startYardstick(file: string, databaseUrl: string) {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const script = fileURLToPath(new URL(file, import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port), databaseUrl], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(child.stdout, "data");
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}
