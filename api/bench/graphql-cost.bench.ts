import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import {
  healthProbesRow,
  measureOrdinaryCallers,
  ORDINARY_CALLERS,
  ordinaryCallersRow,
  untilHealthy,
  whileProbingHealth,
  type HealthProbes,
  type OrdinaryCallers,
} from "./abuse-probes";
import { KINDS, type AbuseResult } from "./graphql-abuse";
import { format, type Bench, type BenchRow } from "./harness";

/**
 * Can one resident's expensive reads make the server unhealthy (docs/graphql.md#expensive-reads)? A
 * signed-in resident sends, from two callers in another process, twenty counts of a 48-word text
 * search in one query (1.7 KB that passes every limit but cost), then the heaviest such query the
 * cost limit lets through. Meanwhile `/api/health` is probed (every probe must answer 200) and twelve
 * ordinary callers of `{ categories }` are measured, next to the same row measured without abuse.
 */
const ABUSIVE_CALLERS = 2;
const MEASURE_MS = 6000;
const WARMUP_MS = 500;
const SCENARIOS = ["http-text-count-20", "http-text-count-1"];

const benchDir = path.dirname(fileURLToPath(import.meta.url));

async function whileAbusing(
  baseUrl: string,
  kind: string,
  cookie: string,
): Promise<{ ordinary: OrdinaryCallers; health: HealthProbes; result: AbuseResult }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(benchDir, "graphql-abuse.ts"),
      ...["--url", baseUrl, "--kinds", kind, "--callers", String(ABUSIVE_CALLERS)],
      ...["--ms", String(WARMUP_MS + MEASURE_MS + 500), "--cookie", cookie],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = readline.createInterface({ input: child.stdout });
  let measuring: Promise<{ result: OrdinaryCallers; health: HealthProbes }> | undefined;
  const results: AbuseResult[] = [];
  for await (const line of lines) {
    if (line === "ready") {
      measuring = whileProbingHealth(baseUrl, () =>
        measureOrdinaryCallers(baseUrl, { durationMs: MEASURE_MS, warmupMs: WARMUP_MS }),
      );
    } else results.push(JSON.parse(line) as AbuseResult);
  }
  if (!measuring || results.length !== 1) throw new Error("the abusive callers did not run");
  const { result: ordinary, health } = await measuring;
  return { ordinary, health, result: results[0]! };
}

const abuseRow = (result: AbuseResult): BenchRow => ({
  figure: `  answers to ${KINDS[result.kind]!.label}`,
  value: `${result.count} in all, p50 ${format.ms(result.p50Ms)}, p99 ${format.ms(result.p99Ms)}`,
  baseline: Object.entries(result.outcomes)
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(", "),
  ratio: result.wrong === 0 ? "as expected" : `${result.wrong} NOT as expected`,
});

const bench: Bench = {
  title: `GraphQL cost: a resident's expensive reads (${ABUSIVE_CALLERS} callers, in another process) vs /api/health and ${ORDINARY_CALLERS} ordinary callers`,
  async run({ baseUrl, signIn }) {
    const resident = await signIn("test-citizen");
    const quiet = await whileProbingHealth(baseUrl, () =>
      measureOrdinaryCallers(baseUrl, { durationMs: MEASURE_MS, warmupMs: WARMUP_MS }),
    );
    const rows: BenchRow[] = [
      healthProbesRow("/api/health, no abuse", quiet.health),
      {
        figure: `${ORDINARY_CALLERS} callers of { categories }, no abuse`,
        value: `p50 ${format.ms(quiet.result.p50Ms)}, p95 ${format.ms(quiet.result.p95Ms)} (${format.rate(quiet.result.perSecond)})`,
      },
    ];
    for (const kind of SCENARIOS) {
      // Work the previous scenario left in the database would count against this one.
      if (!(await untilHealthy(baseUrl)))
        rows.push({ figure: "(the app did not settle in 2 min)", value: "" });
      const abused = await whileAbusing(baseUrl, kind, resident.cookie);
      rows.push(
        healthProbesRow(`/api/health, while ${KINDS[kind]!.label}`, abused.health),
        ordinaryCallersRow(
          `${ORDINARY_CALLERS} callers of { categories }, same abuse`,
          abused.ordinary,
          quiet.result,
        ),
        abuseRow(abused.result),
      );
    }
    return rows;
  },
};
export default bench;
