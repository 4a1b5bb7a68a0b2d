import { describe, expect, it } from "vitest";
import {
  formatLatLng,
  neighborhoodCentroid,
  neighborhoodSlugForLabel,
  OSM_ATTRIBUTION,
  tileConfig,
} from "./map-config";

describe("tileConfig", () => {
  it("has no tiles unless configured, so nothing is fetched from a third party", () => {
    expect(tileConfig({})).toBeUndefined();
    expect(tileConfig({ VITE_MAP_TILE_URL: "  " })).toBeUndefined();
  });

  it("credits OpenStreetMap when its tiles are used", () => {
    expect(tileConfig({ VITE_MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" })).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: OSM_ATTRIBUTION,
    });
    expect(OSM_ATTRIBUTION).toContain("OpenStreetMap</a> contributors");
  });

  it("uses the configured attribution for other tile servers", () => {
    expect(
      tileConfig({
        VITE_MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
        VITE_MAP_TILE_ATTRIBUTION: "© Ejemplo",
      }),
    ).toEqual({ url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "© Ejemplo" });
  });
});

describe("neighbourhoods on the map", () => {
  it("finds a neighbourhood by the label a geocoder gives, accents or not", () => {
    expect(neighborhoodSlugForLabel("Altos del Limon")).toBe("altos-del-limon");
    expect(neighborhoodSlugForLabel("Santa Mónica")).toBe("santa-monica");
    expect(neighborhoodSlugForLabel("El Prado")).toBeUndefined();
    expect(neighborhoodSlugForLabel(undefined)).toBeUndefined();
  });

  it("centres on known centroids only", () => {
    expect(neighborhoodCentroid("riomar")).toEqual({ lat: 11.0111, lng: -74.8152 });
    expect(neighborhoodCentroid("villa-campestre")).toBeUndefined();
  });

  it("writes coordinates with 5 decimals", () => {
    expect(formatLatLng({ lat: 11.0224, lng: -74.8156 })).toBe("11.02240, -74.81560");
  });
});
