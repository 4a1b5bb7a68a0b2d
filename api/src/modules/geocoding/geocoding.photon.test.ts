import { performance } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import type { GeocodingConfig, GeocodingTuning } from "../../config/geocoding.config";
import { startGeocodingApp, TEST_CONTACT, type GeocodingTestApp } from "../../../test/support/geocoding";
import {
  closedPort,
  json,
  startFakeUpstream,
  type FakeHandler,
  type FakeUpstream,
} from "../../../test/support/geocoding-upstream";

const feature = (lon: number, lat: number, properties: Record<string, unknown>) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [lon, lat] },
  properties,
});
const inCity = { city: "Barranquilla", state: "Atlántico", country: "Colombia" };

const PHOTON_ANSWER = {
  type: "FeatureCollection",
  features: [
    feature(-74.8201, 11.0152, {
      ...inCity,
      osm_key: "highway",
      type: "street",
      name: "Carrera 51B",
      locality: "Altos de Riomar",
      district: "Riomar",
    }),
    feature(-74.8195, 11.016, {
      ...inCity,
      name: "Edificio Torre 84",
      street: "Carrera 51B",
      housenumber: "84-120",
    }),
    // Outside Barranquilla: Photon's bbox should have dropped it; the proxy does not trust that.
    feature(-74.06, 4.65, { osm_key: "highway", name: "Carrera 51B", city: "Bogotá", country: "Colombia" }),
    { type: "Feature", geometry: null, properties: { name: "broken" } },
    ...[0, 1, 2, 3, 4].map((i) =>
      feature(-74.81 - i / 1000, 11.02, { ...inCity, osm_key: "highway", name: `Calle 8${i}` }),
    ),
  ],
};

const answerPhoton: FakeHandler = (_request, res) => json(res, PHOTON_ANSWER);

let upstream: FakeUpstream | undefined;
let app: GeocodingTestApp | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});

async function start(
  handler: FakeHandler,
  config: Partial<GeocodingConfig> = {},
  tuning: Partial<GeocodingTuning> = {},
) {
  upstream = await startFakeUpstream(handler);
  app = await startGeocodingApp({ kind: "photon", url: `${upstream.url}/`, ...config }, tuning);
  return { upstream, app };
}

const names = (body: unknown) => (body as Array<{ display_name: string }>).map((s) => s.display_name);
const LIMON = [
  "Altos del Limón, Barranquilla, Atlántico, Colombia",
  "El Limoncito, Barranquilla, Atlántico, Colombia",
];

