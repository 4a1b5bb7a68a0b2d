import http from "node:http";
import net from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATISTICS_MESSAGES } from "../../src/domain";
import { withClient } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";
import { eventually } from "../websocket-client";

/**
 * Enough reports that a file is larger than what the kernel buffers for a client that does not read
 * (the app's send buffer and the client's receive buffer, a few megabytes on loopback).
 */
const REPORTS = 60_000;
const CSV = "/api/open-data/reports.csv";
const DOWNLOADS_PER_ADDRESS = 2;

let server: TestServer;
let host: string;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    // Each test client names its own address, as a proxy in front of the app would.
    TRUST_PROXY: "loopback",
    OPEN_DATA_DOWNLOADS_PER_ADDRESS: String(DOWNLOADS_PER_ADDRESS),
    OPEN_DATA_IDLE_TIMEOUT_MS: "1500",
  });
  port = Number(new URL(server.url).port);
  host = new URL(server.url).hostname;
  await withClient(server.databaseUrl, (client) =>
    client.query(
      `INSERT INTO report (id, category_id, neighborhood, severity, status, created_at, updated_at,
                           first_resolved_at, latitude, longitude)
       SELECT gen_random_uuid(), (ARRAY['vias','aseo','seguridad','iluminacion'])[1 + i % 4], 'riomar',
              1 + i % 5, CASE WHEN i % 3 = 0 THEN 'resuelto' ELSE 'recibido' END,
              now() - i * interval '7 minutes', now() - i * interval '7 minutes',
              CASE WHEN i % 3 = 0 THEN now() - i * interval '5 minutes' END,
              11.01 + (i % 97) * 0.0001, -74.82 + (i % 89) * 0.0001
         FROM generate_series(1, $1::int) AS i`,
      [REPORTS],
    ),
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * A client that asks for a file and never reads past the first bytes: the download stalls once the
 * kernel's buffers are full.
 */
async function stalledDownload(address: string, path = CSV): Promise<net.Socket> {
  const socket = net.connect({ host, port });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve).once("error", reject);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nX-Forwarded-For: ${address}\r\n\r\n`);
  await new Promise<void>((resolve) => {
    socket.once("data", () => {
      socket.pause();
      resolve();
    });
  });
  return socket;
}

/** Reads what is left of a stalled socket until the server closes it; resolves with the bytes read. */
function drain(socket: net.Socket): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    socket.on("data", (chunk: Buffer) => (bytes += chunk.length));
    socket.once("close", () => resolve(bytes));
    socket.resume();
  });
}

/**
 * A download from `address`. `max-age=0`, as a browser revalidating says: fetch would otherwise add
 * `no-cache` to a conditional request, which asks for the whole file whatever its ETag.
 */
const download = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${CSV}`, {
    headers: { "x-forwarded-for": address, "cache-control": "max-age=0", ...headers },
  });

async function idleInTransaction(): Promise<number> {
  return withClient(server.databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    return Number(rows[0]!.count);
  });
}

describe("open-data downloads and slow clients", () => {
  it("stalled downloads hold no database connection and block neither other downloads nor /api/health", async () => {
    const stalled = await Promise.all([stalledDownload("198.51.100.1"), stalledDownload("198.51.100.1")]);
    try {
      expect(await idleInTransaction()).toBe(0);
      stalled.push(await stalledDownload("198.51.100.2", "/api/open-data/reports.geojson"));
      for (let probe = 0; probe < 5; probe++) {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      }
      const response = await download("198.51.100.3");
      expect(response.status).toBe(200);
      const lines = (await response.text()).trimEnd().split("\n");
      expect(lines).toHaveLength(REPORTS + 1);
      expect(await idleInTransaction()).toBe(0);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  }, 60_000);

  it(`allows ${DOWNLOADS_PER_ADDRESS} downloads at once per address, and cuts a client that stops reading`, async () => {
    const stalled = [await stalledDownload("198.51.100.7"), await stalledDownload("198.51.100.7")];
    const refused = await download("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: STATISTICS_MESSAGES.openDataDownloadsBusy(DOWNLOADS_PER_ADDRESS),
    });
    // Another address is served meanwhile.
    expect((await download("198.51.100.8")).status).toBe(200);

    // The stalled clients are cut after the idle timeout, with the file unfinished: their places free up.
    const full = Number(
      (await download("198.51.100.9", { "accept-encoding": "identity" })).headers.get("content-length"),
    );
    const received = await Promise.all(stalled.map(drain));
    for (const bytes of received) expect(bytes).toBeLessThan(full);
    const served = await download("198.51.100.7");
    expect(served.status).toBe(200);
    await served.arrayBuffer();
  }, 60_000);
});

describe("open-data files served like static files", () => {
  it("answers with an ETag, 304 when it has not changed, byte ranges and a gzip copy", async () => {
    const first = await download("198.51.100.20", { "accept-encoding": "identity" });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("accept-ranges")).toBe("bytes");
    const whole = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get("content-length"))).toBe(whole.length);

    const again = await download("198.51.100.20", { "if-none-match": etag!, "accept-encoding": "identity" });
    expect(again.status).toBe(304);

    const part = await download("198.51.100.20", { range: "bytes=100-199", "accept-encoding": "identity" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);

    // A gzip copy, with an ETag of its own (read with node:http: fetch would unpack it).
    const gzip = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const request = http.get(
          `${server.url}${CSV}`,
          { headers: { "x-forwarded-for": "198.51.100.21", "accept-encoding": "gzip" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.once("end", () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.once("error", reject);
      },
    );
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers.etag).not.toBe(etag);
    expect(gunzipSync(gzip.body).equals(whole)).toBe(true);
  }, 60_000);

  it("builds a new file after a change, and only then", async () => {
    const before = await download("198.51.100.30", { "accept-encoding": "identity" });
    const etag = before.headers.get("etag")!;
    await before.arrayBuffer();
    const unchanged = await download("198.51.100.30", {
      "if-none-match": etag,
      "accept-encoding": "identity",
    });
    expect(unchanged.status).toBe(304);
    await withClient(server.databaseUrl, (client) =>
      client.query(
        `UPDATE report SET status = 'resuelto', first_resolved_at = now()
          WHERE id = (SELECT id FROM report WHERE status = 'recibido' ORDER BY created_at DESC LIMIT 1)`,
      ),
    );
    // The change reaches the app through PostgreSQL: the next download is the new file.
    let attempt = 0;
    await eventually(async () => {
      // An address per attempt: each download spends its address's hourly budget.
      const after = await download(`198.18.0.${++attempt}`, {
        "if-none-match": etag,
        "accept-encoding": "identity",
      });
      await after.arrayBuffer();
      return after.status === 200 && after.headers.get("etag") !== etag;
    });
  }, 60_000);
});
