import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/env";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";

let server: TestServer;
beforeAll(async () => {
  // Behind a TLS-terminating proxy on loopback, as in a real deployment.
  server = await startTestServer({
    NODE_ENV: "production",
    TRUST_PROXY: "loopback",
    PUBLIC_URL: "https://reporta.example.gov.co",
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("production mode", () => {
  it("answers 404 to the test sign-in, API and screen", async () => {
    const page = await new HttpClient(server.url).request("/test-login", {
      headers: { accept: "text/html" },
    });
    expect(page.status).toBe(404);
    const response = await new HttpClient(server.url).request("/api/test-login", {
      method: "POST",
      json: { userId: "test-admin" },
    });
    expect(response.status).toBe(404);
    const methods: unknown = await (await new HttpClient(server.url).request("/api/auth/methods")).json();
    expect(methods).toEqual({
      oidc: false,
      builtIn: true,
      testLogin: false,
    });
  });

  it("marks the session cookie Secure", async () => {
    const credentials = { email: "produccion@example.com", password: "una clave bastante larga" };
    const headers = { "x-forwarded-proto": "https" };
    const client = new HttpClient(server.url);
    const signUp = await client.request("/api/auth/sign-up", {
      method: "POST",
      headers,
      json: { ...credentials, firstName: "Prod" },
    });
    expect(signUp.status).toBe(201);
    const response = await client.request("/api/auth/sign-in", {
      method: "POST",
      headers,
      json: credentials,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("reporta.sid="));
    expect(cookie).toMatch(/; Secure/i);
  });

  it.each(["SESSION_SECRET", "CEDULA_HASH_KEY"])("refuses to start without %s, naming it", (name) => {
    const env: Record<string, string> = {
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      CEDULA_HASH_KEY: randomBytes(32).toString("hex"),
      PUBLIC_URL: "https://reporta.example.gov.co",
    };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: is required in production`));
    expect(() => loadConfig({ ...env, [name]: "too-short" })).toThrow(
      new RegExp(`${name}: must be at least 32`),
    );
  });

  it("refuses to start without PUBLIC_URL, so that no link it writes comes from a request's Host header", () => {
    const env: Record<string, string> = {
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      CEDULA_HASH_KEY: randomBytes(32).toString("hex"),
    };
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: is required in production/);
    expect(() => loadConfig({ ...env, PUBLIC_URL: "reporta.example.gov.co" })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...env, PUBLIC_URL: "https://reporta.example.gov.co" }).publicUrl).toBe(
      "https://reporta.example.gov.co",
    );
  });
});
