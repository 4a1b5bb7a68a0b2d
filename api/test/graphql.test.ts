import { createClient, type Client } from "graphql-ws";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CATEGORIES } from "../src/domain";
import { postGraphQL, queryGraphQL } from "./graphql-client";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

interface CategoriesData {
  categories: Array<{ id: string; name: string; description: string; icon: string }>;
}

describe("GraphQL over HTTP", () => {
  it("{ categories } returns the 11 categories in the domain module's order", async () => {
    const data = await queryGraphQL<CategoriesData>(
      server.url,
      "{ categories { id name description icon } }",
    );
    expect(data.categories).toHaveLength(11);
    expect(data.categories).toEqual(
      CATEGORIES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
    );
  });

  it("reports a query error as GraphQL errors, not as a server error", async () => {
    const result = await postGraphQL(server.url, "{ categories { noSuchField } }");
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/noSuchField/);
  });

  // A cross-site page can send "simple" requests (text/plain, no custom header) without a CORS
  // preflight, and the browser attaches the user's cookies: neither layer may execute them.
  it("refuses a POST with a simple content type before it reaches GraphQL", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ categories { id } }" }),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toMatch(/\S/);
  });

  it("has Apollo's CSRF prevention refuse a simple POST that passed the app's own guard", async () => {
    // X-Requested-With satisfies the app's guard but is not a header Apollo accepts as preflight proof.
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ query: "{ categories { id } }" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it("refuses a GET without a preflight-forcing header (CSRF prevention)", async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent("{ categories { id } }")}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it("compresses a large answer for a client that accepts gzip, and sends it as is to one that does not", async () => {
    const body = JSON.stringify({ query: "{ __schema { types { name description } } }" });
    const post = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.request(
          `${server.url}/graphql`,
          { method: "POST", headers: { "content-type": "application/json", ...headers } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.once("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.once("error", reject);
        request.end(body);
      });
    const plain = await post({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(4096);
    const gzip = await post({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});

describe("GraphQL over WebSocket", () => {
  it("runs an operation on the same port and path /graphql", async () => {
    const client: Client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let received: unknown;
        client.subscribe(
          { query: "{ categories { id } }" },
          {
            next: (value) => {
              received = value;
            },
            error: reject,
            complete: () => resolve(received),
          },
        );
      });
      expect(result).toEqual({ data: { categories: CATEGORIES.map(({ id }) => ({ id })) } });
    } finally {
      await client.dispose();
    }
  });
});
