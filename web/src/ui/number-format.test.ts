import { describe, expect, it } from "vitest";
import { countOf } from "./number-format";

describe("countOf", () => {
  it("writes the noun in the singular for one, and the count as Colombian Spanish does", () => {
    expect(countOf(1, "reporte", "reportes")).toBe("1 reporte");
    expect(countOf(0, "reporte", "reportes")).toBe("0 reportes");
    expect(countOf(1234, "reporte", "reportes")).toBe("1.234 reportes");
  });
});
