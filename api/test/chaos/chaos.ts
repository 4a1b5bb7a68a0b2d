import { randomBytes } from "node:crypto";
import {
  embeddedDatabaseUrl,
  healthStatus,
  isRunning,
  postgresProcessesUsing,
  postmasterPid,
  Sandbox,
  type AppEntry,
  type AppProcess,
} from "../app-process";
import { HttpClient } from "../http-client";
import { freePort, withClient } from "../postgres";

/**
 * Durability under crashes (docs/operations.md, "Crash recovery of the embedded PostgreSQL"): reports
 * are filed through POST /api/reports with an Idempotency-Key, each retried once after a failure,
 * while the app process and then its PostgreSQL are killed with SIGKILL at random moments; a
 * supervisor restarts the app after each kill of it. Then every key is checked in the database and
 * replayed: no acknowledged report may be missing, and no key may have filed two.
 */
export interface ChaosOptions {
  /** Reports filed in each phase. */
  reportsPerPhase: number;
  /** kill -9 of the app process in the first phase, of PostgreSQL in the second. */
  appKills: number;
  postgresKills: number;
  /** Reports in flight at once. */
  concurrency: number;
  seed: number;
  entry?: AppEntry;
  log?: (line: string) => void;
}

export interface PhaseResult {
  phase: string;
  kills: number;
  reports: number;
  /** Answered 201/200 with a report, at the first attempt or at the retry. */
  acknowledged: number;
  acknowledgedOnRetry: number;
  notAcknowledged: number;
  /** Acknowledged reports missing from the database after the run. */
  lost: number;
  /** Keys with more than one report, after the run or after the replay. */
  duplicates: number;
  /** Replays answering something other than the acknowledged report (or nothing for a new one). */
  replayMismatches: number;
}

export interface ChaosResult {
  phases: PhaseResult[];
  seconds: number;
}

const CITIZEN_ID = "test-citizen";
const REQUEST_TIMEOUT_MS = 15_000;
const RECOVERY_TIMEOUT_MS = 60_000;
/** A supervisor's pause before it starts the app again. */
const RESTART_DELAY_MS = 200;

interface Attempt {
  key: string;
  phase: number;
  acknowledgedId?: string;
  onRetry: boolean;
}

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const random = mulberry32(options.seed);
  const box = new Sandbox();
  try {
    const dataDir = await box.tempDir();
    const postgresPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      LOG_LEVEL: "warn",
    };
    const supervisor = new Supervisor(box, env, options.entry ?? "source", log);
    await supervisor.start();
    const client = new ChaosClient(supervisor.url, await embeddedDatabaseUrl(dataDir, postgresPort));
    await client.signIn();

    const attempts: Attempt[] = [];
    const phases = [
      { name: "kill -9 app", kills: options.appKills, kill: () => supervisor.killApp() },
      {
        name: "kill -9 postgres",
        kills: options.postgresKills,
        kill: async () => process.kill(await postmasterPid(dataDir), "SIGKILL"),
      },
    ];
    const run = randomBytes(3).toString("hex");
    for (const [index, phase] of phases.entries()) {
      const keys = Array.from(
        { length: options.reportsPerPhase },
        (_, n) => `chaos-${run}-${index + 1}-${n + 1}`,
      );
      // Kill points: one random report count within each of `kills` equal slices of the phase.
      const slice = options.reportsPerPhase / Math.max(1, phase.kills);
      const killAt = Array.from({ length: phase.kills }, (_, k) =>
        Math.floor(slice * (k + 0.2 + 0.6 * random())),
      );
      let sent = 0;
      const killer = (async () => {
        for (const at of killAt) {
          while (sent < at) await sleep(5);
          log(`${phase.name} after ${sent} reports`);
          await phase.kill();
          await sleep(50);
          await waitUntilHealthy(supervisor.url);
        }
      })();
      await forEachConcurrently(keys, options.concurrency, async (key) => {
        sent += 1;
        attempts.push(await client.file(key, index, supervisor.url));
      });
      await killer;
    }

    await waitUntilHealthy(supervisor.url);
    const results = await verify(client, attempts, phases);
    await supervisor.stop();
    if ((await postgresProcessesUsing(dataDir)).length > 0) {
      throw new Error("PostgreSQL still runs after the app stopped");
    }
    return { phases: results, seconds: (Date.now() - started) / 1000 };
  } finally {
    await box.cleanup();
  }
}

