import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { withClient } from "./postgres";
import { startTestServer, type TestServer } from "./test-server";

// One server per test: each one cuts its database's connections.
let server: TestServer | undefined;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  if (!server) return;
  await setAllowConnections(server, true);
  await server.stop();
  server = undefined;
});

async function getHealth(app: TestServer, check = ""): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${app.url}/api/health${check}`);
  return { status: response.status, body: await response.json() };
}

/** What a database restart or failover does to the app: every open connection is closed. */
async function terminateConnections(app: TestServer): Promise<void> {
  await withClient(inject("postgresAdminUrl"), (client) =>
    client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [app.databaseName],
    ),
  );
}

async function setAllowConnections(app: TestServer, allow: boolean): Promise<void> {
  await withClient(inject("postgresAdminUrl"), (client) =>
    client.query(`ALTER DATABASE ${pg.escapeIdentifier(app.databaseName)} ALLOW_CONNECTIONS ${allow}`),
  );
}

describe("GET /api/health", () => {
  it("answers 200 while the database answers, 503 while it does not, and recovers", async () => {
    const app = server!;
    expect(await getHealth(app)).toEqual({ status: 200, body: { status: "ok" } });

    await setAllowConnections(app, false);
    await terminateConnections(app);
    const started = performance.now();
    expect(await getHealth(app)).toEqual({ status: 503, body: { status: "unavailable" } });
    // A load balancer needs the answer within its own timeout (the route gives up after 2 s).
    expect(performance.now() - started).toBeLessThan(5_000);

    await setAllowConnections(app, true);
    expect(await getHealth(app)).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("splits liveness (the process) from readiness (the database and its migrations)", async () => {
    const app = server!;
    const ok = { status: 200, body: { status: "ok" } };
    expect(await getHealth(app, "/live")).toEqual(ok);
    expect(await getHealth(app, "/ready")).toEqual(ok);

    // A database that is down: alive (no restart would help), not ready.
    await setAllowConnections(app, false);
    await terminateConnections(app);
    expect(await getHealth(app, "/live")).toEqual(ok);
    expect(await getHealth(app, "/ready")).toEqual({
      status: 503,
      body: { status: "unavailable", reason: "database" },
    });
    await setAllowConnections(app, true);
    expect(await getHealth(app, "/ready")).toEqual(ok);

    // A database behind the code: a migration it knows is not applied there.
    const [last] = await withClient(app.databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: number; name: string; executed_at: Date }>(
        "DELETE FROM mikro_orm_migrations WHERE id = (SELECT max(id) FROM mikro_orm_migrations) RETURNING *",
      );
      return rows;
    });
    try {
      expect(await getHealth(app, "/ready")).toEqual({
        status: 503,
        body: { status: "unavailable", reason: "migrations", pending: 1 },
      });
      expect(await getHealth(app, "/live")).toEqual(ok);
    } finally {
      await withClient(app.databaseUrl, (client) =>
        client.query("INSERT INTO mikro_orm_migrations (id, name, executed_at) VALUES ($1, $2, $3)", [
          last!.id,
          last!.name,
          last!.executed_at,
        ]),
      );
    }
    expect(await getHealth(app, "/ready")).toEqual(ok);
  });

  it("keeps the app running when the database closes its idle connections", async () => {
    const app = server!;
    // Signing in stores a session, which leaves idle connections in the session pool too.
    const signIn = await fetch(`${app.url}/api/test-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: "test-citizen" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^reporta\.sid=/);

    await terminateConnections(app);
    // Let the closed connections' errors arrive: unhandled, they would end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await getHealth(app)).toEqual({ status: 200, body: { status: "ok" } });
    // A call that reads the session (categories answer before the session is loaded).
    const me = await fetch(`${app.url}/api/auth/user`, { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: "test-citizen" });
  });
});
