import { once } from "node:events";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { GRAPHQL_LIMITS } from "../src/domain";

/**
 * The abusive callers of `graphql-limits.bench.ts` and `graphql-cost.bench.ts`, in a process of their
 * own so that building and sending their requests does not slow the process that measures
 * `/api/health`, as real attackers would not.
 * `node --import tsx bench/graphql-abuse.ts --url URL --kinds a,b --callers 2 --ms 5000 [--cookie C]`
 * prints "ready", then one JSON line per kind when the time is up. `--cookie` is the signed-in
 * session that the kinds which need one send.
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

/**
 * Forty-eight one-letter words (the 100-character limit of a search), letters that most descriptions
 * hold, so that nearly every report passes most of the 48 LIKE conditions: a text search that no
 * trigram index can narrow down.
 */
const FORTY_EIGHT_WORDS = Array.from({ length: 48 }, (_, i) => "eaosrnidlctum"[i % 13]).join(" ");
const textSearchCount = (aliases: number) =>
  `{ ${Array.from(
    { length: aliases },
    (_, i) => `t${i}: searchReports(limit: 1, filter: { text: "${FORTY_EIGHT_WORDS}" }) { totalCount }`,
  ).join(" ")} }`;

/**
 * One request; resolves with how the server answered it: "200", "400 QUERY_LIMIT_EXCEEDED",
 * "200 QUERY_TIMEOUT" (the status, then the first error's code), "closed 1009"…
 */
type Send = (baseUrl: string, cookie: string | undefined) => Promise<string>;

async function post(baseUrl: string, query: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  const code = body.errors?.[0]?.extensions?.code;
  return code ? `${response.status} ${code}` : String(response.status);
}

const REFUSED = "400 QUERY_LIMIT_EXCEEDED";
const overHttp =
  (query: string): Send =>
  (baseUrl, cookie) =>
    post(baseUrl, query, cookie);

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

/**
 * Each kind of caller: how it sends, and the answers it should get (anything else counts as wrong).
 * `signedIn` kinds send the `--cookie` session.
 */
export const KINDS: Record<string, { label: string; send: Send; expected: string[]; signedIn?: boolean }> = {
  legit: {
    label: "HTTP, { categories { id name } } (served, for comparison)",
    send: overHttp("{ categories { id name } }"),
    expected: ["200"],
  },
  "http-aliases": { label: "HTTP, 2,600 aliases", send: overHttp(aliases), expected: [REFUSED] },
  "http-deep": { label: "HTTP, too deep", send: overHttp(deep), expected: [REFUSED] },
  "http-repeats": { label: "HTTP, 240 copies of one field", send: overHttp(repeated), expected: [REFUSED] },
  "http-cost": { label: "HTTP, 30 × __schema (cost)", send: overHttp(costly), expected: [REFUSED] },
  "ws-aliases": {
    label: "WebSocket, 2,600 aliases",
    send: (url) =>
      overSocket(url, JSON.stringify({ id: "1", type: "subscribe", payload: { query: aliases } })),
    expected: ["error QUERY_LIMIT_EXCEEDED"],
  },
  "ws-huge": {
    label: "WebSocket, 369 KB message",
    send: (url) => overSocket(url, huge),
    expected: ["closed 1009"],
  },
  // The review's 1.7 KB query: twenty counts of a 48-word text search, each passing every limit.
  "http-text-count-20": {
    label: "HTTP, 20 × searchReports(limit: 1, 48-word text) { totalCount }",
    send: overHttp(textSearchCount(20)),
    expected: [REFUSED],
    signedIn: true,
  },
  // The heaviest one the cost limit lets through: served, or stopped by the statement timeout or the
  // per-caller gate (docs/graphql.md#expensive-reads), never at the expense of other callers.
  "http-text-count-1": {
    label: "HTTP, 1 × searchReports(limit: 1, 48-word text) { totalCount }",
    send: overHttp(textSearchCount(1)),
    expected: ["200", "200 QUERY_TIMEOUT", "200 RATE_LIMITED"],
    signedIn: true,
  },
};

export interface AbuseResult {
  kind: string;
  count: number;
  wrong: number;
  /** How many requests got each answer ("200", "400 QUERY_LIMIT_EXCEEDED", "error: …"). */
  outcomes: Record<string, number>;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function sendFor(
  kind: string,
  baseUrl: string,
  cookie: string | undefined,
  callers: number,
  until: number,
): Promise<AbuseResult> {
  const { send, expected } = KINDS[kind]!;
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let wrong = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const outcome = await send(baseUrl, cookie).catch(
          (error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`,
        );
        latencies.push(performance.now() - begin);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        if (!expected.includes(outcome)) wrong += 1;
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
    outcomes,
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
      cookie: { type: "string" },
    },
  });
  const until = performance.now() + Number(values.ms);
  console.log("ready");
  const results = await Promise.all(
    values
      .kinds!.split(",")
      .map((kind) => sendFor(kind, values.url!, values.cookie, Number(values.callers), until)),
  );
  for (const result of results) console.log(JSON.stringify(result));
}
