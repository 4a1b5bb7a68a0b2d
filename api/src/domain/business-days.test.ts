import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  bogotaDate,
  businessDaysBetween,
  colombianHolidays,
  endOfBogotaDay,
  isBusinessDay,
} from "./business-days";

/** Bogotá local time as an instant (UTC−5). */
const bogota = (local: string) => new Date(`${local}-05:00`);

// The holidays as the Ministerio del Trabajo publishes them each year (the day they are observed).
const OFFICIAL: Record<number, string[]> = {
  2025: [
    "2025-01-01",
    "2025-01-06",
    "2025-03-24",
    "2025-04-17",
    "2025-04-18",
    "2025-05-01",
    "2025-06-02",
    "2025-06-23",
    "2025-06-30",
    "2025-07-20",
    "2025-08-07",
    "2025-08-18",
    "2025-10-13",
    "2025-11-03",
    "2025-11-17",
    "2025-12-08",
    "2025-12-25",
  ],
  2026: [
    "2026-01-01",
    "2026-01-12",
    "2026-03-23",
    "2026-04-02",
    "2026-04-03",
    "2026-05-01",
    "2026-05-18",
    "2026-06-08",
    "2026-06-15",
    "2026-06-29",
    "2026-07-20",
    "2026-08-07",
    "2026-08-17",
    "2026-10-12",
    "2026-11-02",
    "2026-11-16",
    "2026-12-08",
    "2026-12-25",
  ],
  2027: [
    "2027-01-01",
    "2027-01-11",
    "2027-03-22",
    "2027-03-25",
    "2027-03-26",
    "2027-05-01",
    "2027-05-10",
    "2027-05-31",
    "2027-06-07",
    "2027-07-05",
    "2027-07-20",
    "2027-08-07",
    "2027-08-16",
    "2027-10-18",
    "2027-11-01",
    "2027-11-15",
    "2027-12-08",
    "2027-12-25",
  ],
};

describe("Colombian public holidays", () => {
  it.each(Object.entries(OFFICIAL))("%s: the official list, day by day", (year, dates) => {
    expect(colombianHolidays(Number(year)).map((holiday) => holiday.date)).toEqual(dates);
  });

  it("names them in Spanish, the Monday-moved ones on the Monday", () => {
    expect(colombianHolidays(2026).find((holiday) => holiday.date === "2026-01-12")?.name).toBe(
      "Reyes Magos",
    );
    // In 2025 the Sagrado Corazón and San Pedro y San Pablo both fall on Monday 30 June: one day off.
    expect(colombianHolidays(2025).filter((holiday) => holiday.date === "2025-06-30")).toHaveLength(1);
  });

  it("counts weekends and holidays as non-business days", () => {
    expect(isBusinessDay("2026-11-27")).toBe(true); // Friday
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-29")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-16")).toBe(false); // Independencia de Cartagena, moved to Monday
    expect(isBusinessDay("2026-11-11")).toBe(true); // its real date is a working Wednesday
  });
});

describe("Bogotá days", () => {
  it("reads the calendar day in Bogotá, not in UTC", () => {
    expect(bogotaDate(new Date("2026-11-27T04:30:00Z"))).toBe("2026-11-26");
    expect(bogotaDate(new Date("2026-11-27T05:00:00Z"))).toBe("2026-11-27");
    expect(endOfBogotaDay("2026-12-21").toISOString()).toBe("2026-12-22T04:59:59.999Z");
  });
});

describe("15 días hábiles after filing", () => {
  it.each([
    ["on a Friday night, counting from Monday", "2026-11-27T22:00:00", "2026-12-21"],
    ["late on Thursday in Bogotá (already Friday in UTC)", "2026-11-26T23:30:00", "2026-12-18"],
    ["on a holiday, counting from the next business day", "2026-12-08T10:00:00", "2026-12-30"],
    ["on a Sunday", "2026-11-29T09:00:00", "2026-12-21"],
    ["across New Year and Reyes", "2026-12-23T08:00:00", "2027-01-18"],
    ["before Semana Santa", "2026-04-01T15:00:00", "2026-04-24"],
    ["in 2025, Corpus on the first day and the 30 June double holiday", "2025-06-20T10:00:00", "2025-07-15"],
  ])("filed %s", (_case, filedAt, due) => {
    expect(addBusinessDays(bogota(filedAt), 15)).toBe(due);
  });

  it("5 días hábiles for a transfer, and refuses a term that is not a whole positive number", () => {
    expect(addBusinessDays(bogota("2026-11-25T12:00:00"), 5)).toBe("2026-12-02");
    expect(() => addBusinessDays(new Date(), 0)).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe("días hábiles between two instants", () => {
  it("counts the business days after the first day up to the second, signed", () => {
    const due = bogota("2026-12-21T23:59:59");
    expect(businessDaysBetween(due, bogota("2026-12-21T08:00:00"))).toBe(0);
    expect(businessDaysBetween(due, bogota("2026-12-22T08:00:00"))).toBe(1);
    // 22, 23, 24, (25 holiday), 28: four business days overdue.
    expect(businessDaysBetween(due, bogota("2026-12-28T08:00:00"))).toBe(4);
    expect(businessDaysBetween(bogota("2026-12-28T08:00:00"), due)).toBe(-4);
  });

  it("agrees with addBusinessDays", () => {
    const filed = bogota("2026-03-30T10:00:00");
    const due = addBusinessDays(filed, 15);
    expect(businessDaysBetween(filed, endOfBogotaDay(due))).toBe(15);
  });
});
