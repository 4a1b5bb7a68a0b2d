import { describe, expect, it } from "vitest";
import {
  distanceMeters,
  isInLocality,
  likelierNeighborhood,
  nearestNeighborhood,
  neighborhoodLabel,
} from "./neighborhoods";

const villaCarolina = { lat: 11.0224, lng: -74.8156 };

describe("nearestNeighborhood", () => {
  it("names the neighbourhood whose centre is nearest", () => {
    expect(nearestNeighborhood({ lat: 11.0226, lng: -74.8158 })?.slug).toBe("villa-carolina");
    expect(nearestNeighborhood({ lat: 11.006, lng: -74.8262 })?.slug).toBe("el-poblado");
  });

  it("names none for a point far from every centre", () => {
    expect(nearestNeighborhood({ lat: 10.95, lng: -74.78 })).toBeUndefined();
  });

  it("measures distances in metres", () => {
    expect(distanceMeters(villaCarolina, { lat: 11.0324, lng: -74.8156 })).toBeCloseTo(1112, -1);
  });
});

describe("likelierNeighborhood", () => {
  it("questions Altos de Riomar for a point at Villa Carolina", () => {
    expect(likelierNeighborhood(villaCarolina, "altos-de-riomar")?.slug).toBe("villa-carolina");
  });

  it("keeps the resident's choice when it is the nearest, or close enough to it", () => {
    expect(likelierNeighborhood(villaCarolina, "villa-carolina")).toBeUndefined();
    // Half-way between Riomar and Andalucía: either may be right.
    expect(likelierNeighborhood({ lat: 11.01335, lng: -74.81475 }, "riomar")).toBeUndefined();
  });

  it("says nothing about a neighbourhood without a known centre", () => {
    expect(neighborhoodLabel("villa-campestre")).toBe("Villa Campestre");
    expect(likelierNeighborhood(villaCarolina, "villa-campestre")).toBeUndefined();
  });
});

describe("isInLocality", () => {
  it.each([
    ["Villa Carolina", villaCarolina, true],
    ["El Poblado", { lat: 11.006, lng: -74.8262 }, true],
    ["the Barranquilla centre, south of Riomar", { lat: 10.9878, lng: -74.7889 }, false],
    ["Puerto Colombia, west of the city", { lat: 10.9878, lng: -74.9547 }, false],
    ["Bogotá", { lat: 4.711, lng: -74.0721 }, false],
    ["the null island of a photo without a fix", { lat: 0, lng: 0 }, false],
  ])("%s: %s", (_name, point, inside) => {
    expect(isInLocality(point)).toBe(inside);
  });
});
