import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, type TestContext } from "vitest";
import { EMBEDDED_DATABASE_NAME } from "../src/database/embedded-postgres";
import { queryGraphQL } from "./graphql-client";
import { freePort, withClient } from "./postgres";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 30_000;

interface AppProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far, for assertions and for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The apps and folders of one test, removed when it ends, even when it failed. */
class Sandbox {
  private readonly apps: AppProcess[] = [];
  private readonly dirs: string[] = [];

  async tempDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "reporta-lifecycle-"));
    this.dirs.push(dir);
    return dir;
  }

  /** `npm start` without npm: tsx as a loader, so that the signal reaches the app itself. */
  spawnApp(env: Record<string, string>): AppProcess {
    // Only what a developer's shell would give `npm start`: none of the suite's own variables, so no
    // DATABASE_URL either: the app starts its own embedded PostgreSQL.
    const childEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ...env,
    };
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: API_DIR,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.once("exit", (code, signal) => resolve({ code, signal }));
    });
    const app: AppProcess = { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
    this.apps.push(app);
    return app;
  }

  async cleanup(): Promise<void> {
    // A failed test must not leave the app, or the PostgreSQL it started, running.
    for (const app of this.apps.splice(0)) {
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGKILL");
      await app.exited;
    }
    for (const dir of this.dirs.splice(0)) {
      for (const pid of await postgresProcessesUsing(dir)) process.kill(pid, "SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function sandbox(onTestFinished: TestContext["onTestFinished"]): Sandbox {
  const box = new Sandbox();
  onTestFinished(() => box.cleanup());
  return box;
}

async function waitUntilHealthy(app: AppProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitedEarly = false;
  void app.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`${app.url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app did not become healthy${exitedEarly ? " (it exited)" : ""}:\n${app.output()}`);
}

async function stopWithSigterm(app: AppProcess): Promise<void> {
  app.child.kill("SIGTERM");
  const exit = await app.exited;
  expect(exit, app.output()).toEqual({ code: 0, signal: null });
}

/** Postmasters are started as `postgres -D <dataDir>/postgres ...`; their children exit with them. */
async function postgresProcessesUsing(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = (await readFile(`/proc/${entry}/cmdline`, "utf8")).replaceAll("\0", " ");
    } catch {
      continue; // Exited while we looked.
    }
    if (commandLine.includes("postgres") && commandLine.includes(dataDir)) pids.push(Number(entry));
  }
  return pids;
}

async function embeddedDatabaseUrl(dataDir: string, postgresPort: number): Promise<string> {
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/${EMBEDDED_DATABASE_NAME}`;
}

interface TotalData {
  publicStatistics: { totalReports: number };
}

// Concurrent: both tests mostly wait on child processes.
describe.concurrent("the app process", () => {
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
  }, 90_000);

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
  });
});
