import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CLOSED_STATUSES, LIMITS, NEIGHBORHOODS, PENDING_STATUSES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { eventually } from "../websocket-client";
import {
  averageDays,
  countBy,
  filed,
  generateReports,
  insertReports,
  readReports,
  type FactRow,
} from "./statistics-data";

const STATISTICS = `query ($filter: StatisticsFilterInput) {
  statistics(filter: $filter) {
    range { from to timeZone }
    totals { total resolved pending closed thisWeek resolutionRate }
    responseTime { resolvedInPeriod averageDays medianDays }
    byCategory { categoryId categoryName count percentage }
    byNeighborhood { neighborhood count mainCategory { categoryName } }
  }
}`;

interface GraphQLStatistics {
  statistics: {
    range: { from: string | null; to: string; timeZone: string };
    totals: {
      total: number;
      resolved: number;
      pending: number;
      closed: number;
      thisWeek: number;
      resolutionRate: number | null;
    };
    responseTime: { resolvedInPeriod: number; averageDays: number | null; medianDays: number | null };
    byCategory: Array<{ categoryId: string; categoryName: string; count: number; percentage: number }>;
    byNeighborhood: Array<{
      neighborhood: string;
      count: number;
      mainCategory: { categoryName: string } | null;
    }>;
  };
}

let server: TestServer;
let rows: FactRow[];
/** Lets the live test read how many subscriptions the server holds (docs/operations.md#metrics). */
const METRICS_TOKEN = "un-token-de-metricas-bastante-largo-0123456789";

/** Live subscriptions the server holds right now, from its `/metrics`. */
async function liveSubscriptions(): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const gauge = /^reporta_live_subscriptions (\S+)$/m.exec(await response.text());
  if (!gauge) throw new Error(`/metrics answered ${response.status} without reporta_live_subscriptions`);
  return Number(gauge[1]);
}

beforeAll(async () => {
  // Behind a reverse proxy on the same machine: the rate-limit test names its client address.
  server = await startTestServer({ TRUST_PROXY: "loopback", METRICS_TOKEN });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await insertReports(
      client,
      generateReports({ seed: 7, count: 400, now: new Date(), days: 400, boundaryDay: "2026-01-15" }),
    );
    rows = await readReports(client);
  } finally {
    await client.end();
  }
});

afterAll(async () => {
  await server?.stop();
});

/** What REST answers, in the words of the GraphQL fields it comes from. */
function fromGraphQL({ statistics }: GraphQLStatistics) {
  return {
    totalReports: statistics.totals.total,
    resolvedReports: statistics.totals.resolved,
    pendingReports: statistics.totals.pending,
    closedReports: statistics.totals.closed,
    weeklyReports: statistics.totals.thisWeek,
    avgResponseTime: statistics.responseTime.averageDays,
    categoryStats: statistics.byCategory,
    neighborhoodStats: statistics.byNeighborhood.map(({ neighborhood, count, mainCategory }) => ({
      neighborhood,
      count,
      mainCategory: mainCategory?.categoryName ?? null,
    })),
  };
}

