import { describe, expect, it } from "vitest";
import { toDate } from "../../src/modules/report/report.record";

describe("a timestamp read from PostgreSQL", () => {
  it("reads PostgreSQL's text in any zone, to the millisecond", () => {
    expect(toDate("2026-03-05 15:30:00.123456+00").toISOString()).toBe("2026-03-05T15:30:00.123Z");
    expect(toDate("2026-03-05 15:30:00-05").toISOString()).toBe("2026-03-05T20:30:00.000Z");
    expect(toDate("2026-03-05 15:30:00.1+05:30").toISOString()).toBe("2026-03-05T10:00:00.100Z");
  });

  it("reads JSON's ISO text (a relation's rows) and keeps a Date as it is", () => {
    expect(toDate("2026-11-29T21:06:19.831237+00:00").toISOString()).toBe("2026-11-29T21:06:19.831Z");
    expect(toDate("2026-11-29T21:06:19.831+00").toISOString()).toBe("2026-11-29T21:06:19.831Z");
    const date = new Date("2026-01-01T00:00:00Z");
    expect(toDate(date)).toBe(date);
  });
});
