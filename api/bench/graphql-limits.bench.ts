import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import type { AbuseResult } from "./graphql-abuse";
import { KINDS } from "./graphql-abuse";
import { format, type Bench, type BenchRow, type Measurement, type MeasureOptions } from "./harness";

/**
 * Does the server stay responsive while it refuses abusive GraphQL (docs/graphql.md)? `/api/health`
 * (a `SELECT 1`) is measured on the idle app; while a separate process sends ordinary small queries
 * at full speed (the comparison); while it sends what an outside review found (2,600 aliases over HTTP and
 * the WebSocket, 369 KB WebSocket messages) and documents too deep, too costly or repeating one field;
 * and idle again. Every abusive request is checked to have been refused.
 */
const HEALTH: MeasureOptions = { concurrency: 2, durationMs: 4000, warmupMs: 500 };
const CALLERS_PER_KIND = 2;
const ABUSE = ["http-aliases", "http-deep", "http-repeats", "http-cost", "ws-aliases", "ws-huge"];
/** As many callers of ordinary queries as of abuse, so that both loads are alike in number. */
const LEGIT_CALLERS = CALLERS_PER_KIND * ABUSE.length;

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Starts the callers in their own process; `measure` runs while they send; then their results. */
async function whileSending(
  baseUrl: string,
  kinds: string[],
  callers: number,
  measure: () => Promise<Measurement>,
): Promise<{ measured: Measurement; results: AbuseResult[] }> {
  const ms = (HEALTH.warmupMs ?? 0) + (HEALTH.durationMs ?? 0) + 500;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(benchDir, "graphql-abuse.ts"),
      ...["--url", baseUrl, "--kinds", kinds.join(","), "--callers", String(callers), "--ms", String(ms)],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = readline.createInterface({ input: child.stdout });
  const results: AbuseResult[] = [];
  let measuring: Promise<Measurement> | undefined;
  for await (const line of lines) {
    if (line === "ready") measuring = measure();
    else results.push(JSON.parse(line) as AbuseResult);
  }
  if (!measuring) throw new Error("the abusive callers did not start");
  return { measured: await measuring, results };
}

const healthRow = (figure: string, value: Measurement, idle: Measurement): BenchRow => ({
  figure,
  value: `p50 ${format.ms(value.p50Ms)}, p99 ${format.ms(value.p99Ms)} (${format.rate(value.perSecond)})`,
  baseline: `idle: p50 ${format.ms(idle.p50Ms)}, p99 ${format.ms(idle.p99Ms)}`,
  ratio: format.times(value.p50Ms, idle.p50Ms),
});

const callerRow = (result: AbuseResult): BenchRow => ({
  figure: `  ${KINDS[result.kind]!.label}`,
  value: `${format.rate(result.perSecond)}, p50 ${format.ms(result.p50Ms)}, p99 ${format.ms(result.p99Ms)}`,
  baseline:
    result.wrong === 0
      ? result.kind === "legit"
        ? "all served"
        : "all refused"
      : `${result.wrong} of ${result.count} NOT as expected`,
});

const bench: Bench = {
  title: `GraphQL limits: /api/health while abusive operations are refused (${CALLERS_PER_KIND} callers per kind, in another process)`,
  async run({ baseUrl, measure }) {
    const health = () =>
      measure(async () => {
        const response = await fetch(`${baseUrl}/api/health`);
        if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
        await response.arrayBuffer();
      }, HEALTH);
    const idle = await health();
    const legit = await whileSending(baseUrl, ["legit"], LEGIT_CALLERS, health);
    const abuse = await whileSending(baseUrl, ABUSE, CALLERS_PER_KIND, health);
    // The machine may be shared: a second idle reading shows how much the figures move on their own.
    const idleAgain = await health();
    return [
      healthRow("/api/health, idle again after the attacks", idleAgain, idle),
      healthRow(`/api/health, ${LEGIT_CALLERS} callers of an ordinary query`, legit.measured, idle),
      ...legit.results.map(callerRow),
      healthRow(`/api/health, ${ABUSE.length} kinds of abuse at once`, abuse.measured, idle),
      ...abuse.results.map(callerRow),
    ];
  },
};
export default bench;
