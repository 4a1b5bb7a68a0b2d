import { describe, expect, it } from "vitest";
import { MESSAGES } from "../domain";
import { AppError } from "../errors/app-error";
import { decodeCursor, encodeCursor, type CursorPart } from "./cursor";

const ID = "0b5d3c52-7a1e-4d5e-9a43-2f7c1d9e8b10";
const read = (parts: readonly CursorPart[], values: unknown[]) => () =>
  decodeCursor(Buffer.from(JSON.stringify(values)).toString("base64url"), parts, "after");

describe("keyset cursors", () => {
  it("reads back what it wrote", () => {
    const cursor = encodeCursor(["severity", 5, "2026-03-01 12:00:00.123456-05", ID]);
    expect(
      decodeCursor(cursor, [{ literal: "severity" }, "smallint", "timestamptz", "uuid"], "after"),
    ).toEqual(["severity", 5, "2026-03-01 12:00:00.123456-05", ID]);
    expect(
      decodeCursor(encodeCursor(["2024-02-29T23:59:59.999Z", ID]), ["instant", "uuid"], "after"),
    ).toEqual(["2024-02-29T23:59:59.999Z", ID]);
  });

  it.each<[string, readonly CursorPart[], unknown[]]>([
    ["month 13", ["timestamptz"], ["2026-13-01 00:00:00+00"]],
    ["month 0", ["timestamptz"], ["2026-00-01 00:00:00+00"]],
    ["day 0", ["timestamptz"], ["2026-01-00 00:00:00+00"]],
    ["the 29th of February of a common year", ["timestamptz"], ["2100-02-29 00:00:00+00"]],
    ["the 31st of April", ["timestamptz"], ["2026-04-31 00:00:00+00"]],
    ["hour 24", ["timestamptz"], ["2026-03-01 24:00:00+00"]],
    ["minute 60", ["timestamptz"], ["2026-03-01 12:60:00+00"]],
    ["second 60", ["timestamptz"], ["2026-03-01 12:00:60+00"]],
    ["a +99 hours offset", ["timestamptz"], ["2026-03-01 12:00:00+99"]],
    ["a 16 hours offset", ["timestamptz"], ["2026-03-01 12:00:00-16:00"]],
    ["offset minutes past 59", ["timestamptz"], ["2026-03-01 12:00:00+05:60"]],
    ["year zero", ["timestamptz"], ["0000-01-01 00:00:00+00"]],
    ["a year before the calendar", ["instant"], ["-271821-04-20T00:00:00.000Z"]],
    ["no offset", ["timestamptz"], ["2026-03-01 12:00:00"]],
    ["an instant not in toISOString's form", ["instant"], ["2026-03-01 12:00:00+05:30"]],
    ["an instant with microseconds", ["instant"], ["2026-03-01T12:00:00.000001Z"]],
    ["a smallint past its range", ["smallint"], [2 ** 15]],
    ["an int past its range", ["int"], [-(2 ** 31)]],
    ["a fraction", ["int"], [1.5]],
    ["a number as text", ["int"], ["1"]],
    ["an id that is no uuid", ["uuid"], ["1; DROP TABLE report"]],
    ["another literal", [{ literal: "newest" }], ["oldest"]],
    ["a value too many", ["uuid"], [ID, ID]],
    ["a value too few", ["uuid", "uuid"], [ID]],
    ["no array", ["uuid"], { 0: ID } as unknown as unknown[]],
  ])("refuses %s", (_name, parts, values) => {
    expect(read(parts, values)).toThrow(
      expect.objectContaining({
        code: "BAD_USER_INPUT",
        message: MESSAGES.cursorInvalid,
        details: { fields: { after: MESSAGES.cursorInvalid } },
      }) as AppError,
    );
  });

  it.each([
    ["the largest offset", ["timestamptz"], ["2026-03-01 12:00:00+15:59"]],
    ["a half-hour offset", ["timestamptz"], ["2026-03-01 12:00:00+0530"]],
    ["the 29th of February of 2000", ["timestamptz"], ["2000-02-29T00:00:00Z"]],
    ["the edges of the ranges", ["smallint", "int"], [-(2 ** 15) + 1, 2 ** 31 - 1]],
  ] as Array<[string, readonly CursorPart[], unknown[]]>)("accepts %s", (_name, parts, values) => {
    expect(read(parts, values)()).toEqual(values);
  });

  it("refuses what is not base64url JSON", () => {
    expect(() => decodeCursor("%%%", ["uuid"], "before")).toThrow(MESSAGES.cursorInvalid);
    expect(() => decodeCursor("bm8gZXMgdW4gY3Vyc29y", ["uuid"], "before")).toThrow(AppError);
  });
});
