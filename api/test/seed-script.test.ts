import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownProcess } from "../src/database/processes";
import { API_DIR } from "./app-process";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run seed -- <args>` as npm runs it (node with the tsx loader, in api/), with a shell's environment. */
function seed(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/scripts/seed.ts", ...args],
      {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? null) : 0, stdout, stderr }),
    );
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "reporta-seed-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run seed", () => {
  it.each([["--help"], ["-h"]])("%s prints the usage and exits 0", async (flag) => {
    const run = await seed([flag], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Uso: npm run seed -- [--reports N] [--users M] [--seed S]");
    expect(run.stdout).toContain("Usage: npm run seed -- [--reports N] [--users M] [--seed S]");
    expect(run.stdout).toContain("DATABASE_URL");
  });

  // Two runs, each a node process loading TypeScript: more than the default 20 s on a busy 2-core machine.
  it(
    "refuses an unknown option or a bad count with the usage, without a stack trace",
    { timeout: 90_000 },
    async () => {
      for (const args of [
        ["--report", "5"],
        ["--reports", "cinco"],
      ]) {
        const run = await seed(args, { DATA_DIR: dataDir });
        expect(run.code).toBe(2);
        expect(run.stderr).toContain("Uso: npm run seed");
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
    },
  );

  it("says how to seed the database of the app that is running on the same data folder", async () => {
    // What a running app leaves in its data folder: the lock naming its live process (here, this one).
    await writeFile(path.join(dataDir, "postgres.lock"), JSON.stringify(await ownProcess()));
    const run = await seed(["--reports", "5"], { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: "54999" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `La app (pid ${process.pid}) está usando la PostgreSQL embebida de ${dataDir}`,
    );
    expect(run.stderr).toContain(
      `DATABASE_URL="postgres://postgres:$(cat '${path.join(dataDir, "postgres-password")}')@127.0.0.1:54999/reporta_riomar" npm run seed -- --reports 5`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
