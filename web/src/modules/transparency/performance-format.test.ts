import { describe, expect, it } from "vitest";
import { daysText, percentText } from "./performance-format";

describe("performance figures as the screen writes them", () => {
  it("writes días hábiles and shares the Colombian way", () => {
    expect(daysText(7.5, false)).toBe("7,5");
    expect(daysText(0, false)).toBe("0");
    expect(percentText({ percentage: 83.3, tooFewReports: false })).toBe("83,3 %");
  });

  it("says «menos de 10 reportes» instead of a figure the API leaves out", () => {
    expect(daysText(null, true)).toBe("menos de 10 reportes");
    expect(percentText({ percentage: null, tooFewReports: true })).toBe("menos de 10 reportes");
  });
});
