import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import net from "node:net";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { GRAPHQL_LIMITS, LIMITS } from "../src/domain";
import { format, type Bench, type BenchContext, type BenchRow, type Measurement } from "./harness";

/**
 * What one client can make the server hold, and whether everyone else is still served meanwhile
 * (docs/live-updates.md#limits, docs/statistics.md#open-data):
 *
 * - live: one address opens as many WebSockets as it may, each with as many `reportActivity`
 *   subscriptions as it may, each following as many reports as it may (the refused ones are counted);
 *   the app's memory growth is the worst allowed client's cost;
 * - open data: downloads of `reports.csv` from many addresses that never read past the first bytes.
 *
 * While each runs, `/api/health` is probed (every answer must be 200), 12 ordinary callers send
 * `{ categories }`, and for open data an ordinary download runs; the same ordinary row is measured
 * without abuse in the same run.
 */
const ORDINARY_CALLERS = 12;
const ORDINARY = { concurrency: ORDINARY_CALLERS, durationMs: 4000, warmupMs: 500 };
const ABUSER = "198.19.0.1";
const SUBSCRIPTIONS_PER_SOCKET = GRAPHQL_LIMITS.maxOperationsPerSocket;
const IDS_PER_SUBSCRIPTION = LIMITS.liveReportIdsMax;
const STALLED_ADDRESSES = 10;
const STALLED_PER_ADDRESS = 2;
/** An ordinary download that has not finished after this long is reported as blocked. */
const DOWNLOAD_PATIENCE_MS = 60_000;

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Waits until the app's RSS stops growing (no change over 1 MiB for a second), at most `maxMs`. */
async function settledRss(pid: number, maxMs = 30_000): Promise<number> {
  const until = performance.now() + maxMs;
  let last = await rssBytes(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await rssBytes(pid);
    if (Math.abs(now - last) < 1024 * 1024 || performance.now() > until) return now;
    last = now;
  }
}

function fromAddress(address: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { "x-forwarded-for": address } });
    }
  };
}

/** `/api/health` probed one after the other until `stop` resolves: how many, and how many not 200. */
async function probeHealth(
  baseUrl: string,
  stop: Promise<unknown>,
): Promise<{ probes: number; failed: number; worstMs: number }> {
  let done = false;
  void stop.finally(() => (done = true));
  let probes = 0;
  let failed = 0;
  let worstMs = 0;
  while (!done) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === 200;
      },
      () => false,
    );
    worstMs = Math.max(worstMs, performance.now() - started);
    probes += 1;
    if (!ok) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { probes, failed, worstMs };
}

/** The ordinary row, with /api/health probed at the same time; a failed row says why. */
async function ordinaryWithHealth(context: BenchContext) {
  const ordinary = measureOrdinary(context);
  const health = probeHealth(context.baseUrl, ordinary);
  return { ordinary: await ordinary, health: await health };
}

async function measureOrdinary(context: BenchContext): Promise<Measurement | Error> {
  return context
    .measureHttp(
      {
        url: "/graphql",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ categories { id name } }" }),
      },
      ORDINARY,
    )
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

const ordinaryRow = (figure: string, value: Measurement | Error, baseline: Measurement | Error): BenchRow => {
  if (baseline instanceof Error) throw baseline;
  const base = `no abuse: p50 ${format.ms(baseline.p50Ms)}, p99 ${format.ms(baseline.p99Ms)}`;
  if (value instanceof Error) return { figure, value: `FAILED: ${value.message}`, baseline: base };
  return {
    figure,
    value: `p50 ${format.ms(value.p50Ms)}, p99 ${format.ms(value.p99Ms)} (${format.rate(value.perSecond)})`,
    baseline: base,
    ratio: format.times(value.p50Ms, baseline.p50Ms),
  };
};

const healthRow = (
  figure: string,
  health: { probes: number; failed: number; worstMs: number },
): BenchRow => ({
  figure,
  value: `${health.probes - health.failed} of ${health.probes} answered 200`,
  baseline: `slowest ${format.ms(health.worstMs)}`,
  ratio: health.failed === 0 ? "all 200" : `${health.failed} NOT 200`,
});

