import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROUTE_LABELS } from "../src/server/metrics";
import { startTestServer, type TestServer } from "./test-server";
import { eventually, openSocket, subscribe } from "./websocket-client";

const TOKEN = "un-token-de-metricas-bastante-largo-0123456789";
const PROMTOOL = process.env.PROMTOOL_PATH ?? "promtool";

/** One sample line: the series' name, its labels and its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus's own checker passes the text (format and naming lint, `promtool check metrics`), then its
 * sample lines are read for the figures the tests assert.
 */
async function scrape(server: TestServer, headers: Record<string, string> = {}): Promise<Sample[]> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  await promtoolCheck(text);
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? "").matchAll(
        /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
      )) {
        labels[key!] = value!.replace(/\\(.)/g, (_, character: string) =>
          character === "n" ? "\n" : character,
        );
      }
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/**
 * promtool exits 1 when the text does not parse and 3 when it parses but breaks a naming rule. Ours
 * (reporta_*) must break none; prom-client's own process gauges named *_total (nodejs_active_handles_total)
 * are its choice, not ours, and are let through.
 */
function promtoolCheck(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(PROMTOOL, ["check", "metrics"], (error, stdout, stderr) => {
      const ours = `${stdout}${stderr}`.split("\n").filter((line) => line.startsWith("reporta_"));
      if (!error || (error.code === 3 && ours.length === 0)) resolve();
      else reject(new Error(`promtool check metrics failed (exit ${error.code}):\n${stdout}${stderr}`));
    });
    child.stdin!.end(text);
  });
}

const series = (samples: Sample[], name: string) => samples.filter((sample) => sample.name === name);
const sum = (samples: Sample[]) => samples.reduce((total, sample) => total + sample.value, 0);

/** The request count of one route template (every method summed; one status if given). */
function requestsOf(samples: Sample[], route: string, status?: string): number {
  return sum(
    series(samples, "reporta_http_request_duration_seconds_count").filter(
      (sample) => sample.labels.route === route && (!status || sample.labels.status === status),
    ),
  );
}

const bearer = { authorization: `Bearer ${TOKEN}` };

describe("GET /metrics with a token", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers 404, as an unknown path does, without the token or with another one", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer otro-token" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Recurso no encontrado" });
    }
  });

  it("counts requests by route template, never by raw URL, and bounds the series", async () => {
    const before = await scrape(server, bearer);
    const countSeries = (samples: Sample[]) => series(samples, "reporta_http_request_duration_seconds_count");
    const reportsBefore = requestsOf(before, "/api/reports/:id");
    // 1,000 distinct URLs: 500 reports that do not exist, 500 paths nobody serves.
    const urls = [
      ...Array.from({ length: 500 }, () => `/api/reports/${randomUUID()}`),
      ...Array.from({ length: 500 }, (_, index) => `/api/no-existe-${index}-${randomUUID()}`),
    ];
    for (let start = 0; start < urls.length; start += 50) {
      await Promise.all(
        urls.slice(start, start + 50).map(async (url) => (await fetch(`${server.url}${url}`)).arrayBuffer()),
      );
    }
    const after = await scrape(server, bearer);
    expect(requestsOf(after, "/api/reports/:id") - reportsBefore).toBe(500);
    expect(requestsOf(after, "unmatched", "404")).toBeGreaterThanOrEqual(500);
    // A handful of new series (a status or two per template, the scrape itself), not one per URL.
    expect(countSeries(after).length - countSeries(before).length).toBeLessThanOrEqual(6);
    expect(countSeries(after).some((sample) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(sample.labels.route!))).toBe(
      false,
    );
    expect(new Set(countSeries(after).map((sample) => sample.labels.route)).size).toBeLessThanOrEqual(
      MAX_ROUTE_LABELS + 1,
    );
  });

  it("counts GraphQL operations by name and outcome", async () => {
    const post = (query: string) =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
    await (await post("query CategoriasDeLaPrueba { categories { id } }")).json();
    await (await post("query CategoriasDeLaPrueba { categories { id } }")).json();
    await (await post("query MisAvisosSinSesion { notifications { id } }")).json();
    const samples = await scrape(server, bearer);
    const countOf = (operation: string, outcome: string) =>
      sum(
        series(samples, "reporta_graphql_operation_duration_seconds_count").filter(
          (sample) => sample.labels.operation === operation && sample.labels.outcome === outcome,
        ),
      );
    expect(countOf("CategoriasDeLaPrueba", "success")).toBe(2);
    expect(countOf("MisAvisosSinSesion", "error")).toBe(1);
    expect(requestsOf(samples, "/graphql")).toBeGreaterThanOrEqual(3);
  });

  it("shows the pools, the job queue, WebSockets and live subscriptions, and the process", async () => {
    const socket = openSocket(server.url);
    const live = subscribe(socket, "subscription { publicStatisticsChanged { totalReports } }");
    try {
      const gauge = (samples: Sample[], name: string) => sum(series(samples, name));
      let samples: Sample[] = [];
      await eventually(async () => {
        samples = await scrape(server, bearer);
        return gauge(samples, "reporta_live_subscriptions") === 1;
      });
      expect(gauge(samples, "reporta_websocket_connections")).toBe(1);
      const pools = series(samples, "reporta_db_pool_connections");
      expect(new Set(pools.map((sample) => sample.labels.pool))).toEqual(new Set(["orm", "sessions"]));
      const queue = series(samples, "reporta_job_queue_jobs");
      expect(queue.map((sample) => sample.labels.state).sort()).toEqual([
        "failed",
        "ready",
        "running",
        "scheduled",
      ]);
      expect(gauge(samples, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
      expect(series(samples, "nodejs_eventloop_lag_seconds")).toHaveLength(1);

      live.close();
      await socket.dispose();
      await eventually(async () => {
        const now = await scrape(server, bearer);
        return (
          gauge(now, "reporta_websocket_connections") === 0 && gauge(now, "reporta_live_subscriptions") === 0
        );
      });
    } finally {
      await socket.dispose();
    }
  });
});

describe("GET /metrics by address", () => {
  it("answers the addresses in METRICS_ALLOW without a token, and nobody when neither is set", async () => {
    const allowed = await startTestServer({ METRICS_ALLOW: "10.0.0.0/8, 127.0.0.1" });
    const closed = await startTestServer();
    try {
      expect((await scrape(allowed)).length).toBeGreaterThan(0);
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${closed.url}/metrics`, { headers: bearer })).status).toBe(404);
    } finally {
      await allowed.stop();
      await closed.stop();
    }
  });
});
