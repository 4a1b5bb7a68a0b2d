import type { Request } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages";
import { rateLimited } from "../../errors/app-error";
import { startGeocodingApp, type GeocodingTestApp } from "../../../test/support/geocoding";
import { json, startFakeUpstream, type FakeUpstream } from "../../../test/support/geocoding-upstream";

let upstream: FakeUpstream | undefined;
let app: GeocodingTestApp | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  app = upstream = undefined;
});

async function withPhoton(beforeSearch?: (req: Request) => void) {
  upstream = await startFakeUpstream((_request, res) =>
    json(res, { type: "FeatureCollection", features: [] }),
  );
  app = await startGeocodingApp({ kind: "photon", url: upstream.url }, {}, { beforeSearch });
  return { upstream, app };
}

describe("GET /api/geocode/search", () => {
  it("answers from the gazetteer alone when no upstream is configured", async () => {
    app = await startGeocodingApp({ kind: "none" });
    const { status, body, headers } = await app.search("Limón");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(
      (body as Array<{ address: { neighbourhood: string } }>).map((s) => s.address.neighbourhood),
    ).toEqual(["Altos del Limón", "El Limoncito"]);
  });

  it.each(["no-existe", "Riomar", "riomar%20"])("refuses the unknown neighbourhood %s", async (slug) => {
    const { upstream, app } = await withPhoton();
    expect(await app.search("Calle 84", decodeURIComponent(slug))).toMatchObject({
      status: 400,
      body: { error: "Barrio desconocido." },
    });
    expect(await app.search("ab", "no-existe")).toMatchObject({ status: 400 });
    expect(upstream.requests).toHaveLength(0);
  });

  it("refuses a search longer than an address may be", async () => {
    const { upstream, app } = await withPhoton();
    const { status, body } = await app.search("Calle ".repeat(40));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: MESSAGES.addressTooLong });
    expect(upstream.requests).toHaveLength(0);
  });

  it("answers [] without q", async () => {
    app = await startGeocodingApp({ kind: "none" });
    expect(await app.search("")).toMatchObject({ status: 200, body: [] });
  });

  it("lets the caller refuse a search first (the per-IP limit's place)", async () => {
    const seen: string[] = [];
    const { upstream, app } = await withPhoton((req) => {
      seen.push(req.path);
      throw rateLimited(30);
    });
    const { status, body, headers } = await app.search("Calle 84");
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("30");
    expect(body).toMatchObject({ error: expect.any(String) as string });
    expect(seen).toEqual(["/geocode/search"]);
    expect(upstream.requests).toHaveLength(0);
  });
});