async function verify(
  client: ChaosClient,
  attempts: Attempt[],
  phases: Array<{ name: string; kills: number }>,
): Promise<PhaseResult[]> {
  const before = await client.reportsByKey(attempts.map((attempt) => attempt.key));
  const replays = new Map<string, { status: number; id?: string }>();
  // Sequential: the replay is a check, not load.
  for (const attempt of attempts) replays.set(attempt.key, await client.post(attempt.key));
  const after = await client.reportsByKey(attempts.map((attempt) => attempt.key));

  return phases.map((phase, index) => {
    const mine = attempts.filter((attempt) => attempt.phase === index);
    const acknowledged = mine.filter((attempt) => attempt.acknowledgedId !== undefined);
    return {
      phase: phase.name,
      kills: phase.kills,
      reports: mine.length,
      acknowledged: acknowledged.length,
      acknowledgedOnRetry: acknowledged.filter((attempt) => attempt.onRetry).length,
      notAcknowledged: mine.length - acknowledged.length,
      lost: acknowledged.filter((attempt) => !before.get(attempt.key)?.includes(attempt.acknowledgedId!))
        .length,
      duplicates: mine.filter(
        (attempt) => (before.get(attempt.key)?.length ?? 0) > 1 || after.get(attempt.key)?.length !== 1,
      ).length,
      replayMismatches: mine.filter((attempt) => {
        const replay = replays.get(attempt.key)!;
        if (attempt.acknowledgedId) return replay.status !== 200 || replay.id !== attempt.acknowledgedId;
        // Not acknowledged: filed now (201), or filed before although its answer was lost (200).
        return (
          !(replay.status === 201 || replay.status === 200) || !after.get(attempt.key)?.includes(replay.id!)
        );
      }).length,
    };
  });
}

/** Starts the app and starts it again whenever it exits, as Docker's restart policy or systemd would. */
class Supervisor {
  readonly url: string;
  private app?: AppProcess;
  private stopping = false;
  private restarts = 0;

  constructor(
    private readonly box: Sandbox,
    private readonly env: Record<string, string>,
    private readonly entry: AppEntry,
    private readonly log: (line: string) => void,
  ) {
    this.url = `http://127.0.0.1:${env.PORT}`;
  }

  async start(): Promise<void> {
    this.spawn();
    await waitUntilHealthy(this.url, () => this.app?.output() ?? "");
  }

  private spawn(): void {
    const app = this.box.spawnApp(this.env, this.entry);
    this.app = app;
    void app.exited.then(async (exit) => {
      if (this.stopping) return;
      this.restarts += 1;
      this.log(`app exited (${exit.signal ?? exit.code}); restart ${this.restarts}`);
      await sleep(RESTART_DELAY_MS);
      if (!this.stopping) this.spawn();
    });
  }

  async killApp(): Promise<void> {
    const app = this.app!;
    app.child.kill("SIGKILL");
    await app.exited;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const app = this.app!;
    if (isRunning(app)) app.child.kill("SIGTERM");
    const exit = await app.exited;
    if (exit.code !== 0) throw new Error(`the app did not stop cleanly (${exit.signal ?? exit.code})`);
  }
}

/** The citizen filing reports: one retry after a failure, once the app answers again. */
class ChaosClient {
  private http: HttpClient;
  private readonly body = {
    categoryId: "iluminacion",
    neighborhood: "riomar",
    description: "Poste sin luz (prueba de durabilidad).",
    severity: 2,
    evidenceUrls: [],
    anonymous: false,
    allowContact: true,
  };

