import { describe, expect, it } from "vitest";
import { visibleLabels, type LabelBox } from "./map-labels";

const box = (left: number, top: number, width = 60, height = 16): LabelBox => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe("visibleLabels", () => {
  it("keeps the earlier of two labels that would cover each other, and every label with room", () => {
    expect(visibleLabels([box(0, 0), box(30, 8), box(0, 40), box(200, 0)])).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it("hides a label that only touches a shown one within the gap", () => {
    expect(visibleLabels([box(0, 0), box(61, 0)])).toEqual([true, false]);
    expect(visibleLabels([box(0, 0), box(63, 0)])).toEqual([true, true]);
  });

  it("compares a label only with those shown: one hidden does not hide the next", () => {
    // The second covers the first and the third; the third only the second, which is hidden.
    expect(visibleLabels([box(0, 0), box(40, 0), box(80, 0)])).toEqual([true, false, true]);
  });

  it("leaves no two shown labels overlapping, whatever the pile", () => {
    const pile = Array.from({ length: 21 }, (_, index) => box((index * 37) % 200, (index * 11) % 60));
    const shown = pile.filter((_, index) => visibleLabels(pile)[index]);
    for (const a of shown) {
      for (const b of shown) {
        if (a === b) continue;
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    }
    expect(shown.length).toBeGreaterThan(1);
  });
});
