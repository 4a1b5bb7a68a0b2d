import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/auth/session";
import { SESSION_RECHECK_MS } from "../src/server/websocket";
import { createTestSchema, type TestSchema } from "./graphql-test-schema";
import { HttpClient } from "./http-client";
import { withClient } from "./postgres";
import { startTestServer, type TestServer } from "./test-server";
import { eventually, openSocket, run, subscribe, type GraphQLAnswer } from "./websocket-client";

let server: TestServer;
let test: TestSchema;
const sockets: Client[] = [];

beforeAll(async () => {
  test = createTestSchema();
  server = await startTestServer({}, { extendSchema: test.extendSchema });
});
afterEach(async () => {
  await Promise.all(
    sockets.splice(0).map(async (socket) => {
      await socket.dispose();
    }),
  );
  // Every test leaves the two test users as they were seeded.
  await sql(`UPDATE app_user SET active = true, role = 'citizen' WHERE id = 'test-citizen'`);
  await sql(`UPDATE app_user SET active = true, role = 'super_admin' WHERE id = 'test-admin'`);
});
afterAll(async () => {
  await server?.stop();
});

function sql(text: string, values: unknown[] = []): Promise<unknown> {
  return withClient(server.databaseUrl, (client) => client.query(text, values));
}

/** A signed-in browser: its HTTP client, and a WebSocket opened with its session cookie. */
async function signedInSocket(userId: "test-citizen" | "test-admin") {
  const http = await new HttpClient(server.url).testLogin(userId);
  const socket = openSocket(server.url, `${SESSION_COOKIE}=${http.cookie(SESSION_COOKIE)}`);
  sockets.push(socket);
  return { http, socket };
}

const ME = "{ me { id role } }";
const CREATE_REPORT = `mutation {
  createReport(input: { categoryId: "aseo", neighborhood: "riomar", severity: 2 }) { id }
}`;
/** A well-formed report id that no report has: access is decided before "not found". */
const UPDATE_STATUS = `mutation {
  updateReportStatus(id: "00000000-0000-4000-8000-000000000000", status: en_gestion) { id }
}`;

const codes = (answer: GraphQLAnswer) => answer.errors?.map((error) => error.extensions?.code);

describe("a socket opened before its session changed", () => {
  it("after /api/logout: no more `me` nor createReport; public operations run as anonymous", async () => {
    const { http, socket } = await signedInSocket("test-citizen");
    expect((await run(socket, ME)).data).toEqual({ me: { id: "test-citizen", role: "citizen" } });
    const filed = await run(socket, CREATE_REPORT);
    expect(filed.errors).toBeUndefined();

    expect((await http.request("/api/logout")).status).toBe(302);

    expect(await run(socket, ME)).toEqual({ data: { me: null } });
    expect(codes(await run(socket, CREATE_REPORT))).toEqual(["UNAUTHENTICATED"]);
    const categories = await run(socket, "{ categories { id } }");
    expect(categories.errors).toBeUndefined();
  });

  it("after the account is deactivated", async () => {
    const { socket } = await signedInSocket("test-citizen");
    expect((await run(socket, ME)).data).toEqual({ me: { id: "test-citizen", role: "citizen" } });
    await sql(`UPDATE app_user SET active = false WHERE id = 'test-citizen'`);
    expect(await run(socket, ME)).toEqual({ data: { me: null } });
    expect(codes(await run(socket, CREATE_REPORT))).toEqual(["UNAUTHENTICATED"]);
  });

  it("after a demotion: staff operations are refused at once", async () => {
    const { socket } = await signedInSocket("test-admin");
    // Access granted: the report does not exist.
    expect(codes(await run(socket, UPDATE_STATUS))).toEqual(["NOT_FOUND"]);
    await sql(`UPDATE app_user SET role = 'citizen' WHERE id = 'test-admin'`);
    expect(codes(await run(socket, UPDATE_STATUS))).toEqual(["FORBIDDEN"]);
    expect((await run(socket, ME)).data).toEqual({ me: { id: "test-admin", role: "citizen" } });
  });
});

describe("a running subscription", () => {
  const listening = async (count: number) => {
    await eventually(() => test.events.listenerCount("tick") === count);
  };

  it("ends with UNAUTHENTICATED at its next event after logout, while a public one goes on", async () => {
    const { http, socket } = await signedInSocket("test-citizen");
    const base = test.events.listenerCount("tick");
    const mine = subscribe(socket, "subscription { viewerTick }");
    const open = subscribe(socket, "subscription { tick }");
    await listening(base + 2);
    test.events.emit("tick", 1);
    expect(await mine.next()).toEqual({ data: { viewerTick: "1:test-citizen:citizen" } });
    expect(await open.next()).toEqual({ data: { tick: 1 } });

    await http.request("/api/logout");
    // A reading of the session is reused for at most this long.
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 100));
    test.events.emit("tick", 2);
    const refused = await mine.next();
    expect(codes(refused)).toEqual(["UNAUTHENTICATED"]);
    expect(refused.data).toEqual({ viewerTick: null });
    await mine.ended;
    expect(await open.next()).toEqual({ data: { tick: 2 } });
    await listening(base + 1);
    open.close();
  });

  it("ends with FORBIDDEN at its next event after a demotion", async () => {
    const { socket } = await signedInSocket("test-admin");
    const base = test.events.listenerCount("tick");
    const staff = subscribe(socket, "subscription { staffTick }");
    await listening(base + 1);
    test.events.emit("tick", 1);
    expect(await staff.next()).toEqual({ data: { staffTick: "1:test-admin:super_admin" } });

    await sql(`UPDATE app_user SET role = 'citizen' WHERE id = 'test-admin'`);
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 100));
    test.events.emit("tick", 2);
    expect(codes(await staff.next())).toEqual(["FORBIDDEN"]);
    await staff.ended;
    await listening(base);
  });

  it("cannot be started by a signed-out socket when it needs a signed-in user", async () => {
    const socket = openSocket(server.url);
    sockets.push(socket);
    const refused = subscribe(socket, "subscription { viewerTick }");
    expect(codes(await refused.next())).toEqual(["UNAUTHENTICATED"]);
    await refused.ended;
  });
});

describe("a deleted account", () => {
  // Last: the test citizen is gone afterwards.
  it("loses access at once, on a socket opened before", async () => {
    const { socket } = await signedInSocket("test-citizen");
    expect((await run(socket, ME)).data).toEqual({ me: { id: "test-citizen", role: "citizen" } });
    await sql(`DELETE FROM app_user WHERE id = 'test-citizen'`);
    expect(await run(socket, ME)).toEqual({ data: { me: null } });
    expect(codes(await run(socket, CREATE_REPORT))).toEqual(["UNAUTHENTICATED"]);
  });
});
