import { describe, expect, it } from "vitest";
import { cleanText } from "./text";

describe("cleanText (text nobody typed here, such as a provider's names)", () => {
  it.each([
    ["keeps ordinary names", "María José", 100, "María José"],
    [
      "drops bidirectional overrides and isolates",
      "\u202Eanitram\u202C \u2067Díaz\u2069",
      100,
      "anitram Díaz",
    ],
    ["drops NUL and other control characters", "Pe\u0000dro\u0007", 100, "Pedro"],
    ["drops invisible characters", "Ro\u200Bjas\uFEFF", 100, "Rojas"],
    ["turns line breaks and tabs into one space", "Ana\r\n\tLucía", 100, "Ana Lucía"],
    [
      "cuts to the length by character, never inside an emoji",
      `${"a".repeat(9)}😀b`,
      10,
      `${"a".repeat(9)}😀`,
    ],
    ["keeps emoji sequences joined", "Ana 👩‍🚒", 100, "Ana 👩‍🚒"],
  ])("%s", (_name, value, maxLength, expected) => {
    expect(cleanText(value, maxLength)).toBe(expected);
  });

  it("answers null when nothing is left", () => {
    expect([cleanText(null, 10), cleanText(undefined, 10), cleanText(" \u200B\u202E ", 10)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
