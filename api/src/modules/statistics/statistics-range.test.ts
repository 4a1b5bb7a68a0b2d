import { describe, expect, it } from "vitest";
import { bogotaDate, periodRange } from "../../domain";
import { bucketSpans, seriesBuckets, seriesLength } from "./statistics-range";

describe("Bogotá days", () => {
  it("a report filed at 23:59 in Bogotá (04:59 UTC next day) counts on the Bogotá day", () => {
    expect(bogotaDate(new Date("2026-03-04T04:59:59.999Z"))).toBe("2026-03-03");
    expect(bogotaDate(new Date("2026-03-04T05:00:00Z"))).toBe("2026-03-04");
  });

  it("periods are the last 7, 30 or 365 days including today; all has no start", () => {
    expect(periodRange("week", "2026-03-04")).toEqual({ from: "2026-02-26", to: "2026-03-04" });
    expect(periodRange("month", "2026-03-04")).toEqual({ from: "2026-02-03", to: "2026-03-04" });
    expect(periodRange("year", "2026-03-04")).toEqual({ from: "2025-03-05", to: "2026-03-04" });
    expect(periodRange("all", "2026-03-04")).toEqual({ from: null, to: "2026-03-04" });
  });
});

describe("bucketSpans", () => {
  const today = "2026-11-23";

  it("reads whole months from the month grain and the days around them from the day grain", () => {
    expect(bucketSpans({ from: "2025-11-24", to: today }, today, null)).toEqual([
      { grain: "d", from: "2025-11-24", to: "2025-11-30" },
      { grain: "m", from: "2025-12-01", to: "2026-10-31" },
      { grain: "d", from: "2026-11-01", to: today },
    ]);
  });

  it("uses days only when no whole month fits", () => {
    expect(bucketSpans({ from: "2026-10-25", to: today }, today, null)).toEqual([
      { grain: "d", from: "2026-10-25", to: today },
    ]);
  });

  it("takes a range of whole months from the month grain alone", () => {
    expect(bucketSpans({ from: "2026-01-01", to: "2026-03-31" }, today, null)).toEqual([
      { grain: "m", from: "2026-01-01", to: "2026-03-31" },
    ]);
    expect(bucketSpans({ from: "2026-02-01", to: "2026-02-28" }, today, null)).toEqual([
      { grain: "m", from: "2026-02-01", to: "2026-02-28" },
    ]);
  });

  it("answers all time up to today from the all-time grain, and an open start from the first day", () => {
    expect(bucketSpans({ from: null, to: today }, today, "2024-05-10")).toEqual([
      { grain: "a", from: "1970-01-01", to: "1970-01-01" },
    ]);
    expect(bucketSpans({ from: null, to: "2024-07-15" }, today, "2024-05-10")).toEqual([
      { grain: "d", from: "2024-05-10", to: "2024-05-31" },
      { grain: "m", from: "2024-06-01", to: "2024-06-30" },
      { grain: "d", from: "2024-07-01", to: "2024-07-15" },
    ]);
    expect(bucketSpans({ from: null, to: "2024-07-15" }, today, null)).toEqual([]);
  });

  it("covers every day of a range exactly once", () => {
    const covered = (spans: ReturnType<typeof bucketSpans>) =>
      spans.flatMap((span) => seriesBuckets(span.from, span.to, "day").map((bucket) => bucket.start));
    for (const [from, to] of [
      ["2024-02-29", "2025-03-01"],
      ["2025-12-31", "2026-01-01"],
      ["2026-01-01", "2026-01-01"],
      ["2025-01-15", "2026-11-23"],
    ] as const) {
      const days = covered(bucketSpans({ from, to }, today, null));
      expect(days).toEqual(seriesBuckets(from, to, "day").map((bucket) => bucket.start));
    }
  });
});

describe("series buckets", () => {
  it("weeks run Monday to Sunday, clipped to the range", () => {
    // 2026-11-18 is a Wednesday.
    expect(seriesBuckets("2026-11-18", "2026-11-30", "week")).toEqual([
      { key: "2026-11-16", start: "2026-11-18", end: "2026-11-22" },
      { key: "2026-11-23", start: "2026-11-23", end: "2026-11-29" },
      { key: "2026-11-30", start: "2026-11-30", end: "2026-11-30" },
    ]);
    expect(seriesLength("2026-11-18", "2026-11-30", "week")).toBe(3);
  });

  it("months are calendar months", () => {
    expect(seriesBuckets("2025-12-15", "2026-02-03", "month")).toEqual([
      { key: "2025-12-01", start: "2025-12-15", end: "2025-12-31" },
      { key: "2026-01-01", start: "2026-01-01", end: "2026-01-31" },
      { key: "2026-02-01", start: "2026-02-01", end: "2026-02-03" },
    ]);
    expect(seriesLength("2025-12-15", "2026-02-03", "month")).toBe(3);
    expect(seriesLength("2025-12-15", "2026-02-03", "day")).toBe(51);
  });
});
