import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { LIVE_LIMIT_CODE, LIVE_LIMIT_MESSAGES } from "../../src/domain";
import type { HttpClient } from "../http-client";
import { admin, citizen, fileReport } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { eventually } from "../websocket-client";

const REPORT_ACTIVITY = `subscription ($ids: [ID!]!) { reportActivity(reportIds: $ids) { reportId status } }`;

interface Refusal {
  message: string;
  extensions?: { code?: string; limit?: string; maximum?: number; retryAfterSeconds?: number };
}

/** One `reportActivity` subscription: the events it got, or the server's refusal. */
interface Follow {
  events: number;
  refusal?: Refusal;
}

/** A graphql-ws socket that says it comes from `address`, through the trusted loopback proxy. */
function socketFrom(server: TestServer, address: string): Client {
  return createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { "x-forwarded-for": address } });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
}

/** Follows `reportId` and `padding` more (made-up) report ids. */
function follow(client: Client, reportId: string, padding: number): Follow {
  const state: Follow = { events: 0 };
  const ids = [reportId, ...Array.from({ length: padding }, () => randomUUID())];
  client.subscribe(
    { query: REPORT_ACTIVITY, variables: { ids } },
    {
      next: (result) => {
        if (result.errors) state.refusal = result.errors[0];
        else state.events += 1;
      },
      error: (error) =>
        (state.refusal = (Array.isArray(error) ? error[0] : { message: String(error) }) as Refusal),
      complete: () => undefined,
    },
  );
  return state;
}

/** Round the statuses the transition table allows, from recibido: each change is an event. */
const ROUND = ["en_gestion", "resuelto", "reabierto"] as const;
const changes = new Map<string, number>();
async function changeStatus(staff: HttpClient, reportId: string): Promise<void> {
  const done = changes.get(reportId) ?? 0;
  changes.set(reportId, done + 1);
  const status = done === 0 ? "en_gestion" : ROUND[done % ROUND.length]!;
  const response = await staff.request(`/api/reports/${reportId}/status`, {
    method: "PATCH",
    json: {
      status,
      note: `cambio ${done + 1}`,
      ...(status === "resuelto" ? { publicUpdate: "Reparado." } : {}),
    },
  });
  expect(response.status).toBe(200);
}

/**
 * Waits for `refused` refusals, then changes the report's status until every subscription that was not
 * refused has seen an event: which ones were refused depends on the order the server took them in.
 */
async function settle(
  staff: HttpClient,
  reportId: string,
  follows: Follow[],
  refused: number,
): Promise<void> {
  await eventually(() => follows.filter((f) => f.refusal).length === refused, 10_000);
  await eventually(async () => {
    if (follows.every((f) => f.refusal || f.events > 0)) return true;
    await changeStatus(staff, reportId);
    return false;
  }, 10_000);
  expect(follows.filter((f) => f.refusal)).toHaveLength(refused);
}

/** Whether one subscription was held (it got an event) or refused. */
async function outcome(staff: HttpClient, reportId: string, f: Follow): Promise<"held" | "refused"> {
  await eventually(async () => {
    if (f.refusal || f.events > 0) return true;
    await changeStatus(staff, reportId);
    return false;
  }, 10_000);
  return f.refusal ? "refused" : "held";
}

function expectRefusedBy(follows: Follow[], limit: keyof typeof LIVE_LIMIT_MESSAGES, maximum: number): void {
  for (const refusal of follows.flatMap((f) => f.refusal ?? [])) {
    expect(refusal.message).toBe(LIVE_LIMIT_MESSAGES[limit](maximum));
    expect(refusal.extensions).toMatchObject({ code: LIVE_LIMIT_CODE, limit, maximum });
  }
}

describe("live updates: what one client may hold", () => {
  const LIMITS = { perSocket: 3, topicsPerSocket: 120, topicsPerAddress: 300 };
  let server: TestServer;
  let staff: HttpClient;
  let reportId: string;
  const sockets: Client[] = [];
  const open = (address: string) => {
    const socket = socketFrom(server, address);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: "loopback",
      LIVE_SUBSCRIPTIONS_PER_SOCKET: String(LIMITS.perSocket),
      LIVE_TOPICS_PER_SOCKET: String(LIMITS.topicsPerSocket),
      LIVE_TOPICS_PER_ADDRESS: String(LIMITS.topicsPerAddress),
    });
    staff = await admin(server);
    reportId = (await fileReport(await citizen(server))).id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map(async (socket) => socket.dispose()));
    await server?.stop();
  });

  it("refuses a socket's subscription past its number of subscriptions", async () => {
    const socket = open("203.0.113.1");
    const follows = Array.from({ length: LIMITS.perSocket + 2 }, () => follow(socket, reportId, 0));
    await settle(staff, reportId, follows, 2);
    expectRefusedBy(follows, "subscriptions", LIMITS.perSocket);
  });

  it("refuses a socket's subscription past its topic listeners", async () => {
    const socket = open("203.0.113.2");
    // 50 reports each: the third would make 150 on one socket.
    const follows = [0, 1, 2].map(() => follow(socket, reportId, 49));
    await settle(staff, reportId, follows, 1);
    expectRefusedBy(follows, "socket", LIMITS.topicsPerSocket);
  });

  it("refuses an address's subscription past its topic listeners, whatever the socket; another address is served", async () => {
    const mine = [0, 1, 2, 3].map(() => open("203.0.113.3"));
    // 100 reports each: the fourth socket's would make 400 from one address.
    const follows = mine.map((socket) => follow(socket, reportId, 99));
    const neighbour = follow(open("203.0.113.4"), reportId, 99);
    await settle(staff, reportId, [...follows, neighbour], 1);
    expectRefusedBy(follows, "address", LIMITS.topicsPerAddress);
    expect(neighbour.refusal).toBeUndefined();

    // A socket that closes gives its listeners back (the server frees them as it sees the close).
    const held = mine.filter((_socket, index) => !follows[index]!.refusal);
    await held[0]!.dispose();
    let result: "held" | "refused" = "refused";
    for (let attempt = 0; attempt < 20 && result === "refused"; attempt++) {
      const socket = open("203.0.113.3");
      result = await outcome(staff, reportId, follow(socket, reportId, 99));
      if (result === "refused") await socket.dispose();
    }
    expect(result).toBe("held");
  });
});

describe("live updates: what one instance may hold", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "loopback", LIVE_TOPICS_PER_INSTANCE: "150" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses any subscription past the instance's topic listeners, and asks to come back later", async () => {
    const staff = await admin(server);
    const reportId = (await fileReport(await citizen(server))).id;
    const sockets = ["203.0.113.10", "203.0.113.11"].map((address) => socketFrom(server, address));
    try {
      const follows = sockets.map((socket) => follow(socket, reportId, 99));
      await settle(staff, reportId, follows, 1);
      expectRefusedBy(follows, "instance", 150);
      expect(follows.find((f) => f.refusal)!.refusal!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await Promise.all(sockets.map(async (socket) => socket.dispose()));
    }
  });
});
