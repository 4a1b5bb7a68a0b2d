import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/auth/session";
import { admin } from "./reports/report-support";
import { insertReports } from "./reports/report-search-support";
import { rawRequest, type RawAnswer } from "./support/raw-http";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  // Twenty reports with texts: a page of them is about 30 KB of JSON.
  await insertReports(
    server,
    Array.from({ length: 20 }, (_, index) => ({
      name: `r${index}`,
      description: `Hueco número ${index} frente a la tienda, los carros lo esquivan por el andén.`,
      address: `Calle ${70 + index} # 50-${index}`,
      createdAt: new Date(Date.now() - index * 60_000),
    })),
  );
  const staff = await admin(server);
  cookie = `${SESSION_COOKIE}=${staff.cookie(SESSION_COOKIE)}`;
});

afterAll(async () => {
  await server?.stop();
});

function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return send("GET", path, headers);
}

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return rawRequest(`${server.url}${path}`, { method, headers: { cookie, ...headers }, body });
}

const PAGE = "/api/reports/all?limit=20";

describe("compression of JSON answers (docs/decisions.md#compression)", () => {
  it("gzips a page of reports in one piece, with its length, for a client that accepts gzip", async () => {
    const plain = await get(PAGE, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const page = JSON.parse(plain.body.toString("utf8")) as unknown[];
    expect(page).toHaveLength(20);

    const gzip = await get(PAGE, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    // Compressed at once: its length is known before it is sent, where the stream sends chunks.
    expect(gzip.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(page);
  });

  it("leaves a client that takes brotli but not gzip to the compression stream", async () => {
    const plain = await get(PAGE, {});
    const brotli = await get(PAGE, { "accept-encoding": "gzip;q=0, br" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString("utf8"))).toEqual(
      JSON.parse(plain.body.toString("utf8")),
    );
  });

  it("sends small answers and clients that ask for no encoding the JSON as it is", async () => {
    const small = await get("/api/reports/all?limit=1", { "accept-encoding": "gzip" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(4096);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toHaveLength(1);

    const none = await get(PAGE, {});
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
  });

  it("gzips a GraphQL answer in one piece too", async () => {
    const query = JSON.stringify({
      query:
        "{ searchReports(limit: 20) { nodes { id radicado description address neighborhood status severity createdAt updatedAt category { name description } } } }",
    });
    const headers = { "content-type": "application/json", "apollo-require-preflight": "true" };
    const plain = await send("POST", "/graphql", headers, query);
    expect(plain.status).toBe(200);
    // Well over the threshold, so that a field less would not send it to the stream instead.
    expect(plain.body.length).toBeGreaterThan(8192);
    const gzip = await send("POST", "/graphql", { ...headers, "accept-encoding": "gzip" }, query);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^application\/(graphql-response\+)?json; charset=utf-8$/);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
