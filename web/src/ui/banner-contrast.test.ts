import { describe, expect, it } from "vitest";
import { system } from "./theme";

type Rgba = [number, number, number, number];

/** A colour token's final value, following `{colors.…}` references. */
function tokenColor(name: string): Rgba {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const reference = /^\{colors\.(.+)\}$/.exec(String(token.originalValue));
  return reference ? tokenColor(reference[1]!) : parseColor(String(token.value));
}

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!;
    return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1]!.split(",").map(Number);
    return [r!, g!, b!, a];
  }
  throw new Error(`unreadable colour ${value}`);
}

/** WCAG 2.1 relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `top` (possibly translucent) painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3];
  return [0, 1, 2].map((index) => top[index]! * alpha + bottom[index]! * (1 - alpha)).concat(1) as Rgba;
}

/**
 * Every colour of Chakra's `linear-gradient(…, from, to)`, which browsers interpolate in sRGB by
 * default: 101 stops are finer than the 8-bit steps between these two ends.
 */
function gradient(from: Rgba, to: Rgba): Rgba[] {
  return Array.from(
    { length: 101 },
    (_, step) =>
      [0, 1, 2].map((index) => from[index]! + ((to[index]! - from[index]!) * step) / 100).concat(1) as Rgba,
  );
}

function worstContrast(text: Rgba, backgrounds: Rgba[]): number {
  return Math.min(...backgrounds.map((background) => contrast(over(text, background), background)));
}

const banner = gradient(tokenColor("banner.from"), tokenColor("banner.to"));
const hovered = banner.map((colour) => over(tokenColor("banner.hover"), colour));

// The landing page's hero and the home page's welcome banner (`hero.tsx`, `welcome-banner.tsx`).
// Their small texts (the kicker, the lead paragraph, the outline button) are normal text: 4.5:1.
describe("text on the green banners meets WCAG AA at the worst point of the gradient", () => {
  it.each([
    ["banner.fg", "headings and the outline button", banner],
    ["banner.muted", "the lead paragraph", banner],
    ["banner.accent", "the kicker above the title", banner],
    ["banner.fg", "a hovered outline button", hovered],
  ])("%s (%s)", (text, _where, backgrounds) => {
    expect(worstContrast(tokenColor(text), backgrounds)).toBeGreaterThanOrEqual(4.5);
  });

  it("computes the ratios WCAG gives for known pairs", () => {
    expect(contrast(parseColor("#ffffff"), parseColor("#000000"))).toBeCloseTo(21, 5);
    expect(contrast(parseColor("#767676"), parseColor("#ffffff"))).toBeCloseTo(4.54, 2);
  });

  it("judges the old gradient (teal.800 to teal.600) as failing, so the check can fail", () => {
    const old = gradient(tokenColor("teal.800"), tokenColor("teal.600"));
    expect(worstContrast(tokenColor("white"), old)).toBeLessThan(4.5);
    expect(worstContrast(tokenColor("yellow.300"), old)).toBeLessThan(3);
  });
});
