import { describe, expect, it } from "vitest";
import { percentages, resolutionRate } from "./percentages";

describe("percentages", () => {
  it("add up to 100 with one decimal, the spare tenths going to the largest remainders", () => {
    expect(percentages([2, 1], 3)).toEqual([66.7, 33.3]);
    for (const counts of [
      [7, 11, 13, 17, 19, 23],
      [1, 0, 0, 998, 1],
      [3, 1, 2],
    ]) {
      const total = counts.reduce((a, b) => a + b, 0);
      expect(Math.round(percentages(counts, total).reduce((a, b) => a + b, 0) * 10)).toBe(1000);
    }
  });

  it("give equal counts equal shares, even when the sum then falls a few tenths short of 100", () => {
    expect(percentages([1, 1, 1], 3)).toEqual([33.3, 33.3, 33.3]);
    expect(percentages([5, 5, 5, 5, 5, 5, 5], 35)).toEqual(Array(7).fill(14.2));
    // A week of 21 reports: four categories of 1 each read alike (4.8 % would need a tenth more each).
    const week = [8, 5, 3, 1, 1, 1, 1, 1, 0];
    const shares = percentages(week, 21);
    expect(shares.slice(3, 8)).toEqual(Array(5).fill(shares[3]));
    const sum = Math.round(shares.reduce((a, b) => a + b, 0) * 10);
    expect(sum).toBeGreaterThan(1000 - 5);
    expect(sum).toBeLessThanOrEqual(1000);
    for (let first = 0; first < week.length; first++) {
      for (let second = 0; second < week.length; second++) {
        if (week[first] === week[second]) expect(shares[first]).toBe(shares[second]);
        if (week[first]! > week[second]!) expect(shares[first]).toBeGreaterThan(shares[second]!);
      }
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
