import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { EMBEDDED_DATABASE_NAME } from "../src/database/embedded-postgres";
import { buildApi } from "../src/scripts/build";

export const API_DIR = fileURLToPath(new URL("..", import.meta.url));
/** Generous: on a busy 2-core machine a first start (tsx, initdb, migrations) can take many seconds. */
export const START_TIMEOUT_MS = 60_000;

/**
 * How the app is started: from the TypeScript sources (`npm start`), or a compiled `main.js` run with
 * plain node, as the Docker image does (`dist/main.js`, relative to api/).
 */
export type AppEntry = "source" | { script: string };

export interface AppProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** stdout and stderr so far, for assertions and for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real app process (`main.ts`), with only what a developer's shell would give `npm start`:
 * none of the test run's own variables, so no DATABASE_URL either: it starts its embedded PostgreSQL.
 * tsx is a loader of node itself (not `npx tsx`), so that signals reach the app.
 */
export function spawnApp(env: Record<string, string>, entry: AppEntry = "source"): AppProcess {
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  };
  const args = entry === "source" ? ["--import", "tsx", "src/main.ts"] : [entry.script];
  const child = spawn(process.execPath, args, {
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
  return { child, pid: child.pid!, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export function isRunning(app: AppProcess): boolean {
  return app.child.exitCode === null && app.child.signalCode === null;
}

/** Resolves once GET /api/health answers 200; throws with the app's output if it exits or times out. */
export async function waitUntilHealthy(app: AppProcess, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isRunning(app)) {
    if ((await healthStatus(app.url)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = isRunning(app) ? `within ${timeoutMs} ms` : "(it exited)";
  throw new Error(`the app did not become healthy ${why}:\n${app.output()}`);
}

/** The status of GET /api/health, or 0 when nothing answers. */
export async function healthStatus(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Postmasters are started as `postgres -D <dataDir>/postgres ...`; their backends exit with them. */
export async function postgresProcessesUsing(dataDir: string): Promise<number[]> {
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

/** The pid in the cluster's postmaster.pid: the running PostgreSQL server of `dataDir`. */
export async function postmasterPid(dataDir: string): Promise<number> {
  const text = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  return Number.parseInt(text, 10);
}

export async function embeddedDatabaseUrl(dataDir: string, postgresPort: number): Promise<string> {
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/${EMBEDDED_DATABASE_NAME}`;
}

/** The apps and folders of one test (or run), removed at the end, even after a failure. */
export class Sandbox {
  private readonly apps: AppProcess[] = [];
  private readonly dirs: string[] = [];

  /**
   * `npm run build -w api` into a folder of its own, inside api/ so that the compiled modules find the
   * packages in node_modules as api/dist does; answers its main.js.
   */
  async build(): Promise<string> {
    const outDir = path.join(
      API_DIR,
      "node_modules",
      ".cache",
      `reporta-build-${randomBytes(4).toString("hex")}`,
    );
    this.dirs.push(outDir);
    await buildApi(outDir);
    return path.join(outDir, "main.js");
  }

  async tempDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "reporta-lifecycle-"));
    this.dirs.push(dir);
    return dir;
  }

  spawnApp(env: Record<string, string>, entry: AppEntry = "source"): AppProcess {
    const app = spawnApp(env, entry);
    this.apps.push(app);
    return app;
  }

  async cleanup(): Promise<void> {
    // A failed test must not leave the app, or the PostgreSQL it started, running.
    for (const app of this.apps.splice(0)) {
      if (isRunning(app)) app.child.kill("SIGKILL");
      await app.exited;
    }
    for (const dir of this.dirs.splice(0)) {
      for (const pid of await postgresProcessesUsing(dir)) process.kill(pid, "SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  }
}