describe("live landing figures", () => {
  it("publicStatisticsChanged sends the new figures when a report is filed or resolved, on commit", async () => {
    const socket = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    type Figures = { totalReports: number; resolvedReports: number };
    const received: Figures[] = [];
    let notify = () => undefined as void;
    const failed = new Promise<never>((_resolve, reject) => {
      socket.subscribe<{ publicStatisticsChanged: Figures }>(
        { query: "subscription { publicStatisticsChanged { totalReports resolvedReports } }" },
        {
          next: ({ data }) => {
            received.push(data!.publicStatisticsChanged);
            notify();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    const nextEvent = () =>
      Promise.race([failed, new Promise<Figures>((resolve) => (notify = () => resolve(received.at(-1)!)))]);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const id = "20000000-0000-4000-8000-000000000001";
    try {
      // The server follows the topic once it counts the subscription: a write before that reaches no one.
      await eventually(async () => (await liveSubscriptions()) === 1);
      const before = rows.length;
      const resolvedBefore = rows.filter((row) => row.status === "resuelto").length;
      const [report] = generateReports({
        seed: 5,
        count: 3,
        now: new Date(),
        days: 1,
        boundaryDay: "2026-01-01",
      })
        .slice(2)
        .map((row) => ({ ...row, id, status: "recibido" as const, firstResolvedAt: null }));
      // A rolled-back write sends nothing.
      await client.query("BEGIN");
      await insertReports(client, [{ ...report!, id: "20000000-0000-4000-8000-000000000002" }]);
      await client.query("ROLLBACK");

      const filed = nextEvent();
      await insertReports(client, [report!]);
      expect(await filed).toEqual({ totalReports: before + 1, resolvedReports: resolvedBefore });
      const resolved = nextEvent();
      await client.query("UPDATE report SET status = 'resuelto', first_resolved_at = now() WHERE id = $1", [
        id,
      ]);
      expect(await resolved).toEqual({ totalReports: before + 1, resolvedReports: resolvedBefore + 1 });
      expect(received).toHaveLength(2);
    } finally {
      await client.query("DELETE FROM report WHERE id = $1", [id]);
      await client.end();
      await socket.dispose();
    }
  });
});

describe("GET /api/statistics and GraphQL statistics", () => {
  const anonymous = () => new HttpClient(server.url);

  it.each([
    ["", {}],
    ["?period=week", { period: "week" }],
    ["?period=month", { period: "month" }],
    ["?period=year", { period: "year" }],
    ["?period=all", { period: "all" }],
    [
      "?from=2025-12-01&to=2026-02-15&neighborhoods=riomar,altamira",
      {
        from: "2025-12-01",
        to: "2026-02-15",
        neighborhoods: ["riomar", "altamira"],
      },
    ],
  ])("agree, anonymously, on %s", async (query, filter) => {
    const rest = await anonymous().request(`/api/statistics${query}`);
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "totalReports",
        "resolvedReports",
        "pendingReports",
        "closedReports",
        "weeklyReports",
        "avgResponseTime",
        "categoryStats",
        "neighborhoodStats",
      ].sort(),
    );
    const graphql = await anonymous().graphql<GraphQLStatistics>(STATISTICS, { filter });
    expect(graphql.errors).toBeUndefined();
    expect(body).toEqual(fromGraphQL(graphql.data!));
  });

  it("answers the REST figures with the reports' numbers", async () => {
    const range = { from: "2025-12-01", to: "2026-02-15", today: "2026-02-15" };
    const response = await anonymous().request(`/api/statistics?from=${range.from}&to=${range.to}`);
    const body = (await response.json()) as ReturnType<typeof fromGraphQL>;
    const matching = filed(rows, range);
    expect(body.totalReports).toBe(matching.length);
    expect(body.resolvedReports).toBe(matching.filter((row) => row.status === "resuelto").length);
    expect(body.pendingReports).toBe(matching.filter((row) => PENDING_STATUSES.includes(row.status)).length);
    expect(body.closedReports).toBe(matching.filter((row) => CLOSED_STATUSES.includes(row.status)).length);
    expect(body.totalReports).toBe(body.resolvedReports + body.pendingReports + body.closedReports);
    const resolved = rows.filter((row) => {
      const day = row.firstResolvedAt && new Date(row.firstResolvedAt.getTime() - 5 * 3600_000).toISOString();
      return day && day.slice(0, 10) >= range.from && day.slice(0, 10) <= range.to;
    });
    expect(body.avgResponseTime).toBeCloseTo(averageDays(resolved)!, 6);
    const perCategory = countBy(matching, (row) => row.categoryId);
    for (const category of body.categoryStats) {
      expect(category.count).toBe(perCategory.get(category.categoryId) ?? 0);
    }
    expect(body.neighborhoodStats).toHaveLength(NEIGHBORHOODS.length);
    expect(body.neighborhoodStats.reduce((sum, entry) => sum + entry.count, 0)).toBe(matching.length);
  });

  it("feeds the landing figures and the home page's recent activity from the same numbers", async () => {
    const all = await anonymous().graphql<GraphQLStatistics>(STATISTICS, { filter: { period: "all" } });
    const landing = await anonymous().graphql<{
      publicStatistics: {
        totalReports: number;
        resolvedReports: number;
        averageResolutionDays: number | null;
      };
    }>("{ publicStatistics { totalReports resolvedReports averageResolutionDays } }");
    expect(landing.data!.publicStatistics).toEqual({
      totalReports: all.data!.statistics.totals.total,
      resolvedReports: all.data!.statistics.totals.resolved,
      averageResolutionDays: all.data!.statistics.responseTime.averageDays,
    });
    expect(landing.data!.publicStatistics.totalReports).toBe(rows.length);

    const citizen = await new HttpClient(server.url).testLogin("test-citizen");
    const week = await citizen.graphql<GraphQLStatistics>(STATISTICS, { filter: { period: "week" } });
    const home = await citizen.graphql<{
      weeklyCategoryActivity: Array<{ categoryId: string; count: number; percentage: number }>;
    }>("{ weeklyCategoryActivity { categoryId count percentage } }");
    expect(home.data!.weeklyCategoryActivity).toEqual(
      week
        .data!.statistics.byCategory.filter((category) => category.count > 0)
        .slice(0, LIMITS.homeRecentActivityTopCategories)
        .map(({ categoryId, count, percentage }) => ({ categoryId, count, percentage })),
    );
  });

  it("names a bad filter in Spanish through both doors", async () => {
    const rest = await anonymous().request("/api/statistics?period=semana&severities=7");
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      error: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
      fields: {
        period: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
        severities: "La gravedad va de 1 (Leve) a 5 (Crítico).",
      },
    });
    const graphql = await anonymous().graphql(STATISTICS, { filter: { from: "2026-13-01" } });
    expect(graphql.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { from: "Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-01-31." },
    });
    // Refused by GraphQL's own types, answered with the same Spanish message.
    const typed = await anonymous().graphql(STATISTICS, { filter: { period: "semana" } });
    expect(typed.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: {
        period: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
      },
    });
  });

  it("refuses, before running anything, a request that would aggregate the reports many times over", async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `s${index}: statistics { totals { total } }`);
    const response = await new HttpClient(server.url).request("/graphql", {
      method: "POST",
      json: { query: `{ ${aliases.join(" ")} }` },
    });
    const answer = (await response.json()) as {
      data?: unknown;
      errors: Array<{ message: string; extensions: { code: string; limit: string } }>;
    };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0]!.extensions).toMatchObject({ code: "QUERY_LIMIT_EXCEEDED", limit: "cost" });
    expect(answer.errors[0]!.message).toMatch(/consulta/i);
  });

  it("limits each IP to 120 statistics requests a minute, shared by REST, GraphQL and the WebSocket", async () => {
    // Another address behind the trusted proxy (TRUST_PROXY above): the other tests keep their budget.
    const address = { "x-forwarded-for": "203.0.113.9" };
    for (let sent = 0; sent < 120; sent += 20) {
      const batch = Array.from({ length: 20 }, (_, index) =>
        (sent + index) % 2 === 0
          ? new HttpClient(server.url).request("/api/statistics", { headers: address })
          : new HttpClient(server.url).request("/graphql", {
              method: "POST",
              headers: address,
              json: { query: "{ statistics { totals { total } } }" },
            }),
      );
      for (const response of await Promise.all(batch)) expect(response.status).toBe(200);
    }
    const rest = await new HttpClient(server.url).request("/api/statistics", { headers: address });
    expect(rest.status).toBe(429);
    expect(((await rest.json()) as { error: string }).error).toMatch(/^Demasiados intentos/);
    const graphql = await new HttpClient(server.url).request("/graphql", {
      method: "POST",
      headers: address,
      json: { query: "{ statistics { totals { total } } }" },
    });
    const refused = (await graphql.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(refused.errors[0]!.extensions.code).toBe("RATE_LIMITED");

    const socket = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: address });
        }
      },
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<{ errors?: Array<{ extensions?: { code?: string } }> }>(
        (resolve, reject) => {
          let received: unknown;
          socket.subscribe(
            { query: "{ statistics { totals { total } } }" },
            {
              next: (value) => (received = value),
              error: reject,
              complete: () => resolve(received as never),
            },
          );
        },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await socket.dispose();
    }
  });
});
