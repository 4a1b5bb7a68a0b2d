import { describe, expect, it } from "vitest";
import { acceptLimitedEdit } from "./typing-limit";

const full = "a".repeat(9);

describe("acceptLimitedEdit (docs/decisions.md#typing-limits)", () => {
  it("stops one typed character past the limit, an emoji (two UTF-16 units) or a line break included", () => {
    expect(acceptLimitedEdit(full, `${full}b`, "insertText", 10)).toBe(true);
    expect(acceptLimitedEdit(`${full}b`, `${full}bc`, "insertText", 10)).toBe(false);
    expect(acceptLimitedEdit(full, `${full}😀`, "insertText", 10)).toBe(false);
    expect(acceptLimitedEdit(`${full}b`, `${full}b\n`, "insertLineBreak", 10)).toBe(false);
  });

  it("keeps whole a text inserted at once, and always lets the text get shorter", () => {
    expect(acceptLimitedEdit(full, `${full}bcdef`, "insertFromPaste", 10)).toBe(true);
    expect(acceptLimitedEdit(full, `${full}bcdef`, "insertText", 10)).toBe(true);
    expect(acceptLimitedEdit(`${full}bcdef`, `${full}bcde`, "deleteContentBackward", 10)).toBe(true);
  });
});