  constructor(
    url: string,
    private readonly databaseUrl: string,
  ) {
    this.http = new HttpClient(url);
  }

  async signIn(): Promise<void> {
    this.http = await new HttpClient(this.http.baseUrl).testLogin(CITIZEN_ID);
  }

  async file(key: string, phase: number, url: string): Promise<Attempt> {
    const first = await this.post(key);
    if (first.id) return { key, phase, acknowledgedId: first.id, onRetry: false };
    await waitUntilHealthy(url);
    const retry = await this.post(key);
    return { key, phase, acknowledgedId: retry.id, onRetry: true };
  }

  /** One submission; the rate limit (not under test here) and an expired session do not count. */
  async post(key: string): Promise<{ status: number; id?: string }> {
    for (let round = 0; ; round++) {
      let status: number;
      let id: string | undefined;
      try {
        const response = await this.http.request("/api/reports", {
          method: "POST",
          headers: { "idempotency-key": key },
          json: this.body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        const text = await response.text();
        if (status === 200 || status === 201) id = (JSON.parse(text) as { id?: string }).id;
      } catch {
        return { status: 0 }; // Connection refused or reset, or no answer in time.
      }
      if (round < 3 && status === 429) {
        await this.resetRateLimit();
        continue;
      }
      if (round < 3 && status === 401) {
        await this.signIn().catch(() => undefined);
        continue;
      }
      return { status, id };
    }
  }

  private resetRateLimit(): Promise<unknown> {
    return withClient(this.databaseUrl, (db) =>
      db.query("DELETE FROM rate_limit WHERE key = $1", [`reports-user:${CITIZEN_ID}`]),
    ).catch(() => undefined);
  }

  /** Report ids per idempotency key of the chaos citizen, straight from the database. */
  async reportsByKey(keys: string[]): Promise<Map<string, string[]>> {
    const { rows } = await withClient(this.databaseUrl, (db) =>
      db.query<{ key: string; ids: string[] }>(
        `SELECT idempotency_key AS key, array_agg(id::text) AS ids FROM report
         WHERE author_id = $1 AND idempotency_key = ANY($2) GROUP BY idempotency_key`,
        [CITIZEN_ID, keys],
      ),
    );
    return new Map(rows.map((row) => [row.key, row.ids]));
  }
}

async function waitUntilHealthy(url: string, output?: () => string): Promise<void> {
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await healthStatus(url)) === 200) return;
    await sleep(100);
  }
  throw new Error(`the app did not answer /api/health within ${RECOVERY_TIMEOUT_MS} ms\n${output?.() ?? ""}`);
}

async function forEachConcurrently<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A small seeded PRNG, so that a run can be repeated with its printed seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The results as a plain-text table. */
export function formatTable(result: ChaosResult): string {
  const header = [
    "phase",
    "kills",
    "reports",
    "acknowledged",
    "on retry",
    "not acknowledged",
    "lost",
    "duplicates",
    "replay mismatches",
  ];
  const total: PhaseResult = {
    phase: "total",
    kills: 0,
    reports: 0,
    acknowledged: 0,
    acknowledgedOnRetry: 0,
    notAcknowledged: 0,
    lost: 0,
    duplicates: 0,
    replayMismatches: 0,
  };
  for (const phase of result.phases) {
    for (const field of Object.keys(total) as Array<keyof PhaseResult>) {
      if (field !== "phase") total[field] += phase[field];
    }
  }
  const rows = [...result.phases, total].map((phase) => [
    phase.phase,
    ...[
      phase.kills,
      phase.reports,
      phase.acknowledged,
      phase.acknowledgedOnRetry,
      phase.notAcknowledged,
      phase.lost,
      phase.duplicates,
      phase.replayMismatches,
    ].map(String),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
