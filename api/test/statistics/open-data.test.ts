import { parse } from "csv-parse/sync";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_DATA_GRID_MICRO_DEGREES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { admin, citizen, fileReport, resetRateLimits } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { eventually } from "../websocket-client";
import { bogotaDay, generateReports, insertReports, readReports, type FactRow } from "./statistics-data";

const COLUMNS = [
  "id",
  "categoria_id",
  "categoria",
  "barrio_id",
  "barrio",
  "gravedad",
  "gravedad_nombre",
  "estado",
  "estado_nombre",
  "fecha_creacion",
  "fecha_primera_resolucion",
  "dias_hasta_primera_resolucion",
  "latitud",
  "longitud",
];
// What a resident typed or is: none of it may be in the files.
const PERSONAL = {
  description: "Mi vecino Pedro Pérez deja la basura frente al 82-15",
  address: "Carrera 51B # 82-15 apto 301",
  location: { lat: 11.012345, lng: -74.815432 },
};

let server: TestServer;
let rows: FactRow[];
let reportIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  const resident = await citizen(server);
  const filedByResident = await fileReport(resident, { ...PERSONAL, anonymous: false, allowContact: true });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await insertReports(
      client,
      generateReports({ seed: 3, count: 250, now: new Date(), days: 300, boundaryDay: "2026-02-01" }),
    );
    rows = await readReports(client);
  } finally {
    await client.end();
  }
  reportIds = [filedByResident.id, ...rows.map((row) => row.id)];
});

afterAll(async () => {
  await server?.stop();
});

function parseCsv(text: string): string[][] {
  // No field of these files contains a quote, a semicolon or a line break.
  return text
    .trimEnd()
    .split("\r\n")
    .flatMap((line) => line.split("\n"))
    .map((line) => line.split(";"));
}

