import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../http-client";
import { withClient } from "../postgres";
import { processedPhoto } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { eventually } from "../websocket-client";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function start(env: Record<string, string> = {}, logDestination?: { write(line: string): void }) {
  const server = await startTestServer(env, { logDestination });
  servers.push(server);
  return server;
}

describe("request logs (docs/security.md#logs)", () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    // The production default level: what an operator's log collector keeps.
    server = await start({ LOG_LEVEL: "info" }, { write: (line) => void lines.push(line) });
  });

  it("hold no session cookie, authorization header or upload signature, at the default level", async () => {
    const client = new HttpClient(server.url);
    const signIn = await client.request("/api/test-login", {
      method: "POST",
      json: { userId: "test-citizen" },
    });
    expect(signIn.status).toBe(200);
    const sessionCookie = client.cookie("reporta.sid")!;
    expect((await client.request("/api/auth/user")).status).toBe(200);
    await client.request("/api/auth/methods", { headers: { authorization: "Bearer token-muy-secreto" } });
    const upload = await client.request("/api/objects/upload", { method: "POST", json: {} });
    const { uploadURL } = (await upload.json()) as { uploadURL: string };
    const signature = new URL(uploadURL).searchParams.get("signature")!;
    await fetch(uploadURL, { method: "PUT", body: "x", headers: { "content-type": "image/jpeg" } });
    // A request's line is written when its response closes, which may come after the client has read
    // the answer: wait for the five lines.
    const logged = () =>
      lines.flatMap((line) => {
        const { req } = JSON.parse(line) as { req?: { method: string; url: string } };
        return req ? [`${req.method} ${req.url.split("?")[0]}`] : [];
      });
    await eventually(() =>
      [
        "POST /api/test-login",
        "GET /api/auth/user",
        "GET /api/auth/methods",
        "POST /api/objects/upload",
        `PUT ${new URL(uploadURL).pathname}`,
      ].every((request) => logged().includes(request)),
    );

    const log = lines.join("");
    // The requests were logged, so their absence below means something.
    expect(log).toContain('"url":"/api/auth/user"');
    expect(log).toContain("/api/storage/upload/");
    expect(log).toContain("[oculto]");
    for (const secret of [
      sessionCookie,
      decodeURIComponent(sessionCookie),
      "token-muy-secreto",
      signature,
      encodeURIComponent(signature),
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/reporta\.sid=/);
  });
});

describe("client address (TRUST_PROXY)", () => {
  const signUpFrom = (server: TestServer, forwardedFor: string) =>
    new HttpClient(server.url).request("/api/auth/sign-up", {
      method: "POST",
      headers: { "x-forwarded-for": forwardedFor },
      json: { email: `xff-${Math.random()}@example.com`, password: "una clave bien larga", firstName: "X" },
    });
  const limitKeys = (server: TestServer) =>
    withClient(server.databaseUrl, async (db) =>
      (
        await db.query<{ key: string }>(
          "SELECT key FROM rate_limit WHERE key LIKE 'sign-up-ip:%' ORDER BY key",
        )
      ).rows.map((row) => row.key),
    );

  it("ignores X-Forwarded-For by default, even from loopback: the client cannot pick its address", async () => {
    const server = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUpFrom(server, `203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await limitKeys(server)).toEqual(["sign-up-ip:127.0.0.1"]);
  });

  it("believes the proxies TRUST_PROXY names", async () => {
    const server = await start({ TRUST_PROXY: "loopback" });
    expect((await signUpFrom(server, "203.0.113.7")).status).toBe(201);
    expect((await signUpFrom(server, "198.51.100.1, 203.0.113.8")).status).toBe(201);
    expect(await limitKeys(server)).toEqual(["sign-up-ip:203.0.113.7", "sign-up-ip:203.0.113.8"]);
  });
});

describe("security headers (docs/security.md#http-headers)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });

  it("sends a strict Content-Security-Policy and the other headers on every answer", async () => {
    for (const path of ["/", "/api/auth/methods", "/api/no-existe"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
      const csp = response.headers.get("content-security-policy") ?? "";
      const directives = Object.fromEntries(
        csp.split(";").map((directive) => {
          const [name = "", ...values] = directive.trim().split(/\s+/);
          return [name, values.join(" ")];
        }),
      );
      expect(directives).toMatchObject({
        "default-src": "'self'",
        "script-src": "'self'",
        "script-src-attr": "'none'",
        "object-src": "'none'",
        "frame-ancestors": "'none'",
        "base-uri": "'self'",
        "connect-src": "'self'",
        // The service worker and the manifest are the app's own files (docs/offline.md#security-headers).
        "worker-src": "'self'",
        "manifest-src": "'self'",
      });
      expect(directives["script-src"]).not.toMatch(/unsafe/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Not in development or tests: a browser would remember it for the host.
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("keeps the photo route's own caching headers", async () => {
    const client = await new HttpClient(server.url).testLogin("test-citizen");
    const photo = await processedPhoto(client);
    const response = await fetch(`${server.url}${photo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds HSTS in production, and upgrades insecure requests when the site is served over HTTPS", async () => {
    const production = await start({ NODE_ENV: "production", PUBLIC_URL: "https://reporta.example.gov.co" });
    const response = await fetch(`${production.url}/api/auth/methods`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    // Not on a plain-HTTP site (compose on localhost): its own requests would be sent to https: and fail.
    const plain = await start({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });
    const plainCsp = (await fetch(`${plain.url}/api/auth/methods`)).headers.get("content-security-policy");
    expect(plainCsp).toContain("script-src 'self'");
    expect(plainCsp).not.toContain("upgrade-insecure-requests");
  });
});

describe("upload URLs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });

  it("are handed to staff only as the owner of a resolution's después photo (docs/security.md#uploads-for-staff)", async () => {
    const staff = await new HttpClient(server.url).testLogin("test-admin");
    const response = await staff.request("/api/objects/upload", { method: "POST", json: {} });
    expect(response.status).toBe(200);
    const rows = await withClient(
      server.databaseUrl,
      async (db) =>
        (
          await db.query<{ owner_id: string; report_id: string | null }>(
            "SELECT owner_id, report_id FROM photo WHERE owner_id = 'test-admin'",
          )
        ).rows,
    );
    // Owned by the staff member who asked, and attached to nothing until a resolution takes it.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.owner_id === "test-admin" && row.report_id === null)).toBe(true);
  });
});
