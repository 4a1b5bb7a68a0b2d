import { once } from "node:events";
import WebSocket from "ws";
import { GRAPHQL_LIMITS } from "../src/domain";
import { format, type Bench, type BenchRow, type Measurement } from "./harness";

/**
 * Does the server stay responsive while it refuses abusive GraphQL (docs/graphql.md)? `/api/health`
 * (a `SELECT 1`) measured on the idle app, then while callers send what issue 8 found: 2,600 aliases
 * over HTTP and over the WebSocket, 369 KB WebSocket messages, documents too deep, too costly, or that
 * repeat one field (quadratic for graphql-js's validation).
 */
const HEALTH = { concurrency: 2, durationMs: 4000, warmupMs: 500 };
const ATTACKERS_PER_KIND = 2;

const aliases = `{ ${Array.from({ length: 2600 }, (_, i) => `a${i}: categories { id }`).join(" ")} }`;
const deep = `{ __type(name: "Query") { ${"ofType { ".repeat(GRAPHQL_LIMITS.maxDepth)} name ${"} ".repeat(GRAPHQL_LIMITS.maxDepth)} } }`;
const costly = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: __schema { types { name } }`).join(" ")} }`;
const repeated = `{ ${"categories { id } ".repeat(240)} }`;
const huge = `{ categories { id } } # ${"x".repeat(369 * 1024)}`;

interface Attack {
  name: string;
  /** One abusive request; resolves with whether the server refused it as it should. */
  send: (baseUrl: string) => Promise<boolean>;
}

const postRefused = async (baseUrl: string, query: string) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return response.status === 400 && body.errors?.[0]?.extensions?.code === "QUERY_LIMIT_EXCEEDED";
};

/** Opens a socket, initialises graphql-ws, sends one operation and reads the server's answer. */
async function socketAnswer(baseUrl: string, query: string): Promise<"refused" | "closed 1009" | "other"> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  try {
    await once(socket, "open");
    socket.send(JSON.stringify({ type: "connection_init" }));
    await once(socket, "message");
    const answer = new Promise<"refused" | "closed 1009" | "other">((resolve) => {
      socket.once("close", (code) => resolve(code === 1009 ? "closed 1009" : "other"));
      socket.once("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as {
          type: string;
          payload?: Array<{ extensions?: { code?: string } }>;
        };
        const code = message.type === "error" ? message.payload?.[0]?.extensions?.code : undefined;
        resolve(code === "QUERY_LIMIT_EXCEEDED" ? "refused" : "other");
      });
    });
    socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
    return await answer;
  } finally {
    socket.terminate();
  }
}

const ATTACKS: Attack[] = [
  { name: "HTTP, 2,600 aliases", send: (url) => postRefused(url, aliases) },
  { name: "HTTP, too deep", send: (url) => postRefused(url, deep) },
  { name: "HTTP, 240 copies of one field", send: (url) => postRefused(url, repeated) },
  { name: "HTTP, 30 × __schema (cost)", send: (url) => postRefused(url, costly) },
  { name: "WebSocket, 2,600 aliases", send: async (url) => (await socketAnswer(url, aliases)) === "refused" },
  {
    name: "WebSocket, 369 KB message",
    send: async (url) => (await socketAnswer(url, huge)) === "closed 1009",
  },
];

/** Runs `send` in `concurrency` loops until stopped; counts refusals and anything else. */
function keepSending(send: () => Promise<boolean>, concurrency: number) {
  let running = true;
  const latencies: number[] = [];
  let wrong = 0;
  const start = performance.now();
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const begin = performance.now();
      const refused = await send().catch(() => false);
      latencies.push(performance.now() - begin);
      if (!refused) wrong += 1;
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      count: latencies.length,
      perSecond: latencies.length / ((performance.now() - start) / 1000),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      wrong,
    };
  };
}

const healthRow = (figure: string, value: Measurement, idle: Measurement): BenchRow => ({
  figure,
  value: `p50 ${format.ms(value.p50Ms)}, p99 ${format.ms(value.p99Ms)} (${format.rate(value.perSecond)})`,
  baseline: `idle: p50 ${format.ms(idle.p50Ms)}, p99 ${format.ms(idle.p99Ms)}`,
  ratio: format.times(value.p99Ms, idle.p99Ms),
});

const bench: Bench = {
  title: `GraphQL limits: /api/health while abusive operations are refused (${ATTACKERS_PER_KIND} callers per kind)`,
  async run({ baseUrl, measure }) {
    const health = async () => {
      const response = await fetch(`${baseUrl}/api/health`);
      if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
      await response.arrayBuffer();
    };
    const idle = await measure(health, HEALTH);
    const rows: BenchRow[] = [];
    const stops = ATTACKS.map((attack) => ({
      attack,
      stop: keepSending(() => attack.send(baseUrl), ATTACKERS_PER_KIND),
    }));
    let attacked: Measurement;
    try {
      attacked = await measure(health, HEALTH);
    } finally {
      for (const { attack, stop } of stops) {
        const sent = await stop();
        rows.push({
          figure: `refused: ${attack.name}`,
          value: `${format.rate(sent.perSecond)}, p50 ${format.ms(sent.p50Ms)}, p99 ${format.ms(sent.p99Ms)}`,
          baseline: sent.wrong === 0 ? "all refused" : `${sent.wrong} of ${sent.count} NOT refused`,
        });
      }
    }
    // The machine is shared: a second idle reading shows how much the figures move without any attack.
    const idleAgain = await measure(health, HEALTH);
    return [
      healthRow("/api/health during all six attacks at once", attacked, idle),
      healthRow("/api/health idle again, after the attacks", idleAgain, idle),
      ...rows,
    ];
  },
};
export default bench;
