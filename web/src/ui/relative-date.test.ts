import { describe, expect, it } from "vitest";
import { formatAbsoluteDate, formatRelativeDate } from "./relative-date";

// 22 Nov 2026, 15:00 in Barranquilla (UTC-5 all year).
const NOW = new Date("2026-11-22T20:00:00Z");

function ago(milliseconds: number): Date {
  return new Date(NOW.getTime() - milliseconds);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("formatRelativeDate", () => {
  it.each([
    [0, "hace un momento"],
    [59 * SECOND, "hace un momento"],
    [MINUTE, "hace 1 minuto"],
    [5 * MINUTE + 30 * SECOND, "hace 5 minutos"],
    [59 * MINUTE, "hace 59 minutos"],
    [HOUR, "hace 1 hora"],
    [3 * HOUR + 59 * MINUTE, "hace 3 horas"],
    [15 * HOUR, "hace 15 horas"],
  ])("%i ms ago today reads “%s”", (elapsed, expected) => {
    expect(formatRelativeDate(ago(elapsed), NOW)).toBe(expected);
  });

  it("says “ayer” for the previous calendar day and counts days after that", () => {
    expect(formatRelativeDate("2026-11-21T23:00:00Z", NOW)).toBe("ayer");
    expect(formatRelativeDate("2026-11-21T05:30:00Z", NOW)).toBe("ayer");
    expect(formatRelativeDate("2026-11-20T22:00:00Z", NOW)).toBe("hace 2 días");
    expect(formatRelativeDate("2026-11-19T20:00:00Z", NOW)).toBe("hace 3 días");
    expect(formatRelativeDate("2026-10-24T20:00:00Z", NOW)).toBe("hace 29 días");
  });

  it("counts calendar months, then years", () => {
    expect(formatRelativeDate("2026-10-22T20:00:00Z", NOW)).toBe("hace 1 mes");
    expect(formatRelativeDate("2026-09-23T20:00:00Z", NOW)).toBe("hace 1 mes");
    expect(formatRelativeDate("2026-09-22T20:00:00Z", NOW)).toBe("hace 2 meses");
    expect(formatRelativeDate("2025-12-01T20:00:00Z", NOW)).toBe("hace 11 meses");
    expect(formatRelativeDate("2025-11-22T20:00:00Z", NOW)).toBe("hace 1 año");
    expect(formatRelativeDate("2023-01-05T20:00:00Z", NOW)).toBe("hace 3 años");
  });

  it("reckons the day in Barranquilla, not in UTC or on the device", () => {
    // 23:30 on the 21st in Bogotá is already the 22nd in UTC.
    const lateEvening = "2026-11-22T04:30:00Z";
    expect(formatRelativeDate(lateEvening, new Date("2026-11-22T06:00:00Z"))).toBe("ayer");
    // 18:30 and 22:00 on the 22nd in Bogotá straddle midnight in UTC.
    expect(formatRelativeDate("2026-11-22T23:30:00Z", new Date("2026-11-23T03:00:00Z"))).toBe("hace 3 horas");
  });

  it("still gives minutes across midnight", () => {
    expect(formatRelativeDate("2026-11-22T04:50:00Z", new Date("2026-11-22T05:10:00Z"))).toBe(
      "hace 20 minutos",
    );
  });

  it("treats a moment slightly ahead of the device clock as just now", () => {
    expect(formatRelativeDate(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe("hace un momento");
  });

  it("gives nothing for an unreadable date instead of “NaN”", () => {
    expect(formatRelativeDate("not a date", NOW)).toBe("");
    expect(formatAbsoluteDate("not a date")).toBe("");
  });
});

describe("formatAbsoluteDate", () => {
  it("writes the date and time in Spanish, in Barranquilla's time zone", () => {
    expect(formatAbsoluteDate("2026-11-22T04:30:00Z")).toBe("21 de noviembre de 2026 a las 11:30 p. m.");
  });
});
