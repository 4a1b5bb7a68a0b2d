import { once } from "node:events";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { GRAPHQL_LIMITS } from "../src/domain";

/**
 * The abusive callers of `graphql-limits.bench.ts`, in a process of their own so that building and
 * sending their requests does not slow the process that measures `/api/health`, as real attackers
 * would not. `node --import tsx bench/graphql-abuse.ts --url URL --kinds a,b --callers 2 --ms 5000`
 * prints "ready", then one JSON line per kind when the time is up.
 */
const aliases = `{ ${Array.from({ length: 2600 }, (_, i) => `a${i}: categories { id }`).join(" ")} }`;
const deep = `{ __type(name: "Query") { ${"ofType { ".repeat(GRAPHQL_LIMITS.maxDepth)} name ${"} ".repeat(GRAPHQL_LIMITS.maxDepth)} } }`;
const costly = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: __schema { types { name } }`).join(" ")} }`;
const repeated = `{ ${"categories { id } ".repeat(240)} }`;
const huge = JSON.stringify({
  id: "1",
  type: "subscribe",
  payload: { query: `{ categories { id } } # ${"x".repeat(369 * 1024)}` },
});

/** One request; resolves with whether the server answered it as it should. */
type Send = (baseUrl: string) => Promise<boolean>;

async function post(baseUrl: string, query: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

const refusedOverHttp =
  (query: string): Send =>
  async (baseUrl) => {
    const { status, code } = await post(baseUrl, query);
    return status === 400 && code === "QUERY_LIMIT_EXCEEDED";
  };

/** Opens a socket, initialises graphql-ws, sends one message and reads how the server answers it. */
async function overSocket(baseUrl: string, message: string): Promise<string> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  try {
    await once(socket, "open");
    socket.send(JSON.stringify({ type: "connection_init" }));
    await once(socket, "message");
    const answer = new Promise<string>((resolve) => {
      socket.once("close", (code: number) => resolve(`closed ${code}`));
      socket.once("message", (data: Buffer) => {
        const reply = JSON.parse(data.toString()) as {
          type: string;
          payload?: Array<{ extensions?: { code?: string } }>;
        };
        resolve(`${reply.type} ${reply.payload?.[0]?.extensions?.code ?? ""}`.trim());
      });
    });
    socket.send(message);
    return await answer;
  } finally {
    socket.terminate();
  }
}

export const KINDS: Record<string, { label: string; send: Send }> = {
  legit: {
    label: "HTTP, { categories { id name } } (served, for comparison)",
    send: async (url) => (await post(url, "{ categories { id name } }")).status === 200,
  },
  "http-aliases": { label: "HTTP, 2,600 aliases", send: refusedOverHttp(aliases) },
  "http-deep": { label: "HTTP, too deep", send: refusedOverHttp(deep) },
  "http-repeats": { label: "HTTP, 240 copies of one field", send: refusedOverHttp(repeated) },
  "http-cost": { label: "HTTP, 30 × __schema (cost)", send: refusedOverHttp(costly) },
  "ws-aliases": {
    label: "WebSocket, 2,600 aliases",
    send: async (url) =>
      (await overSocket(url, JSON.stringify({ id: "1", type: "subscribe", payload: { query: aliases } }))) ===
      "error QUERY_LIMIT_EXCEEDED",
  },
  "ws-huge": {
    label: "WebSocket, 369 KB message",
    send: async (url) => (await overSocket(url, huge)) === "closed 1009",
  },
};

export interface AbuseResult {
  kind: string;
  count: number;
  wrong: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function sendFor(kind: string, baseUrl: string, callers: number, until: number): Promise<AbuseResult> {
  const { send } = KINDS[kind]!;
  const latencies: number[] = [];
  let wrong = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const ok = await send(baseUrl).catch(() => false);
        latencies.push(performance.now() - begin);
        if (!ok) wrong += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const seconds = (performance.now() - start) / 1000;
  return {
    kind,
    count: latencies.length,
    wrong,
    perSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

if (process.argv[1]?.endsWith("graphql-abuse.ts")) {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      kinds: { type: "string" },
      callers: { type: "string", default: "2" },
      ms: { type: "string", default: "5000" },
    },
  });
  const until = performance.now() + Number(values.ms);
  console.log("ready");
  const results = await Promise.all(
    values.kinds!.split(",").map((kind) => sendFor(kind, values.url!, Number(values.callers), until)),
  );
  for (const result of results) console.log(JSON.stringify(result));
}