describe("GET /api/geocode/search with a Photon upstream", () => {
  it("asks Photon for the normalised address around the locality and maps its answer", async () => {
    const { upstream, app } = await start(answerPhoton);
    const { status, body, headers } = await app.search("cra 51b # 84-120");

    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, max-age=300");
    expect(upstream.requests).toHaveLength(1);
    const [request] = upstream.requests;
    expect(request!.path).toBe("/api");
    expect(Object.fromEntries(request!.params)).toEqual({
      q: "Carrera 51B 84-120",
      limit: "10",
      lat: "11.0225",
      lon: "-74.835",
      bbox: "-74.95,10.85,-74.7,11.15",
      lang: "default",
    });
    expect(request!.headers["user-agent"]).toBe(`ReportaRiomar/1.0 (+${TEST_CONTACT})`);

    expect(body).toHaveLength(5);
    expect((body as unknown[]).slice(0, 2)).toEqual([
      {
        lat: "11.0152",
        lon: "-74.8201",
        display_name: "Carrera 51B, Altos de Riomar, Riomar, Barranquilla, Atlántico, Colombia",
        address: {
          road: "Carrera 51B",
          neighbourhood: "Altos de Riomar",
          suburb: "Riomar",
          city: "Barranquilla",
          state: "Atlántico",
        },
      },
      {
        lat: "11.016",
        lon: "-74.8195",
        display_name: "Edificio Torre 84, 84-120, Carrera 51B, Barranquilla, Atlántico, Colombia",
        address: { road: "Carrera 51B", house_number: "84-120", city: "Barranquilla", state: "Atlántico" },
      },
    ]);
    expect(names(body).some((name) => name.includes("Bogotá"))).toBe(false);
  });

  it("biases towards the chosen neighbourhood's centroid, or the locality's when it has none", async () => {
    const { upstream, app } = await start(answerPhoton);
    await app.search("Calle 84", "altos-del-limon");
    await app.search("Calle 84", "villa-campestre");
    const focus = upstream.requests.map(({ params }) => [
      params.get("lat"),
      params.get("lon"),
      params.get("q"),
    ]);
    expect(focus).toEqual([
      ["11.0143", "-74.8245", "Calle 84"],
      ["11.0225", "-74.835", "Calle 84"],
    ]);
  });

  it("answers [] to fewer than 3 characters without asking the upstream", async () => {
    const { upstream, app } = await start(answerPhoton);
    expect(await app.search("  ab  ")).toMatchObject({ status: 200, body: [] });
    expect(await app.search("ab", "riomar")).toMatchObject({ status: 200, body: [] });
    expect(upstream.requests).toHaveLength(0);
  });

  it("answers a repeated search from its cache, whatever the case or spacing", async () => {
    const { upstream, app } = await start(answerPhoton);
    const first = await app.search("Cra 51B # 84-120");
    const again = await app.search("  cra   51b #84-120 ");
    expect(again.body).toEqual(first.body);
    expect(upstream.requests).toHaveLength(1);
    await app.search("Cra 51B # 84-120", "riomar");
    expect(upstream.requests).toHaveLength(2);
  });

  it("waits at least a second between two upstream requests of the process", async () => {
    const { upstream, app } = await start(answerPhoton, { minIntervalMs: 1000 });
    const [first, second] = await Promise.all([app.search("Calle 84"), app.search("Carrera 53")]);
    expect(upstream.requests).toHaveLength(2);
    const [a, b] = upstream.requests;
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1000);
    // Both waited their turn instead of falling back.
    expect(names(first.body)[0]).toMatch(/Carrera 51B/);
    expect(names(second.body)[0]).toMatch(/Carrera 51B/);
  });

  it("answers from the gazetteer at once when the queue is too long", async () => {
    const { upstream, app } = await start(answerPhoton, { minIntervalMs: 1000 }, { maxWaitMs: 200 });
    await app.search("Calle 84");
    const started = performance.now();
    const { status, body } = await app.search("limon");
    expect(performance.now() - started).toBeLessThan(500);
    expect(status).toBe(200);
    expect(names(body)).toEqual(LIMON);
    expect(upstream.requests).toHaveLength(1);
  });

  const failures: Array<[string, FakeHandler, string]> = [
    ["a 500", (_request, res) => json(res, { message: "boom" }, 500), "status"],
    ["a timeout", () => undefined, "timeout"],
    ["bad JSON", (_request, res) => res.writeHead(200).end("<html>oops</html>"), "bad-response"],
    ["another shape", (_request, res) => json(res, [{ lat: "11" }]), "bad-response"],
  ];
  it.each(failures)(
    "answers 200 from the gazetteer after %s, logging no query",
    async (_name, handler, reason) => {
      const { upstream, app } = await start(handler, { timeoutMs: 150 });
      const started = performance.now();
      const { status, body, headers } = await app.search("limon");
      expect(performance.now() - started).toBeLessThan(1500);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(names(body)).toEqual(LIMON);
      expect(upstream.requests).toHaveLength(1);
      const warnings = app.logs.filter(({ level }) => level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ geocoder: "photon", reason });
      expect(app.logs.map(({ raw }) => raw).join("\n")).not.toMatch(/limon/i);
    },
  );

  it("answers from the gazetteer when nothing listens at the upstream's address", async () => {
    app = await startGeocodingApp({ kind: "photon", url: `http://127.0.0.1:${await closedPort()}` });
    const { status, body } = await app.search("limon");
    expect(status).toBe(200);
    expect(names(body)).toEqual(LIMON);
    expect(app.logs.find(({ level }) => level === 40)).toMatchObject({
      reason: "network",
      code: "ECONNREFUSED",
    });
  });

  it("leaves a failing upstream alone for a while", async () => {
    const { upstream, app } = await start((_request, res) => json(res, {}, 503));
    await app.search("limon");
    const { body } = await app.search("altos");
    expect(names(body)).toEqual([
      "Altos de Riomar, Barranquilla, Atlántico, Colombia",
      "Altos del Limón, Barranquilla, Atlántico, Colombia",
    ]);
    expect(upstream.requests).toHaveLength(1);
  });

  it("prefers yesterday's answer to the gazetteer when the upstream is down", async () => {
    const { upstream, app } = await start(answerPhoton, {}, { cacheTtlMs: 0 });
    const fresh = await app.search("Carrera 51B");
    upstream.handle((_request, res) => json(res, {}, 500));
    const stale = await app.search("Carrera 51B");
    expect(upstream.requests).toHaveLength(2);
    expect(stale.body).toEqual(fresh.body);
  });

  it("offers the typed text at the chosen neighbourhood when the upstream cannot help", async () => {
    const { app } = await start((_request, res) => json(res, { type: "FeatureCollection", features: [] }));
    const { status, body } = await app.search("Cra 51B # 84-120", "el-limoncito");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        lat: "11.0194",
        lon: "-74.8111",
        display_name: "Cra 51B # 84-120, El Limoncito, Barranquilla, Atlántico, Colombia",
        address: {
          road: "Cra 51B # 84-120",
          neighbourhood: "El Limoncito",
          city: "Barranquilla",
          state: "Atlántico",
        },
      },
    ]);
  });
});
