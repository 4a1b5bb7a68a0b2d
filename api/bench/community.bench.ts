import { readFile } from "node:fs/promises";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import {
  format,
  medianRound,
  throughputRow,
  type Bench,
  type BenchContext,
  type BenchRow,
  type Measurement,
  type Session,
} from "./harness";

const SUBSCRIBERS = 1000;
/** Subscribers per WebSocket, as a few open tabs would have (and under any per-connection cap). */
const PER_CONNECTION = 2;
const VOTES = 40;
const PAGE = 12;
const ROUNDS = 3;
/** Each row is the rounds' middle one, by rate, of the app and of its baseline alike. */
const OF_ROUNDS = ` (median of ${ROUNDS})`;

const PUBLIC_PAGE_SQL = `SELECT r.id, r.category_id, r.author_id, r.neighborhood, r.address, r.description, r.severity,
  r.status, r.anonymous, r.photo_ids, r.votes_count, r.comments_count, r.created_at, r.updated_at
  FROM report r ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE + 1}`;
const BARRIO_PAGE_SQL = PUBLIC_PAGE_SQL.replace("ORDER BY", "WHERE r.neighborhood = $1 ORDER BY");

/**
 * WebSockets that say they come from `address` (RFC 2544's benchmarking range) through the trusted
 * loopback proxy: the app allows 100 sockets per address, and a thousand residents have many.
 */
function fromAddress(address: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { "x-forwarded-for": address } });
    }
  };
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** A resident who may vote on the second instance: the test citizen, with a cédula registered once. */
async function voter(context: BenchContext, baseUrl: string): Promise<Session> {
  const session = await context.signIn("test-citizen");
  const viaSecond: Session = {
    ...session,
    fetch: (route, init = {}) =>
      fetch(`${baseUrl}${route}`, {
        ...init,
        headers: {
          cookie: session.cookie,
          "content-type": "application/json",
          ...(init.headers as Record<string, string>),
        },
      }),
  };
  const me = (await (await viaSecond.fetch("/api/auth/user")).json()) as { hasCedula: boolean };
  if (!me.hasCedula) {
    const response = await viaSecond.fetch("/api/user/cedula", {
      method: "PUT",
      body: JSON.stringify({ cedula: "1098765432", consent: true }),
    });
    if (!response.ok) throw new Error(`could not register the bench cédula: ${response.status}`);
  }
  // Each run casts VOTES votes; the hourly budget is the product's, not the benchmark's.
  await context.pool.query("DELETE FROM rate_limit WHERE key LIKE '%test-citizen%'");
  return viaSecond;
}

/**
 * Live fan-out across instances: SUBSCRIBERS graphql-ws subscribers to one report's reportActivity on
 * the first app process, votes cast on a second process on the same database; latency from sending the
 * vote to each subscriber's event (client work included: all subscribers live in this process), and the
 * first process's memory per subscriber (RSS growth while they are connected).
 */
