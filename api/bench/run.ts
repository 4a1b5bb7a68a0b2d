import "reflect-metadata";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "../src/database/embedded-postgres";
import { initOrm } from "../src/database/orm";
import { seedReports } from "../src/database/seed-reports";
import { createLogger } from "../src/server/logger";
import { imageNodeLine } from "./image-node-line";
import { measure, measureHttp, type Bench, type BenchContext, type BenchRow, type Session } from "./harness";

/**
 * `npm run bench [-- --reports N] [--only name]`: one command, one run. Starts PostgreSQL (DATABASE_URL's
 * server, or an embedded one kept under `.data/bench` so that seeding happens once), seeds N reports
 * (default 1,000,000) if the database holds fewer, starts the real app as a child process, runs every
 * `bench/*.bench.ts` and prints each figure next to its baseline measured in the same run; last, the
 * landing page's LCP and blocking time on a throttled phone (`web/bench`, its own server and database).
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.dirname(benchDir);

/** Set for the bench run again on another Node: it runs there, whatever that Node is. */
const RERUN = "BENCH_RERUN";

const runsOn = (line: string) => process.versions.node.split(".")[0] === line;

/**
 * Runs this script again on the image's Node line when this one is another, and answers its exit code;
 * undefined when this is the Node to run on. The bench and everything it starts (the app, the
 * yardsticks, the baselines' client) then run on one Node. `BENCH_NODE=<path>` names the binary (any
 * Node: the figures of another line can be measured again); otherwise npx resolves `node@<line>` from
 * the npm registry, as `.ci/run` does for its tests.
 */
async function rerunOnImageNode(): Promise<number | undefined> {
  if (process.env[RERUN]) {
    // The parent waits for this run: when it goes (killed), so does this run. The channel alone does not
    // keep this run going once it is done.
    process.on("disconnect", () => process.exit(1));
    process.channel?.unref();
    return undefined;
  }
  const line = await imageNodeLine();
  if (!process.env.BENCH_NODE && runsOn(line)) return undefined;
  let node = process.env.BENCH_NODE;
  if (!node) {
    try {
      node = execFileSync("npx", ["-y", `node@${line}`, "-p", "process.execPath"], {
        encoding: "utf8",
      }).trim();
    } catch (error) {
      throw new Error(
        `could not get Node ${line} through npx (is the npm registry reachable?); BENCH_NODE=<path> names a Node binary instead`,
        { cause: error },
      );
    }
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    // Whatever the bench starts by name (node, npx) is that Node too.
    env: {
      ...process.env,
      [RERUN]: "1",
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
      NODE: node,
      npm_node_execpath: node,
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  return code ?? (signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1);
}

async function main(): Promise<void> {
  const line = await imageNodeLine();
  const imageLine = runsOn(line) ? "the image's line" : `not the image's ${line}`;
  console.log(`Node ${process.versions.node} (${imageLine}): ${process.execPath}`);
  const { values } = parseArgs({
    options: { reports: { type: "string", default: "1000000" }, only: { type: "string" } },
  });
  const selected = (name: string) => !values.only || name.includes(values.only);
  const files = (await readdir(benchDir))
    .filter((file) => file.endsWith(".bench.ts") && selected(file))
    .sort();
  if (files.length === 0 && !selected("landing-page")) {
    throw new Error(`no benchmark is named like "${values.only}" (bench/*.bench.ts, or landing-page)`);
  }
  if (files.length > 0) await runApiBenches(files, Number(values.reports));
  if (selected("landing-page")) await landingPageBench();
}

/** The API's benches, against one database and the real app in a child process. */
async function runApiBenches(files: string[], reports: number): Promise<void> {
  const logger = createLogger({ logLevel: "warn" });
  const dataDir = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.env.BENCH_DATA_DIR ?? ".data/bench",
  );
  await mkdir(dataDir, { recursive: true });

  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir, port: await freePort(), logger });
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.databaseUrl;
  let app: ChildProcess | undefined;
  const others: ChildProcess[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  pool.on("error", () => undefined); // idle connections closed at the end
  try {
    await (await initOrm(databaseUrl, logger)).close();
    const { rows } = await pool.query<{ count: string }>("SELECT count(*) FROM report");
    const present = Number(rows[0]!.count);
    if (present < reports) {
      console.log(`seeding ${(reports - present).toLocaleString("en-US")} reports (once per data folder)…`);
      await seedReports(pool, { reports: reports - present });
    }
    const baseUrl = await startApp(databaseUrl, dataDir, (child) => (app = child));
    const context: BenchContext = {
      baseUrl,
      appPid: app!.pid!,
      databaseUrl,
      pool,
      startSecondApp: async () => {
        let child: ChildProcess | undefined;
        const url = await startApp(databaseUrl, dataDir, (started) => {
          child = started;
          others.push(started);
        });
        return { baseUrl: url, pid: child!.pid! };
      },
      reports: Math.max(present, reports),
      signIn: (userId) => signIn(baseUrl, userId),
      measure,
      measureHttp: (request, options) => measureHttp(baseUrl, request, options),
    };

    console.log(
      `\nReporta Riomar benchmarks — ${context.reports.toLocaleString("en-US")} reports, Node ${process.versions.node}\n`,
    );
    for (const file of files) {
      const bench = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { default: Bench };
      const rows = await bench.default.run(context);
      printTable(bench.default.title, rows);
    }
  } finally {
    for (const child of [...others, app]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await pool.end();
    await embedded?.stop();
  }
}

async function landingPageBench(): Promise<void> {
  console.log("## Landing page on a throttled phone (web/bench/landing-page.bench.ts)\n");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/landing-page.bench.ts"], {
    cwd: path.join(apiDir, "../web"),
    stdio: "inherit",
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`the landing page benchmark exited with ${code}`);
}

