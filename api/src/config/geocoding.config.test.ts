import { describe, expect, it } from "vitest";
import { z } from "zod";
import { geocodingEnvShape, readGeocodingConfig } from "./geocoding.config";

const parse = (env: Record<string, string>) => z.object(geocodingEnvShape).parse(env);

describe("readGeocodingConfig", () => {
  it("starts offline: no upstream, 1 request/s and a 4 s timeout once one is set", () => {
    expect(readGeocodingConfig(parse({}), undefined)).toEqual({
      config: { kind: "none", url: undefined, contact: undefined, minIntervalMs: 1000, timeoutMs: 4000 },
      problems: [],
    });
  });

  it("reads an upstream, taking PUBLIC_URL as the contact when none is given", () => {
    const { config, problems } = readGeocodingConfig(
      parse({
        GEOCODER_KIND: "nominatim",
        GEOCODER_URL: "http://nominatim:8080",
        GEOCODER_TIMEOUT_MS: "2500",
      }),
      "https://reporta.example.gov.co",
    );
    expect(problems).toEqual([]);
    expect(config).toEqual({
      kind: "nominatim",
      url: "http://nominatim:8080",
      contact: "https://reporta.example.gov.co",
      minIntervalMs: 1000,
      timeoutMs: 2500,
    });
  });

  it("names what an upstream is missing", () => {
    const { problems } = readGeocodingConfig(parse({ GEOCODER_KIND: "nominatim" }), undefined);
    expect(problems.join("\n")).toMatch(/GEOCODER_URL/);
    expect(problems.join("\n")).toMatch(/GEOCODER_CONTACT/);
    expect(readGeocodingConfig(parse({ GEOCODER_KIND: "photon" }), undefined).problems).toEqual([
      "  GEOCODER_URL: is required when GEOCODER_KIND is photon",
    ]);
  });

  it.each([{ GEOCODER_KIND: "google" }, { GEOCODER_URL: "ftp://x" }, { GEOCODER_MIN_INTERVAL_MS: "-1" }])(
    "rejects %o",
    (env) => {
      expect(z.object(geocodingEnvShape).safeParse(env).success).toBe(false);
    },
  );
});