/** One address takes every socket, subscription and report id it may; returns what it holds. */
async function liveAbuse(context: BenchContext) {
  const clients: Client[] = [];
  const refusals = new Map<string, number>();
  let requested = 0;
  let closedEarly = 0;
  const settled: Array<Promise<void>> = [];
  for (let s = 0; s < GRAPHQL_LIMITS.maxSocketsPerAddress; s++) {
    const client = createClient({
      url: `${context.baseUrl.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: fromAddress(ABUSER),
      retryAttempts: 0,
      lazy: false,
      on: { closed: () => (closedEarly += 1) },
      // A socket the server refuses or closes is counted, not thrown.
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    for (let n = 0; n < SUBSCRIPTIONS_PER_SOCKET; n++) {
      requested += 1;
      const ids = Array.from({ length: IDS_PER_SUBSCRIPTION }, () => randomUUID());
      settled.push(
        new Promise<void>((resolve) => {
          client.subscribe(
            {
              query: "subscription ($ids: [ID!]!) { reportActivity(reportIds: $ids) { votesCount } }",
              variables: { ids },
            },
            {
              next: (result) => {
                if (!result.errors) return;
                const code = String(result.errors[0]?.extensions?.code);
                refusals.set(code, (refusals.get(code) ?? 0) + 1);
                resolve();
              },
              error: (error) => {
                const code = Array.isArray(error)
                  ? String((error[0] as { extensions?: { code?: string } }).extensions?.code)
                  : "socket closed";
                refusals.set(code, (refusals.get(code) ?? 0) + 1);
                resolve();
              },
              complete: () => resolve(),
            },
          );
          // A subscription the server accepted says nothing: it counts as held once the memory settles.
          setTimeout(resolve, 100);
        }),
      );
    }
  }
  await Promise.all(settled);
  return {
    requested,
    /** Read once the app's memory has settled: refusals may arrive after the 100 ms wait above. */
    refusals,
    refused: () => [...refusals.values()].reduce((sum, count) => sum + count, 0),
    closedEarly: () => closedEarly,
    dispose: async () => {
      await Promise.all(clients.map(async (client) => client.dispose()));
    },
  };
}

/** A client that asks for the CSV and never reads past the first bytes. */
async function stalledDownload(baseUrl: string, address: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.write(
    `GET /api/open-data/reports.csv HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: ${address}\r\n\r\n`,
  );
  socket.once("data", () => socket.pause());
  socket.on("error", () => undefined);
  return socket;
}

/** An ordinary complete download: its time, or null when it had not finished within the patience. */
async function ordinaryDownload(
  baseUrl: string,
  address: string,
): Promise<{ ms: number | null; bytes: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/open-data/reports.csv`, {
      headers: { "x-forwarded-for": address },
      signal: AbortSignal.timeout(DOWNLOAD_PATIENCE_MS),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`open-data download answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return { ms: null, bytes: 0 };
    throw error;
  }
}

const bench: Bench = {
  title: `Client abuse: live subscriptions and stalled open-data downloads (${ORDINARY_CALLERS} ordinary callers of { categories })`,
  async run(context) {
    const rows: BenchRow[] = [];
    const quiet = await ordinaryWithHealth(context);
    rows.push(ordinaryRow(`ordinary callers, no abuse`, quiet.ordinary, quiet.ordinary));
    rows.push(healthRow(`  /api/health meanwhile`, quiet.health));

    // Live: the worst one address may do.
    const rssBefore = await settledRss(context.appPid);
    const abuse = await liveAbuse(context);
    const rssHeld = await settledRss(context.appPid);
    const underLive = await ordinaryWithHealth(context);
    const held = abuse.requested - abuse.refused();
    const closed = abuse.closedEarly();
    await abuse.dispose();
    const grown = Math.max(0, rssHeld - rssBefore);
    const refusals =
      [...abuse.refusals].map(([code, count]) => `${count} ${code}`).join(", ") || "none refused";
    rows.push({
      figure: `live: 1 address, ${GRAPHQL_LIMITS.maxSocketsPerAddress} sockets × ${SUBSCRIPTIONS_PER_SOCKET} reportActivity × ${IDS_PER_SUBSCRIPTION} ids asked`,
      value: `${held} subscriptions held (${refusals})`,
      baseline: `${closed} sockets closed`,
    });
    rows.push({
      figure: `  app memory held by that client (RSS growth; goal under 50 MiB)`,
      value: format.bytes(grown),
      baseline: `RSS ${format.bytes(rssBefore)} → ${format.bytes(rssHeld)}`,
      ratio: held > 0 ? `${format.bytes(grown / held)} per subscription` : "",
    });
    rows.push(ordinaryRow(`  ordinary callers while it holds them`, underLive.ordinary, quiet.ordinary));
    rows.push(healthRow(`  /api/health meanwhile`, underLive.health));

    // Open data: stalled downloads from many addresses.
    const warm = await ordinaryDownload(context.baseUrl, "198.19.1.1");
    const stalled: net.Socket[] = [];
    for (let a = 0; a < STALLED_ADDRESSES; a++) {
      for (let d = 0; d < STALLED_PER_ADDRESS; d++) {
        stalled.push(await stalledDownload(context.baseUrl, `198.19.2.${a + 1}`));
      }
    }
    const download = ordinaryDownload(context.baseUrl, "198.19.1.2");
    const underStalled = await ordinaryWithHealth(context);
    const during = await download;
    const idle = await context.pool.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE state LIKE 'idle in transaction%'",
    );
    for (const socket of stalled) socket.destroy();
    rows.push({
      figure: `open data: ${stalled.length} stalled downloads of reports.csv (${STALLED_ADDRESSES} addresses × ${STALLED_PER_ADDRESS})`,
      value:
        during.ms === null
          ? `an ordinary download BLOCKED (> ${DOWNLOAD_PATIENCE_MS / 1000} s)`
          : `an ordinary download took ${format.ms(during.ms)}`,
      baseline:
        warm.ms === null ? "alone: blocked" : `alone: ${format.ms(warm.ms)} (${format.bytes(warm.bytes)})`,
      ratio: `${idle.rows[0]!.count} connections idle in transaction`,
    });
    rows.push(ordinaryRow(`  ordinary callers while they stall`, underStalled.ordinary, quiet.ordinary));
    rows.push(healthRow(`  /api/health meanwhile`, underStalled.health));
    return rows;
  },
};
export default bench;
