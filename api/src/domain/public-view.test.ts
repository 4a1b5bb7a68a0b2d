import { describe, expect, it } from "vitest";
import { distanceMeters } from "./neighborhoods";
import { publicPoint } from "./public-view";

describe("publicPoint", () => {
  it.each([
    [
      { lat: 11.017893, lng: -74.823417 },
      { lat: 11.0175, lng: -74.8235 },
    ],
    // On a square's lower edge (floating point would put 11.017 * 1000 just under 11017).
    [
      { lat: 11.017, lng: -74.823 },
      { lat: 11.0175, lng: -74.8225 },
    ],
    [
      { lat: 11.017999, lng: -74.823999 },
      { lat: 11.0175, lng: -74.8235 },
    ],
    [
      { lat: 11.0059, lng: -74.8232 },
      { lat: 11.0055, lng: -74.8235 },
    ],
  ])("puts %o at the centre of its 0.001° square, %o", (point, centre) => {
    expect(publicPoint(point)).toEqual(centre);
  });

  it("gives every point of a square the same centre, within ~80 m of it", () => {
    const centre = { lat: 11.0175, lng: -74.8235 };
    for (let lat = 11.017; lat < 11.018; lat += 0.000137) {
      for (let lng = -74.824; lng < -74.823; lng += 0.000137) {
        const point = { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
        expect(publicPoint(point)).toEqual(centre);
        expect(distanceMeters(point, centre)).toBeLessThan(80);
      }
    }
  });

  it("is its own centre: applying it again changes nothing", () => {
    const once = publicPoint({ lat: 11.0021, lng: -74.8087 });
    expect(publicPoint(once)).toEqual(once);
  });
});
