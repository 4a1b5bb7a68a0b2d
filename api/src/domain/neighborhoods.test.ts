import { describe, expect, it } from "vitest";
import {
  distanceMeters,
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
