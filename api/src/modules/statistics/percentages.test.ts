import { describe, expect, it } from "vitest";
import { percentages, resolutionRate } from "./percentages";

describe("percentages", () => {
  it("add up to exactly 100 with one decimal", () => {
    const shares = percentages([1, 1, 1], 3);
    expect(shares).toEqual([33.4, 33.3, 33.3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
    for (const counts of [
      [7, 11, 13, 17, 19, 23],
      [1, 0, 0, 998, 1],
      [5, 5, 5, 5, 5, 5, 5],
    ]) {
      const total = counts.reduce((a, b) => a + b, 0);
      expect(Math.round(percentages(counts, total).reduce((a, b) => a + b, 0) * 10)).toBe(1000);
    }
  });

  it("are 0 without reports", () => {
    expect(percentages([0, 0], 0)).toEqual([0, 0]);
  });

  it("are the share of the total when the counts are a part of it", () => {
    expect(percentages([1, 1], 4)).toEqual([25, 25]);
  });
});

describe("resolutionRate", () => {
  it("is resolved ÷ total, rounded to a whole percent, null without reports", () => {
    expect(resolutionRate(2, 3)).toBe(67);
    expect(resolutionRate(1, 8)).toBe(13);
    expect(resolutionRate(0, 0)).toBeNull();
  });
});