describe("open data", () => {
  it("reports.csv: every report, the dictionary's columns, no personal data, ~110 m squares", async () => {
    const response = await new HttpClient(server.url).request("/api/open-data/reports.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="reportes-riomar.csv"');
    expect(response.headers.get("link")).toContain('rel="license"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for spreadsheets
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(COLUMNS);
    expect(lines).toHaveLength(rows.length);
    expectNothingPersonal(text);

    const records = lines.map((line) =>
      Object.fromEntries(COLUMNS.map((column, index) => [column, line[index]!])),
    );
    expect(new Set(records.map((record) => record.id)).size).toBe(rows.length);
    for (const record of records) {
      expect(record.latitud === "" || onGrid(Number(record.latitud)), record.latitud).toBe(true);
      expect(record.longitud === "" || onGrid(Number(record.longitud)), record.longitud).toBe(true);
    }
    // Dates to the day, in Bogotá.
    expect(records.map((record) => record.fecha_creacion).sort()).toEqual(
      rows.map((row) => bogotaDay(row.createdAt)).sort(),
    );
    // Days to resolution to the day as well: whole calendar days between the two published days.
    const resolved = records.filter((record) => record.fecha_primera_resolucion !== "");
    expect(resolved.length).toBeGreaterThan(10);
    for (const record of resolved) {
      const days =
        (Date.parse(record.fecha_primera_resolucion!) - Date.parse(record.fecha_creacion!)) / 86_400_000;
      expect(record.dias_hasta_primera_resolucion, JSON.stringify(record)).toBe(String(days));
    }
    expect(
      records
        .filter((record) => record.fecha_primera_resolucion === "")
        .map((r) => r.dias_hasta_primera_resolucion),
    ).toEqual(records.filter((record) => record.fecha_primera_resolucion === "").map(() => ""));
    // The resident's point (11.012345, -74.815432) is published as its square's centre.
    expect(
      records.filter(
        (record) =>
          record.latitud === "11.0125" && record.longitud === "-74.8155" && record.barrio_id === "altamira",
      ),
    ).toHaveLength(1);
  });

  it("reports.geojson: a FeatureCollection with the licence, points on the grid, no personal data", async () => {
    const response = await new HttpClient(server.url).request("/api/open-data/reports.geojson");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    const text = await response.text();
    expectNothingPersonal(text);
    const collection = JSON.parse(text) as {
      type: string;
      licencia: { name: string };
      features: Array<{
        type: string;
        geometry: { type: string; coordinates: [number, number] } | null;
        properties: Record<string, unknown>;
      }>;
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.licencia.name).toMatch(/CC BY 4\.0/);
    expect(collection.features).toHaveLength(rows.length);
    for (const feature of collection.features) {
      expect(Object.keys(feature.properties)).toEqual(
        COLUMNS.filter((c) => c !== "latitud" && c !== "longitud"),
      );
      if (feature.geometry) {
        expect(feature.geometry.type).toBe("Point");
        expect(feature.geometry.coordinates.every(onGrid)).toBe(true);
      }
    }
    expect(collection.features.filter((feature) => feature.geometry === null)).toHaveLength(
      rows.filter((row) => row.latitude === null).length,
    );
  });

  it("writes a category name a spreadsheet would run as a formula as text", async () => {
    const staff = await admin(server);
    const formula = '=HYPERLINK("http://example.com/x","Ver")';
    const renamed = await staff.graphql(
      `mutation ($input: UpdateCategoryInput!) { updateCategory(id: "aseo", input: $input) { name } }`,
      { input: { name: formula } },
    );
    expect(renamed.errors).toBeUndefined();
    // The rename reaches the files through its transaction's pub/sub event, a moment after the mutation
    // answers (docs/statistics.md#open-data): wait for a download that carries it. Each try is a
    // download, which the hourly budget per address counts: a slow event must not spend it.
    let cells: Array<Record<string, string>> = [];
    await eventually(async () => {
      await resetRateLimits(server);
      const response = await new HttpClient(server.url).request("/api/open-data/reports.csv");
      expect(response.status).toBe(200);
      const text = new TextDecoder().decode((await response.arrayBuffer()).slice(3));
      cells = parse<Record<string, string>>(text, { delimiter: ";", columns: true });
      return cells.some((record) => record.categoria_id === "aseo" && record.categoria !== "Aseo");
    });
    const aseo = cells.filter((record) => record.categoria_id === "aseo");
    expect(aseo.length).toBeGreaterThan(0);
    for (const record of aseo) expect(record.categoria).toBe(`'${formula}`);
    expect(cells.every((record) => !/^[=+@-]/.test(record.categoria!))).toBe(true);
  });

  it("GET /api/open-data gives the licence line and the data dictionary", async () => {
    const response = await new HttpClient(server.url).request("/api/open-data");
    const body = (await response.json()) as {
      licencia: { line: string };
      diccionario: Array<{ field: string; description: string }>;
    };
    expect(body.licencia.line).toMatch(/Licencia CC BY 4\.0/);
    expect(body.diccionario.map((entry) => entry.field)).toEqual(COLUMNS);
    expect(body.diccionario.every((entry) => entry.description.length > 10)).toBe(true);
  });
});

function onGrid(degrees: number): boolean {
  const micro = degrees * 1e6;
  const offset = micro - Math.floor(micro / OPEN_DATA_GRID_MICRO_DEGREES) * OPEN_DATA_GRID_MICRO_DEGREES;
  return Math.abs(offset - OPEN_DATA_GRID_MICRO_DEGREES / 2) < 1e-3;
}

function expectNothingPersonal(text: string): void {
  for (const needle of [
    PERSONAL.description,
    "Pedro",
    PERSONAL.address,
    "82-15",
    String(PERSONAL.location.lat),
    String(PERSONAL.location.lng),
    "Carlos", // the test citizen's name
    "@",
    "/api/photos",
    ...reportIds,
  ]) {
    expect(text).not.toContain(needle);
  }
  for (const field of [
    "author",
    "autor",
    "description",
    'descripcion"',
    "address",
    "direccion",
    "email",
    "photo",
    "foto",
  ]) {
    expect(text.toLowerCase()).not.toContain(field);
  }
}
