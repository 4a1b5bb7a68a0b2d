import { once } from "node:events";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { GRAPHQL_LIMIT_MESSAGES, GRAPHQL_LIMITS, type GraphQLLimitKind } from "../src/domain";
import { postGraphQL } from "./graphql-client";
import { createTestSchema, type TestSchema } from "./graphql-test-schema";
import { startTestServer, type TestServer } from "./test-server";
import { eventually, openSocket, run, subscribe, type GraphQLAnswer } from "./websocket-client";

let server: TestServer;
let test: TestSchema;
let socket: Client;
/** The app's log lines, parsed. */
const logs: Array<{ level: number; msg: string; code?: string }> = [];

beforeAll(async () => {
  test = createTestSchema();
  // Behind a reverse proxy on the same machine: the sockets-per-address test names its addresses.
  server = await startTestServer(
    { TRUST_PROXY: "loopback", LOG_LEVEL: "warn" },
    {
      extendSchema: test.extendSchema,
      logDestination: { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]) },
    },
  );
  socket = openSocket(server.url);
});
afterAll(async () => {
  await socket?.dispose();
  await server?.stop();
});

type Transport = "HTTP" | "WebSocket";
const TRANSPORTS: Transport[] = ["HTTP", "WebSocket"];

async function send(transport: Transport, query: string): Promise<GraphQLAnswer & { status?: number }> {
  return transport === "HTTP" ? postGraphQL(server.url, query) : run(socket, query);
}

/** The refusal of `limit`: Spanish, QUERY_LIMIT_EXCEEDED, naming the limit and its maximum. */
function refusal(limit: GraphQLLimitKind, maximum: number) {
  return {
    message: GRAPHQL_LIMIT_MESSAGES[limit](maximum),
    extensions: expect.objectContaining({ code: "QUERY_LIMIT_EXCEEDED", limit, maximum }) as unknown,
  };
}

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: categories { id }`).join(" ")} }`;

