import { describe, expect, it } from "vitest";
import {
  blurRectangleProblem,
  PHOTO_BLUR_MESSAGES as M,
  rectangleBetween,
  type BlurRectangle,
} from "./photo-blur";

const image = { width: 1280, height: 960 };

describe("blurRectangleProblem", () => {
  it.each<[string, BlurRectangle, string | null]>([
    ["a face in the middle", { x: 400, y: 300, width: 120, height: 160 }, null],
    ["the whole photo", { x: 0, y: 0, width: 1280, height: 960 }, null],
    ["touching the bottom-right corner", { x: 1276, y: 956, width: 4, height: 4 }, null],
    ["the smallest one", { x: 0, y: 0, width: 4, height: 4 }, null],
    ["no width", { x: 10, y: 10, width: 0, height: 50 }, M.rectangleEmpty],
    ["no height", { x: 10, y: 10, width: 50, height: 0 }, M.rectangleEmpty],
    ["a sliver", { x: 10, y: 10, width: 3, height: 500 }, M.rectangleEmpty],
    ["negative size", { x: 100, y: 100, width: -40, height: 40 }, M.rectangleEmpty],
    ["left of the photo", { x: -1, y: 0, width: 20, height: 20 }, M.rectangleOutside],
    ["above the photo", { x: 0, y: -5, width: 20, height: 20 }, M.rectangleOutside],
    ["past the right edge", { x: 1270, y: 0, width: 20, height: 20 }, M.rectangleOutside],
    ["past the bottom edge", { x: 0, y: 950, width: 20, height: 20 }, M.rectangleOutside],
    ["entirely outside", { x: 2000, y: 2000, width: 20, height: 20 }, M.rectangleOutside],
    ["fractions of a pixel", { x: 0.5, y: 0, width: 20, height: 20 }, M.rectangleInvalid],
    ["not a number", { x: Number.NaN, y: 0, width: 20, height: 20 }, M.rectangleInvalid],
  ])("%s", (_name, rectangle, expected) => {
    expect(blurRectangleProblem(rectangle, image)).toBe(expected);
  });
});

describe("rectangleBetween", () => {
  it("takes any two corners, rounds outwards and clips to the image", () => {
    expect(rectangleBetween({ x: 200.6, y: 100.2 }, { x: 100.4, y: 50.9 }, image)).toEqual({
      x: 100,
      y: 50,
      width: 101,
      height: 51,
    });
    expect(rectangleBetween({ x: -30, y: 900 }, { x: 40, y: 1200 }, image)).toEqual({
      x: 0,
      y: 900,
      width: 40,
      height: 60,
    });
  });
});
