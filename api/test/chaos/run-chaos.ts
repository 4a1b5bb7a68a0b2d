import "reflect-metadata";
import { parseArgs } from "node:util";
import { formatTable, runChaos } from "./chaos";

// npm run test:chaos [-- --reports 100 --app-kills 3 --postgres-kills 3 --concurrency 4 --seed N --build]
const { values } = parseArgs({
  options: {
    reports: { type: "string", default: "100" },
    "app-kills": { type: "string", default: "3" },
    "postgres-kills": { type: "string", default: "3" },
    concurrency: { type: "string", default: "4" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    build: { type: "boolean", default: false },
  },
});
const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const options = {
  reportsPerPhase: count("reports"),
  appKills: count("app-kills"),
  postgresKills: count("postgres-kills"),
  concurrency: Math.max(1, count("concurrency")),
  seed: count("seed"),
  entry: values.build ? { script: "dist/main.js" } : ("source" as const),
};
console.log(
  `chaos: ${options.reportsPerPhase} reports per phase, ${options.concurrency} at a time, ` +
    `seed ${options.seed}, app from ${options.entry !== "source" ? "api/dist (npm run build -w api first)" : "the TypeScript sources"}`,
);
const result = await runChaos({ ...options, log: (line) => console.log(`  ${line}`) });
console.log();
console.log(formatTable(result));
const total = result.phases.reduce(
  (sum, phase) => ({
    lost: sum.lost + phase.lost,
    duplicates: sum.duplicates + phase.duplicates,
    mismatches: sum.mismatches + phase.replayMismatches,
    acknowledged: sum.acknowledged + phase.acknowledged,
  }),
  { lost: 0, duplicates: 0, mismatches: 0, acknowledged: 0 },
);
const passed = total.lost === 0 && total.duplicates === 0 && total.mismatches === 0 && total.acknowledged > 0;
console.log(
  `\n${passed ? "passed" : "FAILED"}: ${total.lost} acknowledged reports lost, ${total.duplicates} keys ` +
    `with duplicates, ${total.mismatches} replay mismatches, in ${result.seconds.toFixed(1)} s`,
);
process.exitCode = passed ? 0 : 1;
