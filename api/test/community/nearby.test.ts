import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, NEARBY_MESSAGES } from "../../src/domain";
import { HttpClient } from "../http-client";
import { admin, citizen, fileReport, resetRateLimits, RESOLUTION } from "../reports/report-support";
import { startTestServer, type TestServer } from "../test-server";
import { PUBLIC_REPORT_FIELDS, restJson } from "./community-support";

/**
 * "¿Ya lo reportaron?" on both doors (docs/nearby.md): which open reports are listed, in what order,
 * with which distance bucket, measured from the public point alone; bad input; the shared budget.
 */

const NEARBY = `query ($categoryId: ID!, $neighborhood: String!, $lat: Float, $lng: Float, $text: String) {
  nearbyReports(categoryId: $categoryId, neighborhood: $neighborhood, lat: $lat, lng: $lng, text: $text) {
    distance report { ${PUBLIC_REPORT_FIELDS} }
  }
}`;

interface NearbyJson {
  distance: string | null;
  report: {
    id: string;
    radicado: string;
    location: { lat: number; lng: number; approximate: boolean } | null;
  };
}

interface Ask {
  categoryId?: string;
  neighborhood?: string;
  lat?: number | string;
  lng?: number | string;
  text?: string;
}

let server: TestServer;
let anonymous: HttpClient;
/** The centre of the square of report `here`: the pin the tests drop. */
const PIN = { lat: 11.0055, lng: -74.8235 };
const ids: Record<string, string> = {};

async function rest(client: HttpClient, ask: Ask) {
  const query = new URLSearchParams(
    Object.entries(ask).flatMap(([key, value]): Array<[string, string]> =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return restJson<NearbyJson[] & { error?: string }>(
    await client.request(`/api/reports/nearby?${query.toString()}`),
  );
}

async function graphql(client: HttpClient, ask: Ask) {
  return client.graphql<{ nearbyReports: NearbyJson[] }>(NEARBY, { ...ask });
}

/** Both doors, which must agree; the list as (name, distance) pairs. */
async function listed(ask: Ask): Promise<Array<[string, string | null]>> {
  const byRest = await rest(anonymous, ask);
  expect(byRest.status, JSON.stringify(byRest.body)).toBe(200);
  const byGraphql = await graphql(anonymous, ask);
  expect(byGraphql.errors).toBeUndefined();
  expect(byGraphql.data?.nearbyReports).toEqual(byRest.body);
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return byRest.body.map((item) => [names.get(item.report.id) ?? item.report.id, item.distance]);
}

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new HttpClient(server.url);
  const resident = await citizen(server);
  const staff = await admin(server);
  const file = async (name: string, overrides: Record<string, unknown>) => {
    ids[name] = (await fileReport(resident, overrides)).id;
  };
  // In filing order (the newest last).
  await file("here", {
    location: { lat: 11.0059, lng: -74.8232 },
    description: "Hueco grande frente al parque.",
  });
  await file("otherCategory", { categoryId: "iluminacion", location: { lat: 11.0059, lng: -74.8232 } });
  await file("resolved", { location: { lat: 11.0056, lng: -74.8236 } });
  // ~220 m north of the pin (its square's centre).
  await file("north", {
    location: { lat: 11.0071, lng: -74.8238 },
    description: "Calle hundida en la esquina.",
  });
  // ~650 m away, with text like the first.
  await file("far", {
    location: { lat: 11.0114, lng: -74.8232 },
    description: "Hueco muy grande frente al parque infantil.",
  });
  await file("noPoint", { location: null, description: "Andén roto." });
  await file("elsewhere", { neighborhood: "riomar", location: { lat: 11.0059, lng: -74.8233 } });
  // Two reports of one 0.001° square, at opposite corners of it.
  await file("cornerA", { categoryId: "aseo", location: { lat: 11.0101, lng: -74.8301 } });
  await file("cornerB", { categoryId: "aseo", location: { lat: 11.0109, lng: -74.8309 } });
  for (const status of ["en_gestion", "resuelto"]) {
    const response = await staff.request(`/api/reports/${ids.resolved}/status`, {
      method: "PATCH",
      json: { status, ...(status === "resuelto" ? { publicUpdate: RESOLUTION } : {}) },
    });
    expect(response.status).toBe(200);
  }
  await resetRateLimits(server);
});

afterAll(async () => {
  await server?.stop();
});

