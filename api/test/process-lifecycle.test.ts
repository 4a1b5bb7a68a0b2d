import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import {
  embeddedDatabaseUrl,
  healthStatus,
  isRunning,
  postgresProcessesUsing,
  postmasterPid,
  Sandbox,
  waitUntilHealthy,
  type AppProcess,
} from "./app-process";
import { queryGraphQL } from "./graphql-client";
import { HttpClient } from "./http-client";
import { freePort, withClient } from "./postgres";
import { validReport } from "./reports/report-support";

function sandbox(onTestFinished: TestContext["onTestFinished"]): Sandbox {
  const box = new Sandbox();
  onTestFinished(() => box.cleanup());
  return box;
}

async function stopWithSigterm(app: AppProcess): Promise<void> {
  app.child.kill("SIGTERM");
  const exit = await app.exited;
  expect(exit, app.output()).toEqual({ code: 0, signal: null });
}

async function appEnv(dataDir: string, postgresPort: number): Promise<Record<string, string>> {
  return {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
  };
}

/** Files a report as the test citizen; answers the HTTP status and the report's id. */
async function fileReport(url: string, idempotencyKey: string): Promise<{ status: number; id: string }> {
  const citizen = await new HttpClient(url).testLogin("test-citizen");
  const response = await citizen.request("/api/reports", {
    method: "POST",
    headers: { "idempotency-key": idempotencyKey },
    json: validReport(),
  });
  const body = (await response.json()) as { id: string };
  return { status: response.status, id: body.id };
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its new parent) does not run any more.
  return !/\) Z /.test(readStat(pid));
}

function readStat(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return ") Z ";
  }
}

interface TotalData {
  publicStatistics: { totalReports: number };
}

// One test at a time: each starts app processes and PostgreSQL servers of its own, and on a shared
// 2-core machine several at once starve each other past their timeouts.
describe("the app process", () => {
  it("stops cleanly on SIGTERM, stopping its PostgreSQL, and keeps its data across restarts", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const dataDir = await box.tempDir();
    const postgresPort = await freePort();
    const reportId = "0b6f2f4e-51a4-4a51-9d3c-3c1f6f0a9e11";

    const first = box.spawnApp({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
    });
    await waitUntilHealthy(first);
    expect(first.output()).toContain("migrations applied");
    await withClient(await embeddedDatabaseUrl(dataDir, postgresPort), (client) =>
      client.query(
        `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at)
         VALUES ($1, 'vias', 'altamira', 2, now(), now())`,
        [reportId],
      ),
    );
    expect(
      (await queryGraphQL<TotalData>(first.url, "{ publicStatistics { totalReports } }")).publicStatistics,
    ).toEqual({ totalReports: 1 });

    await stopWithSigterm(first);
    expect(await postgresProcessesUsing(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);

    const second = box.spawnApp({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
    });
    await waitUntilHealthy(second);
    expect(second.output()).not.toContain("migrations applied");
    expect(
      (await queryGraphQL<TotalData>(second.url, "{ publicStatistics { totalReports } }")).publicStatistics,
    ).toEqual({ totalReports: 1 });
    const { rows } = await withClient(await embeddedDatabaseUrl(dataDir, postgresPort), (client) =>
      client.query<{ id: string; status: string }>("SELECT id, status FROM report"),
    );
    expect(rows).toEqual([{ id: reportId, status: "recibido" }]);

    await stopWithSigterm(second);
    expect(await postgresProcessesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it("exits non-zero, naming the variable, on a bad configuration", async ({ onTestFinished }) => {
    const box = sandbox(onTestFinished);
    const dataDir = path.join(await box.tempDir(), "never-created");
    const app = box.spawnApp({
      DATA_DIR: dataDir,
      PORT: "abc",
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    });
    const exit = await app.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(app.output()).toMatch(/\bPORT\b/);
    // It failed before touching anything.
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});

// Real kills of the real process: docs/operations.md, "Crash recovery of the embedded PostgreSQL".
describe("the app process after a crash", () => {
  it("comes back by itself after a kill -9 of the app, stopping the PostgreSQL it left behind", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const dataDir = await box.tempDir();
    const postgresPort = await freePort();

    const first = box.spawnApp(await appEnv(dataDir, postgresPort));
    await waitUntilHealthy(first);
    const filed = await fileReport(first.url, "crash-app-1");
    expect(filed.status).toBe(201);

    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    const orphan = await postmasterPid(dataDir);
    expect(isProcessRunning(orphan)).toBe(true);

    const second = box.spawnApp(await appEnv(dataDir, postgresPort));
    await waitUntilHealthy(second);
    expect(second.output()).toContain("stopping the embedded PostgreSQL left running");
    expect(isProcessRunning(orphan)).toBe(false);
    expect(await postmasterPid(dataDir)).not.toBe(orphan);
    // Acknowledged before the crash, so it is there, and the key still names it.
    expect(await fileReport(second.url, "crash-app-1")).toEqual({ status: 200, id: filed.id });

    await stopWithSigterm(second);
    expect(await postgresProcessesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it("restarts its PostgreSQL after a kill -9 of PostgreSQL, losing nothing acknowledged", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const dataDir = await box.tempDir();
    const app = box.spawnApp(await appEnv(dataDir, await freePort()));
    await waitUntilHealthy(app);
    const filed = await fileReport(app.url, "crash-postgres-1");
    expect(filed.status).toBe(201);

    const killed = await postmasterPid(dataDir);
    process.kill(killed, "SIGKILL");
    // Healthy again only with a new server: the old one's backends could answer for a moment.
    const deadline = Date.now() + 30_000;
    let restarted = 0;
    while (Date.now() < deadline && isRunning(app)) {
      restarted = await postmasterPid(dataDir).catch(() => 0);
      if (restarted !== 0 && restarted !== killed && (await healthStatus(app.url)) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(restarted, app.output()).not.toBe(killed);
    expect(await healthStatus(app.url), app.output()).toBe(200);
    expect(app.output()).toContain("embedded PostgreSQL restarted");

    expect(await fileReport(app.url, "crash-postgres-1")).toEqual({ status: 200, id: filed.id });
    expect((await fileReport(app.url, "crash-postgres-2")).status).toBe(201);
    await stopWithSigterm(app);
    expect(await postgresProcessesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it("refuses a data folder whose PostgreSQL a running app owns, and leaves both alone", async ({
    onTestFinished,
  }) => {
    const box = sandbox(onTestFinished);
    const dataDir = await box.tempDir();
    const owner = box.spawnApp(await appEnv(dataDir, await freePort()));
    await waitUntilHealthy(owner);
    const server = await postmasterPid(dataDir);

    const intruder = box.spawnApp(await appEnv(dataDir, await freePort()));
    const exit = await intruder.exited;
    expect(exit.code, intruder.output()).toBe(1);
    expect(intruder.output()).toContain(`Another instance of the app (pid ${owner.pid})`);

    expect(isProcessRunning(server)).toBe(true);
    expect(await postmasterPid(dataDir)).toBe(server);
    expect(await healthStatus(owner.url)).toBe(200);
    await stopWithSigterm(owner);
  }, 120_000);
});