describe.each(TRANSPORTS)("limits over %s", (transport) => {
  it("refuses the 2,600-alias query before any resolver runs", async () => {
    const before = test.calls.categories;
    const answer = await send(transport, aliases(2600));
    // 13,000 tokens: the parser stops at the token limit, long before aliases are counted.
    expect(answer.errors).toEqual([refusal("tokens", GRAPHQL_LIMITS.maxTokens)]);
    expect(answer.data ?? undefined).toBeUndefined();
    if (transport === "HTTP") expect(answer.status).toBe(400);
    expect(test.calls.categories).toBe(before);
  });

  it("refuses more aliases than allowed, and runs as many as allowed", async () => {
    const before = test.calls.categories;
    const refused = await send(transport, aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(refused.errors).toEqual([refusal("aliases", GRAPHQL_LIMITS.maxAliases)]);
    expect(test.calls.categories).toBe(before);

    const accepted = await send(transport, aliases(3));
    expect(accepted.errors).toBeUndefined();
    expect(Object.keys(accepted.data ?? {})).toEqual(["a0", "a1", "a2"]);
    expect(test.calls.categories).toBe(before + 3);
  });

  it("refuses a document over the token limit", async () => {
    const answer = await send(transport, `{ categories { ${"id ".repeat(GRAPHQL_LIMITS.maxTokens)} } }`);
    expect(answer.errors).toEqual([refusal("tokens", GRAPHQL_LIMITS.maxTokens)]);
  });

  it("refuses nesting deeper than allowed", async () => {
    const levels = GRAPHQL_LIMITS.maxDepth;
    const query = `{ __type(name: "Query") { ${"ofType { ".repeat(levels)} name ${"} ".repeat(levels)} } }`;
    const answer = await send(transport, query);
    expect(answer.errors).toEqual([refusal("depth", GRAPHQL_LIMITS.maxDepth)]);
  });

  it("refuses more directives than allowed", async () => {
    const fields = "id @include(if: true) ".repeat(GRAPHQL_LIMITS.maxDirectives + 1);
    const answer = await send(transport, `{ categories { ${fields} } }`);
    expect(answer.errors).toEqual([refusal("directives", GRAPHQL_LIMITS.maxDirectives)]);
  });

  it("refuses a field repeated more than allowed in one selection set, fragments included", async () => {
    // graphql-js compares every pair of such fields: quadratic time, refused before it runs.
    const repeats = GRAPHQL_LIMITS.maxFieldRepeats + 1;
    const inline = await send(transport, `{ ${"... on Query { categories { id } } ".repeat(repeats)} }`);
    expect(inline.errors).toEqual([refusal("repeats", GRAPHQL_LIMITS.maxFieldRepeats)]);
    const spreads = Array.from({ length: repeats }, (_, i) => `...F${i}`).join(" ");
    const fragments = Array.from(
      { length: repeats },
      (_, i) => `fragment F${i} on Query { categories { id } }`,
    );
    const named = await send(transport, `{ ${spreads} } ${fragments.join(" ")}`);
    expect(named.errors).toEqual([refusal("repeats", GRAPHQL_LIMITS.maxFieldRepeats)]);
  });

  it("refuses an operation over the cost limit, saying its cost", async () => {
    // Each `__schema` costs the whole schema's answer.
    const copies = Math.floor(GRAPHQL_LIMITS.maxCost / GRAPHQL_LIMITS.schemaIntrospectionCost) + 1;
    const query = `{ ${Array.from({ length: copies }, (_, i) => `s${i}: __schema { queryType { name } }`).join(" ")} }`;
    const answer = await send(transport, query);
    expect(answer.errors).toEqual([
      {
        ...refusal("cost", GRAPHQL_LIMITS.maxCost),
        extensions: {
          code: "QUERY_LIMIT_EXCEEDED",
          limit: "cost",
          maximum: GRAPHQL_LIMITS.maxCost,
          actual: copies * GRAPHQL_LIMITS.schemaIntrospectionCost,
        },
      },
    ]);
  });

  it("refuses a document whose fragments multiply at every level, without expanding them all", async () => {
    // Inside `__schema` (where depth is not counted), each fragment spreads the next one as often as a
    // field may repeat: 20^8 fields to cost if expanded. graphql-js itself executes it once per type.
    const levels = 8;
    const repeats = GRAPHQL_LIMITS.maxFieldRepeats;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on __Type { name }`
        : `fragment F${i} on __Type { ofType { ${`...F${i + 1} `.repeat(repeats)}} }`,
    );
    const answer = await send(transport, `{ __schema { types { ...F0 } } } ${fragments.join(" ")}`);
    expect(answer.errors).toEqual([refusal("cost", GRAPHQL_LIMITS.maxCost)]);
  });

  it("answers other invalid documents as before: GraphQL's own validation errors", async () => {
    const answer = await send(transport, "{ categories { noSuchField } }");
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/noSuchField/) as unknown,
        extensions: expect.objectContaining({ code: "GRAPHQL_VALIDATION_FAILED" }) as unknown,
      }),
    ]);
  });
});

describe("size limits", () => {
  it("refuses an HTTP body over the limit before parsing it, in Spanish", async () => {
    const query = `{ categories { id } } # ${"x".repeat(GRAPHQL_LIMITS.maxOperationBytes)}`;
    const answer = await postGraphQL(server.url, query);
    expect(answer.status).toBe(413);
    expect(answer.errors).toEqual([refusal("size", GRAPHQL_LIMITS.maxOperationBytes)]);
  });

  it("closes a WebSocket that sends a 369 KB message (1009), logs it as one line, and the server stays healthy", async () => {
    const consoleError = vi.spyOn(console, "error");
    const raw = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await once(raw, "open");
    raw.send(JSON.stringify({ type: "connection_init" }));
    await once(raw, "message");
    const query = `{ categories { id } } # ${"x".repeat(369 * 1024)}`;
    const closed = once(raw, "close") as Promise<[number, Buffer]>;
    raw.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
    const [code] = await closed;
    expect(code).toBe(1009);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // Any client can send one: a warning in the app's log, not a stack trace on stderr.
    await eventually(() => logs.some((line) => line.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH"));
    expect(logs.filter((line) => line.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH")).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining("Max payload size exceeded") as unknown,
      }),
    ]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("closes a WebSocket that sends text that is not UTF-8 (1007), logging one line with ws's code", async () => {
    const raw = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await once(raw, "open");
    const closed = once(raw, "close") as Promise<[number, Buffer]>;
    raw.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    const [code] = await closed;
    expect(code).toBe(1007);
    await eventually(() => logs.some((line) => line.code === "WS_ERR_INVALID_UTF8"));
    expect(logs.filter((line) => line.code === "WS_ERR_INVALID_UTF8")).toEqual([
      expect.not.objectContaining({ err: expect.anything() as unknown }),
    ]);
  });

  it("closes a WebSocket that reuses a 200-character operation id (4409), its reason cut to the protocol's 123 bytes", async () => {
    const raw = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await once(raw, "open");
    raw.send(JSON.stringify({ type: "connection_init" }));
    await once(raw, "message");
    const id = "á".repeat(200);
    const listeners = test.events.listenerCount("tick");
    const closed = once(raw, "close") as Promise<[number, Buffer]>;
    const operation = JSON.stringify({ id, type: "subscribe", payload: { query: "subscription { tick }" } });
    raw.send(operation);
    raw.send(operation);
    const [code, reason] = await closed;
    expect(code).toBe(4409);
    expect(reason.length).toBeLessThanOrEqual(123);
    expect(reason.toString()).toMatch(/^Subscriber for á+$/);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    // The subscription it did open ends with the socket.
    await eventually(() => test.events.listenerCount("tick") === listeners);
  });
});

describe("operations per WebSocket", () => {
  it(`refuses operation ${GRAPHQL_LIMITS.maxOperationsPerSocket + 1} while ${GRAPHQL_LIMITS.maxOperationsPerSocket} are open, and accepts it once one ends`, async () => {
    const client = openSocket(server.url);
    try {
      const listeners = test.events.listenerCount("tick");
      const open = Array.from({ length: GRAPHQL_LIMITS.maxOperationsPerSocket }, () =>
        subscribe(client, "subscription { tick }"),
      );
      await eventually(() => test.events.listenerCount("tick") === listeners + open.length);

      const refused = await run(client, "{ categories { id } }");
      expect(refused.errors).toEqual([refusal("operations", GRAPHQL_LIMITS.maxOperationsPerSocket)]);

      open[0]!.close();
      await eventually(() => test.events.listenerCount("tick") === listeners + open.length - 1);
      const accepted = await run(client, "{ categories { id } }");
      expect(accepted.errors).toBeUndefined();

      // The open ones still work.
      test.events.emit("tick", 7);
      expect(await open[1]!.next()).toEqual({ data: { tick: 7 } });
      for (const subscription of open) subscription.close();
    } finally {
      await client.dispose();
    }
  });
});

describe("WebSockets per client address", () => {
  const url = () => `${server.url.replace(/^http/, "ws")}/graphql`;
  /** Resolves "open", or the handshake's refusal: its status and body. */
  const connect = (forwardedFor: string) =>
    new Promise<{ socket: WebSocket; outcome: string }>((resolve) => {
      // The app trusts its loopback proxy (TRUST_PROXY above).
      const socket = new WebSocket(url(), "graphql-transport-ws", {
        headers: { "x-forwarded-for": forwardedFor },
      });
      socket.once("open", () => resolve({ socket, outcome: "open" }));
      socket.once("unexpected-response", (_request, response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ socket, outcome: `${response.statusCode} ${body}` }));
      });
    });

  it(`refuses socket ${GRAPHQL_LIMITS.maxSocketsPerAddress + 1} from one address, not from another`, async () => {
    const open: WebSocket[] = [];
    try {
      for (let i = 0; i < GRAPHQL_LIMITS.maxSocketsPerAddress; i++) {
        const { socket, outcome } = await connect("203.0.113.7");
        open.push(socket);
        expect(outcome).toBe("open");
      }
      const refused = await connect("203.0.113.7");
      expect(refused.outcome).toBe(
        `429 ${GRAPHQL_LIMIT_MESSAGES.sockets(GRAPHQL_LIMITS.maxSocketsPerAddress)}`,
      );
      const neighbour = await connect("198.51.100.20");
      open.push(neighbour.socket);
      expect(neighbour.outcome).toBe("open");

      const closed = once(open[0]!, "close");
      open[0]!.close();
      await closed;
      await eventually(async () => {
        const again = await connect("203.0.113.7");
        open.push(again.socket);
        return again.outcome === "open";
      });
    } finally {
      for (const socket of open) socket.terminate();
    }
  });
});