async function fanOut(context: BenchContext): Promise<BenchRow[]> {
  const second = await context.startSecondApp();
  const { rows } = await context.pool.query<{ id: string }>(
    "SELECT id FROM report ORDER BY votes_count DESC, created_at DESC LIMIT 1",
  );
  const reportId = rows[0]!.id;
  const session = await voter(context, second.baseUrl);

  const rssBefore = await rssBytes(context.appPid);
  const clients: Client[] = [];
  const arrivals: Array<(count: number) => void> = [];
  let ready = 0;
  const allReady = new Promise<void>((resolve, reject) => {
    for (let c = 0; c < SUBSCRIBERS / PER_CONNECTION; c++) {
      const client = createClient({
        url: `${context.baseUrl.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: fromAddress(`198.18.${c >> 8}.${c & 255}`),
        retryAttempts: 0,
        lazy: false,
      });
      clients.push(client);
      for (let s = 0; s < PER_CONNECTION; s++) {
        client.subscribe<{ reportActivity: { votesCount: number } }>(
          {
            query: `subscription ($ids: [ID!]!) { reportActivity(reportIds: $ids) { votesCount } }`,
            variables: { ids: [reportId] },
          },
          {
            next: (value) => {
              const count = value.data?.reportActivity.votesCount;
              if (count !== undefined) for (const arrive of arrivals) arrive(count);
            },
            error: (error) => console.error("subscription failed", error),
            complete: () => undefined,
          },
        );
      }
      let connected = false;
      client.on("connected", () => {
        connected = true;
        ready += PER_CONNECTION;
        if (ready === SUBSCRIBERS) resolve();
      });
      // A refused socket would otherwise leave the run waiting for ever.
      client.on("closed", (event) => {
        if (!connected) reject(new Error(`WebSocket ${c} refused: ${(event as { code?: number }).code}`));
      });
    }
  });
  await allReady;
  // Subscriptions start a moment after the connection: let them settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = await rssBytes(context.appPid);

  const latencies: number[] = [];
  let missed = 0;
  try {
    for (let vote = 0; vote < VOTES; vote++) {
      let received = 0;
      let done: () => void = () => undefined;
      const all = new Promise<void>((resolve) => (done = resolve));
      const sentAt = performance.now();
      const arrive = () => {
        latencies.push(performance.now() - sentAt);
        if (++received === SUBSCRIBERS) done();
      };
      arrivals.push(arrive);
      const response = await session.fetch(`/api/reports/${reportId}/vote`, { method: "POST" });
      if (!response.ok) throw new Error(`vote failed: ${response.status} ${await response.text()}`);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5000))]);
      missed += SUBSCRIBERS - received;
      arrivals.pop();
    }
  } finally {
    await Promise.all(clients.map(async (client) => client.dispose()));
  }
  latencies.sort((a, b) => a - b);
  const perSubscriber = Math.max(0, rssAfter - rssBefore) / SUBSCRIBERS;
  return [
    {
      figure: `reportActivity: ${SUBSCRIBERS} subscribers on instance A, ${VOTES} votes on instance B (send → event)`,
      value: `p50 ${format.ms(quantile(latencies, 0.5))}, p99 ${format.ms(quantile(latencies, 0.99))}`,
      baseline: `${latencies.length.toLocaleString("en-US")} events delivered, ${missed} missed`,
    },
    {
      figure: `instance A memory per subscriber (RSS growth, ${SUBSCRIBERS / PER_CONNECTION} WebSockets)`,
      value: format.bytes(perSubscriber),
      baseline: `RSS ${format.bytes(rssBefore)} → ${format.bytes(rssAfter)}`,
    },
  ];
}

const bench: Bench = {
  title: "Community: public list and live fan-out",
  async run(context) {
    const { pool, measure, measureHttp } = context;
    const resident = await context.signIn("test-citizen");
    const signedIn = { cookie: resident.cookie };
    // The writes benchmark files its reports as this resident, so after a run of it the newest page is
    // theirs: say how much of it, and measure a page that holds none of theirs too (a barrio's).
    const { rows: own } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (${PUBLIC_PAGE_SQL.replace(`LIMIT ${PAGE + 1}`, `LIMIT ${PAGE}`)}) p
        WHERE p.author_id = 'test-citizen'`,
    );
    const { rows: barrios } = await pool.query<{ neighborhood: string }>(
      `SELECT n.neighborhood FROM (SELECT DISTINCT neighborhood FROM report) n
        WHERE NOT EXISTS (SELECT 1 FROM (SELECT author_id FROM report r WHERE r.neighborhood = n.neighborhood
                                          ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE}) p
                           WHERE p.author_id = 'test-citizen')
        ORDER BY n.neighborhood LIMIT 1`,
    );
    const barrio = barrios[0]!.neighborhood;
    const cardsRequest = {
      url: "/graphql",
      method: "POST" as const,
      body: JSON.stringify({
        query: `{ publicReports(first: ${PAGE}) { reports { id category { name } neighborhood status votesCount commentsCount userVoted voters { firstName } photos { thumbnailUrl } viewerCan { vote } } nextCursor } }`,
      }),
    };
    // Everyone shares each page for a second; a signed-in resident's page adds their own part, read
    // afresh, and their own reports are made for them (docs/community.md#public-list).
    const loads = {
      bare: () => measure(() => pool.query(PUBLIC_PAGE_SQL)),
      rest: () => measureHttp({ url: `/api/public/reports?limit=${PAGE}` }),
      signedIn: () => measureHttp({ url: `/api/public/reports?limit=${PAGE}`, headers: signedIn }),
      barrioBare: () => measure(() => pool.query(BARRIO_PAGE_SQL, [barrio])),
      barrioSignedIn: () =>
        measureHttp({ url: `/api/public/reports?limit=${PAGE}&neighborhood=${barrio}`, headers: signedIn }),
      // What a signed-in request costs before it reads anything: the session and its user (one
      // statement), on a call that answers the same small body either way.
      methodsSignedOut: () => measureHttp({ url: "/api/auth/methods" }),
      methodsSignedIn: () => measureHttp({ url: "/api/auth/methods", headers: signedIn }),
      supportedBare: () =>
        measure(() =>
          pool.query(
            PUBLIC_PAGE_SQL.replace(
              "ORDER BY r.created_at DESC",
              "ORDER BY r.votes_count DESC, r.created_at DESC",
            ),
          ),
        ),
      supported: () => measureHttp({ url: `/api/public/reports?limit=${PAGE}&sort=most_supported` }),
      graphql: () => measureHttp({ ...cardsRequest, headers: { "content-type": "application/json" } }),
      // The web app's own request: a signed-in resident's cards through GraphQL.
      graphqlSignedIn: () =>
        measureHttp({
          ...cardsRequest,
          headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", ...signedIn },
        }),
    };
    // A 3-second rate on two shared cores swings by a sixth between runs: each figure and its baseline
    // take turns over ROUNDS rounds, and each row compares the rounds in the middle.
    const rounds = Object.fromEntries(
      Object.keys(loads).map((name) => [name, [] as Measurement[]]),
    ) as Record<keyof typeof loads, Measurement[]>;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, load] of Object.entries(loads) as Array<
        [keyof typeof loads, () => Promise<Measurement>]
      >) {
        rounds[name].push(await load());
      }
    }
    const middle = (name: keyof typeof loads) => medianRound(rounds[name], "perSecond");
    const bare = middle("bare");
    const rest = middle("rest");
    const signedInPage = middle("signedIn");
    const barrioBare = middle("barrioBare");
    const barrioSignedIn = middle("barrioSignedIn");
    const methodsSignedOut = middle("methodsSignedOut");
    const methodsSignedIn = middle("methodsSignedIn");
    const supportedBare = middle("supportedBare");
    const supported = middle("supported");
    const graphql = middle("graphql");
    const graphqlSignedIn = middle("graphqlSignedIn");
    return [
      throughputRow(
        `GET /api/public/reports (newest, ${PAGE}, signed out) vs bare SELECT of the page${OF_ROUNDS}`,
        rest,
        bare,
      ),
      throughputRow(
        `the same, signed in (${own[0]!.count} of its ${PAGE} reports theirs) vs bare SELECT of the page${OF_ROUNDS}`,
        signedInPage,
        bare,
      ),
      throughputRow(
        `signed in, a barrio's page (${barrio}, none theirs) vs bare SELECT of that page${OF_ROUNDS}`,
        barrioSignedIn,
        barrioBare,
      ),
      throughputRow(
        `the session alone: GET /api/auth/methods signed in vs signed out${OF_ROUNDS}`,
        methodsSignedIn,
        methodsSignedOut,
      ),
      throughputRow(
        `GET /api/public/reports (most supported, ${PAGE}) vs bare SELECT${OF_ROUNDS}`,
        supported,
        supportedBare,
      ),
      throughputRow(`GraphQL publicReports (card fields) vs bare SELECT${OF_ROUNDS}`, graphql, bare),
      throughputRow(
        `the same, signed in (${own[0]!.count} of ${PAGE} theirs) vs bare SELECT${OF_ROUNDS}`,
        graphqlSignedIn,
        bare,
      ),
      ...(await fanOut(context)),
    ];
  },
};
export default bench;
