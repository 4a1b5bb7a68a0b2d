import { describe, expect, it } from "vitest";
import { guardCell } from "./spreadsheet-csv";

describe("guardCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+57 300 000 0000", "'+57 300 000 0000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["  =1", "'  =1"],
    ["\n@x", "'\n@x"],
    ["＝1+1", "'＝1+1"],
  ])("keeps %j as text", (value, expected) => {
    expect(guardCell(value)).toBe(expected);
  });

  it.each(["Aseo", "Vías y andenes", "", "-74,81543", "-74.81543", "+3", "2026-03-04 07:00", "a=b", "#abc"])(
    "leaves %j as it is",
    (value) => {
      expect(guardCell(value)).toBe(value);
    },
  );
});
