import { expect, it } from "vitest";
import { Sandbox } from "../app-process";
import { formatTable, runChaos } from "./chaos";

// The short version of `npm run test:chaos` (docs/operations.md, "Crash recovery of the embedded
// PostgreSQL"): one kill -9 of the app, then one of PostgreSQL, under 4 reports in flight. It runs
// the production build, as the Docker image does (and it restarts in a fraction of tsx's time);
// test/process-lifecycle.test.ts kills the app started from its sources.
it("loses no acknowledged report and files no key twice under kill -9 of the app and of PostgreSQL", async ({
  onTestFinished,
}) => {
  const box = new Sandbox();
  onTestFinished(() => box.cleanup());
  const result = await runChaos({
    reportsPerPhase: 24,
    appKills: 1,
    postgresKills: 1,
    concurrency: 4,
    seed: 20261124,
    entry: { script: await box.build() },
  });
  const table = formatTable(result);
  for (const phase of result.phases) {
    expect(phase, table).toMatchObject({
      kills: 1,
      reports: 24,
      lost: 0,
      duplicates: 0,
      replayMismatches: 0,
    });
    // Most reports went through at once or at their retry.
    expect(phase.acknowledged, table).toBeGreaterThanOrEqual(20);
  }
}, 120_000);
