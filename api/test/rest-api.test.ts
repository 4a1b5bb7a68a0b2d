import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "../src/domain";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("REST API", () => {
  it("GET /api/categories lists the 11 categories in the domain module's order", async () => {
    const response = await fetch(`${server.url}/api/categories`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(body).toHaveLength(11);
    expect(body).toEqual(
      CATEGORIES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
    );
  });

  it.each([
    ["GET", "/api/no-such-thing"],
    ["POST", "/api/categories/seguridad"],
    ["GET", "/api"],
  ])("%s %s answers 404 with a JSON error", async (method, path) => {
    // Accepting HTML too: the web app's fallback to index.html must not reach /api.
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { accept: "text/html,application/json", "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toMatch(/\S/);
  });
});
