import { describe, expect, it } from "vitest";
import { DISTANCE_BUCKETS, distanceBucket, FARTHER_LABEL, nearbyDistance } from "./nearby";
import { distanceMeters } from "./neighborhoods";
import { publicPoint } from "./public-view";

describe("distanceBucket", () => {
  it.each([
    [0, "a menos de 50 m"],
    [49.9, "a menos de 50 m"],
    [50, "a menos de 250 m"],
    [249.9, "a menos de 250 m"],
    [250, FARTHER_LABEL],
    [4000, FARTHER_LABEL],
  ])("puts %d m in «%s»", (meters, label) => {
    expect(distanceBucket(meters)).toBe(label);
  });

  it("names no metres other than the buckets' own bounds", () => {
    for (let meters = 0; meters < 1000; meters += 7.3) {
      expect(["a menos de 50 m", "a menos de 250 m", FARTHER_LABEL]).toContain(distanceBucket(meters));
    }
    expect(DISTANCE_BUCKETS.map((bucket) => bucket.maxMeters)).toEqual([50, 250]);
  });
});

describe("nearbyDistance", () => {
  const reportPoint = { lat: 11.017893, lng: -74.823417 };

  it("is null without the point being filed or without the report's point", () => {
    expect(nearbyDistance(null, publicPoint(reportPoint))).toBeNull();
    expect(nearbyDistance(reportPoint, null)).toBeNull();
  });

  it("measures from the public point: the report's own exact point is not «a menos de 50 m» of itself", () => {
    // 45 m from the centre of its square: the bucket says so, whatever the exact point.
    expect(distanceMeters(reportPoint, publicPoint(reportPoint))).toBeGreaterThan(40);
    expect(nearbyDistance(publicPoint(reportPoint), publicPoint(reportPoint))).toBe("a menos de 50 m");
    const corner = { lat: 11.017999, lng: -74.823999 };
    expect(nearbyDistance(corner, publicPoint(reportPoint))).toBe("a menos de 250 m");
  });

  it("gives every exact point of one square the same answer from a fixed pin", () => {
    const pin = { lat: 11.0162, lng: -74.8221 };
    const labels = new Set<string | null>();
    for (let lat = 11.017; lat < 11.018; lat += 0.000137) {
      for (let lng = -74.824; lng < -74.823; lng += 0.000139) {
        labels.add(nearbyDistance(pin, publicPoint({ lat, lng })));
      }
    }
    expect(labels.size).toBe(1);
  });
});