describe("which reports are listed", () => {
  it("lists the category's open reports within 250 m of a pin, nearest first, in buckets", async () => {
    expect(await listed({ categoryId: "vias", neighborhood: "altamira", ...PIN })).toEqual([
      // One square: the newest first.
      ["elsewhere", "a menos de 50 m"],
      ["here", "a menos de 50 m"],
      ["north", "a menos de 250 m"],
    ]);
  });

  it("adds the barrio's reports of similar text, after the near ones", async () => {
    expect(
      await listed({
        categoryId: "vias",
        neighborhood: "altamira",
        ...PIN,
        text: "hueco grande frente al parque",
      }),
    ).toEqual([
      // Within one square, similar text first.
      ["here", "a menos de 50 m"],
      ["elsewhere", "a menos de 50 m"],
      ["north", "a menos de 250 m"],
      ["far", "a más de 250 m"],
    ]);
  });

  it("without a pin, matches by barrio, category and text, ignoring case and accents", async () => {
    expect(
      await listed({ categoryId: "vias", neighborhood: "altamira", text: "HUECO GRANDÉ frente al parque" }),
    ).toEqual([
      ["here", null],
      ["far", null],
    ]);
  });

  it("without a pin or text, gives the barrio's newest open reports of the category", async () => {
    expect(await listed({ categoryId: "vias", neighborhood: "altamira" })).toEqual([
      ["noPoint", null],
      ["far", null],
      ["north", null],
      ["here", null],
    ]);
  });

  it("gives the public view: the public point, marked approximate", async () => {
    const { body } = await rest(anonymous, { categoryId: "vias", neighborhood: "altamira", ...PIN });
    const here = body.find((item) => item.report.id === ids.here);
    expect(here?.report.location).toEqual({ lat: 11.0055, lng: -74.8235, approximate: true });
    expect(JSON.stringify(body)).not.toMatch(/11\.0059|74\.8232/);
  });

  it("decides from the public point alone: two reports of one square are listed together, alike, wherever the pin is", async () => {
    // A pin walking away from the square in 20 m steps, across both buckets' edges.
    const seen = new Set<string>();
    for (let step = 0; step < 16; step++) {
      const pin = { lat: 11.0105 + step * 0.00018, lng: -74.8305 };
      const found = await listed({ categoryId: "aseo", neighborhood: "altamira", ...pin });
      const a = found.find(([name]) => name === "cornerA");
      const b = found.find(([name]) => name === "cornerB");
      expect([step, a?.[1]]).toEqual([step, b?.[1]]);
      seen.add(String(a?.[1]));
      if (step % 5 === 4) await resetRateLimits(server);
    }
    expect(seen).toEqual(new Set(["a menos de 50 m", "a menos de 250 m", "undefined"]));
  });

  it("lists at most 5", async () => {
    const resident = await citizen(server);
    for (let i = 0; i < 6; i++) {
      await fileReport(resident, { categoryId: "animales", location: { lat: 11.0059, lng: -74.8232 } });
    }
    expect(await listed({ categoryId: "animales", neighborhood: "altamira", ...PIN })).toHaveLength(5);
  });

  it("of a busy square, lists its five newest before a newer report one square away, the oldest left out", async () => {
    const resident = await citizen(server);
    const filed: string[] = [];
    // Six in the square whose centre is (11.0205, -74.8105), oldest first; then one in the next square north.
    for (let i = 0; i < 6; i++) {
      filed.push(
        (await fileReport(resident, { categoryId: "arroyos", location: { lat: 11.0203, lng: -74.8103 } })).id,
      );
    }
    const nextSquare = (
      await fileReport(resident, { categoryId: "arroyos", location: { lat: 11.0213, lng: -74.8103 } })
    ).id;
    await resetRateLimits(server);
    const found = await listed({
      categoryId: "arroyos",
      neighborhood: "altamira",
      lat: 11.0205,
      lng: -74.8105,
    });
    expect(found).toEqual(
      filed
        .slice(1)
        .reverse()
        .map((id) => [id, "a menos de 50 m"]),
    );
    expect(found.map(([id]) => id)).not.toContain(nextSquare);
  });
});

describe("bad input", () => {
  it.each<[string, Ask, string, string]>([
    [
      "an unknown category",
      { categoryId: "nada", neighborhood: "altamira" },
      "categoryId",
      MESSAGES.categoryRequired,
    ],
    [
      "an unknown barrio",
      { categoryId: "vias", neighborhood: "narnia" },
      "neighborhood",
      MESSAGES.neighborhoodRequired,
    ],
    [
      "a latitude out of range",
      { categoryId: "vias", neighborhood: "altamira", lat: 95, lng: -74.8 },
      "lat",
      NEARBY_MESSAGES.latitudeInvalid,
    ],
    [
      "a longitude out of range",
      { categoryId: "vias", neighborhood: "altamira", lat: 11, lng: -190 },
      "lng",
      NEARBY_MESSAGES.longitudeInvalid,
    ],
    [
      "a latitude without longitude",
      { categoryId: "vias", neighborhood: "altamira", lat: 11.0055 },
      "lng",
      NEARBY_MESSAGES.pointIncomplete,
    ],
    [
      "a point outside Barranquilla",
      { categoryId: "vias", neighborhood: "altamira", lat: 4.6, lng: -74.08 },
      "lat",
      MESSAGES.locationOutOfArea,
    ],
    [
      "text that is too long",
      { categoryId: "vias", neighborhood: "altamira", text: "a".repeat(501) },
      "text",
      NEARBY_MESSAGES.textTooLong,
    ],
  ])("refuses %s with a Spanish message: 400 / BAD_USER_INPUT", async (_name, ask, field, message) => {
    await resetRateLimits(server);
    expect(await rest(anonymous, ask)).toEqual({
      status: 400,
      body: { error: message, fields: { [field]: message } },
    });
    const answer = await graphql(anonymous, ask);
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ [field]: message });
  });

  it("refuses a latitude that is not a number on the REST door", async () => {
    await resetRateLimits(server);
    expect(
      await rest(anonymous, { categoryId: "vias", neighborhood: "altamira", lat: "once", lng: -74.8 }),
    ).toEqual({
      status: 400,
      body: { error: NEARBY_MESSAGES.latitudeInvalid, fields: { lat: NEARBY_MESSAGES.latitudeInvalid } },
    });
  });
});

describe("limits", () => {
  it("spends one budget per caller on both doors: 60 a minute, then 429 / RATE_LIMITED", async () => {
    await resetRateLimits(server);
    const ask = { categoryId: "vias", neighborhood: "altamira" };
    for (let i = 0; i < 30; i++) expect((await rest(anonymous, ask)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await graphql(anonymous, ask)).errors).toBeUndefined();
    expect((await rest(anonymous, ask)).status).toBe(429);
    expect((await graphql(anonymous, ask)).errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    await resetRateLimits(server);
  });
});
