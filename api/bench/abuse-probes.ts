import { format, measure, type BenchRow, type Measurement, type MeasureOptions } from "./harness";

/**
 * What every abuse scenario measures while its attackers run (in another process, as real attackers
 * would): `/api/health` probed one request after another, each of which must answer 200, and the
 * ordinary caller's row (12 callers of `{ categories }`), to be set next to the same row measured
 * without abuse in the same run. Shared by the benches that play abusers (GraphQL cost, live
 * sockets, open-data downloads).
 */

export interface HealthProbes {
  /** Probes sent, and how many did not answer 200 in time (each must). */
  count: number;
  failed: number;
  /** The first few failures: status code or error, and when (ms after the probing began). */
  failures: Array<{ atMs: number; answer: string }>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ProbeOptions {
  /** Pause between one probe's answer and the next probe. */
  everyMs?: number;
  /** A probe unanswered after this long counts as failed (a load balancer gives up too). */
  timeoutMs?: number;
}

/**
 * Probes `/api/health` until `stop()` is called; `stop()` waits for the probe in flight and answers
 * the figures. One probe at a time, as a load balancer's health check does.
 */
export function probeHealth(
  baseUrl: string,
  { everyMs = 50, timeoutMs = 5000 }: ProbeOptions = {},
): { stop: () => Promise<HealthProbes> } {
  const latencies: number[] = [];
  const failures: HealthProbes["failures"] = [];
  let failed = 0;
  let running = true;
  const began = performance.now();
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      let answer: string;
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        answer = String(response.status);
      } catch (error) {
        answer = error instanceof Error && error.name === "TimeoutError" ? "timeout" : String(error);
      }
      latencies.push(performance.now() - start);
      if (answer !== "200") {
        failed += 1;
        if (failures.length < 5) failures.push({ atMs: Math.round(start - began), answer });
      }
      if (running) await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      return {
        count: latencies.length,
        failed,
        failures,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: latencies.at(-1) ?? 0,
      };
    },
  };
}

/** The ordinary caller: a small public query every screen of the app makes. */
export const ORDINARY_QUERY = "{ categories { id name } }";
export const ORDINARY_CALLERS = 12;

export interface OrdinaryCallers extends Measurement {
  /** Answers other than 200 without errors (each should be 0). */
  failed: number;
}

/**
 * `ORDINARY_CALLERS` anonymous callers of `ORDINARY_QUERY` over HTTP, each sending its next request as
 * soon as the last is answered; a request that is not answered 200 without errors is counted as failed.
 */
export async function measureOrdinaryCallers(
  baseUrl: string,
  options: MeasureOptions = {},
): Promise<OrdinaryCallers> {
  let failed = 0;
  const measuringFrom = performance.now() + (options.warmupMs ?? 500);
  const measured = await measure(
    async () => {
      const began = performance.now();
      try {
        const response = await fetch(`${baseUrl}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: ORDINARY_QUERY }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as { errors?: unknown[] };
        if ((response.status !== 200 || body.errors) && began >= measuringFrom) failed += 1;
      } catch {
        // Timed out, or the connection failed: counted once the warm-up is over, as the latencies are.
        if (began >= measuringFrom) failed += 1;
      }
    },
    { concurrency: ORDINARY_CALLERS, durationMs: 4000, warmupMs: 500, ...options },
  );
  return { ...measured, failed };
}

/**
 * Waits (at most `maxMs`) until `/api/health` answers 200 within `withinMs`: the work an earlier
 * scenario left behind is over, so that it does not count against the next one. Answers whether it did.
 */
export async function untilHealthy(
  baseUrl: string,
  { withinMs = 200, maxMs = 120_000 } = {},
): Promise<boolean> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    const start = performance.now();
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (healthy && performance.now() - start <= withinMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Runs `measurement` while `/api/health` is probed; both results. */
export async function whileProbingHealth<T>(
  baseUrl: string,
  measurement: () => Promise<T>,
  options?: ProbeOptions,
): Promise<{ result: T; health: HealthProbes }> {
  const probes = probeHealth(baseUrl, options);
  try {
    const result = await measurement();
    return { result, health: await probes.stop() };
  } catch (error) {
    await probes.stop();
    throw error;
  }
}

/** "412 probes, all 200 (p50 3.1 ms, p99 40 ms, max 52 ms)" or the failures. */
export function healthProbesRow(figure: string, health: HealthProbes): BenchRow {
  const latency = `p50 ${format.ms(health.p50Ms)}, p99 ${format.ms(health.p99Ms)}, max ${format.ms(health.maxMs)}`;
  return {
    figure,
    value:
      health.failed === 0
        ? `${health.count} probes, all 200 (${latency})`
        : `${health.failed} of ${health.count} probes NOT 200 (${latency})`,
    baseline:
      health.failed === 0
        ? "every probe must answer 200"
        : `first: ${health.failures.map((failure) => `${failure.answer} at ${failure.atMs} ms`).join(", ")}`,
  };
}

/** The ordinary callers' row under abuse next to the same row without it; the ratio of the p50s. */
export function ordinaryCallersRow(
  figure: string,
  underAbuse: OrdinaryCallers,
  quiet: OrdinaryCallers,
): BenchRow {
  const describe = (value: OrdinaryCallers) =>
    `p50 ${format.ms(value.p50Ms)}, p95 ${format.ms(value.p95Ms)} (${format.rate(value.perSecond)}` +
    `${value.failed > 0 ? `, ${value.failed} of ${value.count} FAILED` : ""})`;
  return {
    figure,
    value: describe(underAbuse),
    baseline: `no abuse: ${describe(quiet)}`,
    ratio:
      underAbuse.failed > 0
        ? `${underAbuse.failed} failed (target: none, p50 ≤ 3×)`
        : `${format.times(underAbuse.p50Ms, quiet.p50Ms)} (target ≤ 3×)`,
  };
}
