import { afterEach, describe, expect, it } from "vitest";
import { startGeocodingApp, TEST_CONTACT, type GeocodingTestApp } from "../../../test/support/geocoding";
import {
  json,
  startFakeUpstream,
  type FakeHandler,
  type FakeUpstream,
} from "../../../test/support/geocoding-upstream";

const place = (lat: string, lon: string, display_name: string, address: Record<string, string>) => ({
  place_id: 1,
  lat,
  lon,
  display_name,
  address: { city: "Barranquilla", state: "Atlántico", country: "Colombia", country_code: "co", ...address },
});

const NOMINATIM_ANSWER = [
  place("11.0050000", "-74.8300000", "Carrera 51B, El Poblado, Riomar, Barranquilla, Atlántico, Colombia", {
    road: "Carrera 51B",
    neighbourhood: "El Poblado",
    suburb: "Riomar",
  }),
  place("11.0195000", "-74.8112000", "84-120, Carrera 51B, El Limoncito, Barranquilla, Atlántico, Colombia", {
    road: "Carrera 51B",
    house_number: "84-120",
    neighbourhood: "El Limoncito",
  }),
  { lat: "not a number", lon: "-74.8", display_name: "broken", address: {} },
  place("4.6500000", "-74.0600000", "Carrera 51B, Bogotá, Colombia", { road: "Carrera 51B", city: "Bogotá" }),
  ...[0, 1, 2, 3, 4].map((i) =>
    place("11.0300000", `-74.80${i}0000`, `Calle 8${i}, Barranquilla, Atlántico, Colombia`, {
      road: `Calle 8${i}`,
    }),
  ),
];

const answerNominatim: FakeHandler = (_request, res) => json(res, NOMINATIM_ANSWER);

let upstream: FakeUpstream | undefined;
let app: GeocodingTestApp | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});

async function start(handler: FakeHandler) {
  upstream = await startFakeUpstream(handler);
  app = await startGeocodingApp({ kind: "nominatim", url: upstream.url });
  return { upstream, app };
}

const names = (body: unknown) => (body as Array<{ display_name: string }>).map((s) => s.display_name);

describe("GET /api/geocode/search with a Nominatim upstream", () => {
  it("asks for the normalised address bounded to Barranquilla and passes Nominatim's fields on", async () => {
    const { upstream, app } = await start(answerNominatim);
    const { status, body } = await app.search("CLL 84 No. 51B-20");

    expect(status).toBe(200);
    const [request] = upstream.requests;
    expect(request!.path).toBe("/search");
    expect(Object.fromEntries(request!.params)).toEqual({
      q: "Calle 84 51B-20",
      format: "jsonv2",
      addressdetails: "1",
      limit: "10",
      countrycodes: "co",
      viewbox: "-74.95,11.15,-74.7,10.85",
      bounded: "1",
      "accept-language": "es",
    });
    expect(request!.headers["user-agent"]).toBe(`ReportaRiomar/1.0 (+${TEST_CONTACT})`);

    expect(body).toHaveLength(5);
    expect((body as unknown[])[1]).toEqual({
      lat: "11.0195000",
      lon: "-74.8112000",
      display_name: "84-120, Carrera 51B, El Limoncito, Barranquilla, Atlántico, Colombia",
      address: {
        road: "Carrera 51B",
        house_number: "84-120",
        neighbourhood: "El Limoncito",
        city: "Barranquilla",
        state: "Atlántico",
      },
    });
    expect(names(body)).not.toContain("broken");
    expect(names(body).some((name) => name.includes("Bogotá"))).toBe(false);
  });

  it("puts the places nearest the chosen neighbourhood first, with the same question", async () => {
    const { upstream, app } = await start(answerNominatim);
    const { body } = await app.search("Carrera 51B", "el-limoncito");
    expect(names(body)[0]).toBe("84-120, Carrera 51B, El Limoncito, Barranquilla, Atlántico, Colombia");
    const params = upstream.requests[0]!.params;
    expect([params.get("q"), params.get("viewbox"), params.get("bounded")]).toEqual([
      "Carrera 51B",
      "-74.95,11.15,-74.7,10.85",
      "1",
    ]);
  });

  it("answers from the gazetteer when Nominatim fails", async () => {
    const { app } = await start((_request, res) => json(res, { error: "overloaded" }, 503));
    const { status, body } = await app.search("limon");
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      "Altos del Limón, Barranquilla, Atlántico, Colombia",
      "El Limoncito, Barranquilla, Atlántico, Colombia",
    ]);
    expect(app.logs.find(({ level }) => level === 40)).toMatchObject({
      geocoder: "nominatim",
      reason: "status",
      status: 503,
    });
  });
});
