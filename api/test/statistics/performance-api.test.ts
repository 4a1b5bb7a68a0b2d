import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, NEIGHBORHOODS, PERFORMANCE_CSV_DICTIONARY } from "../../src/domain";
import { HttpClient } from "../http-client";
import { startTestServer, type TestServer } from "../test-server";
import { generateReports, insertReports } from "./statistics-data";

// docs/transparency.md: one set of numbers on every door, public, with the statistics' rules.

const FIGURES = `reports pending
  answerDays { reports median p90 tooFewReports }
  resolutionDays { reports median p90 tooFewReports }
  answeredInTerm { reports count percentage tooFewReports }
  reopened { reports count percentage tooFewReports }
  confirmedByResidents { reports count percentage tooFewReports }
  backlog { key label minDays maxDays count }`;
const PERFORMANCE = `query ($filter: PerformanceFilterInput) {
  performance(filter: $filter) {
    range { from to timeZone }
    minimumReports
    overall { ${FIGURES} }
    byCategory { categoryId categoryName ${FIGURES} }
    byNeighborhood { neighborhood label ${FIGURES} }
  }
}`;

interface Figures {
  reports: number;
  pending: number;
  answerDays: { reports: number; median: number | null; p90: number | null; tooFewReports: boolean };
  answeredInTerm: { reports: number; count: number | null; percentage: number | null };
  reopened: { reports: number; count: number | null; percentage: number | null };
  backlog: Array<{ count: number }>;
}
interface PerformanceJson {
  range: { from: string | null; to: string; timeZone: string };
  minimumReports: number;
  overall: Figures;
  byCategory: Array<Figures & { categoryId: string; categoryName: string }>;
  byNeighborhood: Array<Figures & { neighborhood: string; label: string }>;
}

let server: TestServer;
const anonymous = () => new HttpClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await insertReports(
      client,
      generateReports({ seed: 5, count: 300, now: new Date(), days: 200, boundaryDay: "2026-01-15" }),
    );
    // Some answered within their term, some after it.
    await client.query(
      `UPDATE report SET answered_at = created_at + (CASE WHEN severity > 2 THEN interval '2 days' ELSE interval '40 days' END)
        WHERE created_at + interval '40 days' < now() AND severity <> 3`,
    );
  } finally {
    await client.end();
  }
});

afterAll(async () => {
  await server?.stop();
});

describe("the performance doors", () => {
  it("give the same numbers on GraphQL and REST, without signing in", async () => {
    const graphql = await anonymous().graphql<{ performance: PerformanceJson }>(PERFORMANCE, {
      filter: { period: "year", categories: ["seguridad", "aseo"] },
    });
    expect(graphql.errors).toBeUndefined();
    const rest = await anonymous().request("/api/performance?period=year&categories=seguridad,aseo");
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as PerformanceJson;
    expect(body).toEqual(graphql.data!.performance);
    expect(body.minimumReports).toBe(10);
    expect(body.range.timeZone).toBe("America/Bogota");
    expect(body.byCategory).toHaveLength(CATEGORIES.length);
    expect(body.byNeighborhood).toHaveLength(NEIGHBORHOODS.length);
    // Only the filter's categories have reports, and the figures exist where there are enough of them.
    expect(
      body.byCategory
        .filter((cell) => cell.reports > 0)
        .map((cell) => cell.categoryId)
        .sort(),
    ).toEqual(["aseo", "seguridad"]);
    expect(body.overall.reports).toBeGreaterThan(10);
    expect(body.overall.answeredInTerm.percentage).toEqual(expect.any(Number));
    expect(body.overall.answeredInTerm.count).toBeLessThan(body.overall.answeredInTerm.reports);
    const small = body.byNeighborhood.find((cell) => cell.reports > 0 && cell.answerDays.reports < 10);
    if (small) expect(small.answerDays).toMatchObject({ median: null, p90: null, tooFewReports: true });
  });

  it("names a bad filter in Spanish through both doors", async () => {
    const rest = await anonymous().request("/api/performance?period=semana&neighborhoods=narnia");
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      error: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
      fields: {
        period: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
        neighborhoods: "Barrio desconocido: usa su identificador, por ejemplo villa-carolina.",
      },
    });
    const inverted = await anonymous().graphql(PERFORMANCE, {
      filter: { from: "2026-03-01", to: "2026-02-01" },
    });
    expect(inverted.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { from: "La fecha inicial (from) no puede ser posterior a la final (to)." },
    });
    const typed = await anonymous().graphql(PERFORMANCE, { filter: { period: "semana" } });
    expect(typed.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("publishes the same figures as an open-data CSV of aggregates, described in the dictionary", async () => {
    const response = await anonymous().request("/api/open-data/performance.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...lines] = text
      .trim()
      .split("\n")
      .map((line) => line.split(";"));
    expect(header).toEqual(PERFORMANCE_CSV_DICTIONARY.map((column) => column.field));
    expect(lines).toHaveLength(1 + CATEGORIES.length + NEIGHBORHOODS.length);
    const rest = (await (await anonymous().request("/api/performance?period=all")).json()) as PerformanceJson;
    const cell = (row: string[], field: string) => row[header!.indexOf(field)];
    const total = lines[0]!;
    expect(cell(total, "grupo")).toBe("total");
    expect(Number(cell(total, "reportes"))).toBe(rest.overall.reports);
    expect(Number(cell(total, "pendientes"))).toBe(rest.overall.pending);
    expect(Number(cell(total, "respondidos_en_termino"))).toBe(rest.overall.answeredInTerm.count);
    expect(Number(cell(total, "dias_habiles_respuesta_mediana"))).toBe(rest.overall.answerDays.median);
    // Aggregates only: no report's id, radicado or text.
    expect(text).not.toMatch(/RIO-\d{4}-/);
    expect(lines.every((row) => ["total", "categoria", "barrio"].includes(row[0]!))).toBe(true);
    const dictionary = (await (await anonymous().request("/api/open-data")).json()) as {
      archivos: Record<string, string>;
      desempeno: { diccionario: Array<{ field: string }> };
    };
    expect(dictionary.archivos.desempeno).toBe("/api/open-data/performance.csv");
    expect(dictionary.desempeno.diccionario.map((column) => column.field)).toEqual(header);
  });
});