async function startApp(
  databaseUrl: string,
  dataDir: string,
  onStart: (child: ChildProcess) => void,
): Promise<string> {
  const port = await freePort();
  const secretsFile = path.join(dataDir, "bench-secrets.json");
  const secrets = await readFile(secretsFile, "utf8")
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(async () => {
      const fresh = {
        SESSION_SECRET: randomBytes(32).toString("base64url"),
        CEDULA_HASH_KEY: randomBytes(32).toString("base64url"),
      };
      await writeFile(secretsFile, JSON.stringify(fresh));
      return fresh;
    });
  // BENCH_PROFILE_DIR=<dir>: the app writes a V8 CPU profile there when the run ends (open it in
  // Chromium's DevTools) — where the time of a slow row goes.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, "app"),
      LOG_LEVEL: "warn",
      // The load comes from this one process; benchmarks that play many clients (the fan-out's
      // WebSockets, each address allowed 100) name them in X-Forwarded-For.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  onStart(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Two minutes: on a shared 2-core machine under load, compiling and starting the app takes a while.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the app did not become ready in 120 s");
}

async function signIn(baseUrl: string, userId: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/test-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  if (!response.ok) throw new Error(`test sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const session: Session = {
    cookie,
    fetch: (route, init = {}) =>
      fetch(`${baseUrl}${route}`, {
        ...init,
        headers: { cookie, "content-type": "application/json", ...(init.headers as Record<string, string>) },
      }),
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      const answer = (await (
        await session.fetch("/graphql", { method: "POST", body: JSON.stringify({ query, variables }) })
      ).json()) as { data?: T; errors?: unknown[] };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data as T;
    },
  };
  return session;
}

function printTable(title: string, rows: BenchRow[]): void {
  const header = { figure: "figure", value: "value", baseline: "baseline (same run)", ratio: "ratio" };
  const all = [header, ...rows.map((row) => ({ baseline: "", ratio: "", ...row }))];
  const width = (key: keyof typeof header) => Math.max(...all.map((row) => row[key].length));
  const line = (row: typeof header) =>
    `| ${row.figure.padEnd(width("figure"))} | ${row.value.padEnd(width("value"))} | ${row.baseline.padEnd(width("baseline"))} | ${row.ratio.padEnd(width("ratio"))} |`;
  console.log(`## ${title}\n`);
  console.log(line(header));
  console.log(
    `|${(["figure", "value", "baseline", "ratio"] as const).map((key) => "-".repeat(width(key) + 2)).join("|")}|`,
  );
  for (const row of all.slice(1)) console.log(line(row));
  console.log();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const exitCode = await rerunOnImageNode();
if (exitCode === undefined) await main();
else process.exitCode = exitCode;
