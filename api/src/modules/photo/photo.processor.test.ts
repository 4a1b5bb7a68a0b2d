import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../domain";
import {
  blurPhotoRegions,
  PHOTO_PROCESSING,
  PhotoRejectedError,
  processPhoto,
  sniffImageType,
} from "./photo.processor";
import { exifHasGps, makeCameraJpeg, makePixelBomb, makePng, makeWebp } from "../../../test/support/photo";

const rejection = (reason: string) => (error: unknown) =>
  error instanceof PhotoRejectedError && error.reason === reason;

/** Everything sharp can tell about an output's metadata: there must be none. */
async function expectNoMetadata(image: Buffer) {
  const metadata = await sharp(image).metadata();
  expect(metadata.format).toBe("jpeg");
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(image.includes("ReportaCam")).toBe(false);
}

describe("processPhoto", () => {
  let camera: Buffer;

  beforeAll(async () => {
    camera = await makeCameraJpeg();
  });

  it("turns a 12 MP sideways camera JPEG into an upright display copy and thumbnail without metadata", async () => {
    // The input is what the test claims: 4000×3000, orientation 6, GPS and camera tags, under 5 MB.
    const input = await sharp(camera).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([4000, 3000, 6]);
    expect(exifHasGps(input.exif!)).toBe(true);
    expect(camera.length).toBeLessThanOrEqual(LIMITS.photoMaxBytes);

    const started = performance.now();
    const { display, thumbnail } = await processPhoto(camera);
    const elapsed = performance.now() - started;
    console.info(
      `processPhoto: 12 MP JPEG (${(camera.length / 1e6).toFixed(1)} MB) in ${Math.round(elapsed)} ms`,
    );

    // Orientation 6 means the camera was held upright: the result is portrait, 3:4.
    expect([display.width, display.height]).toEqual([1280, 1707]);
    expect([thumbnail.width, thumbnail.height]).toEqual([280, 373]);
    const displayMeta = await sharp(display.data).metadata();
    expect([displayMeta.width, displayMeta.height]).toEqual([1280, 1707]);
    await expectNoMetadata(display.data);
    await expectNoMetadata(thumbnail.data);
    expect(display.contentType).toBe("image/jpeg");
  });

  it("keeps small images at their size and paints transparency white", async () => {
    const { display, thumbnail } = await processPhoto(await makePng(600, 400));
    expect([display.width, display.height]).toEqual([600, 400]);
    expect([thumbnail.width, thumbnail.height]).toEqual([280, 187]);
    const { channels, hasAlpha } = await sharp(display.data).metadata();
    expect([channels, hasAlpha]).toEqual([3, false]);
    const [red, green, blue] = (await sharp(display.data).raw().toBuffer()).subarray(0, 3);
    // 50% blue over white, not over black.
    expect(red).toBeGreaterThan(100);
    expect(green).toBeGreaterThan(150);
    expect(blue).toBeGreaterThan(200);
  });

  it("accepts WebP", async () => {
    const { display } = await processPhoto(await makeWebp(2000, 1000));
    expect([display.width, display.height]).toEqual([1280, 640]);
  });

  it("refuses text, however the file is named", async () => {
    await expect(processPhoto(Buffer.from("esto no es una foto\n".repeat(50)))).rejects.toSatisfy(
      rejection("not_an_image"),
    );
  });

  it("refuses formats outside JPEG, PNG and WebP before decoding them", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const file of [gif, svg]) {
      expect(sniffImageType(file)).toBeUndefined();
      await expect(processPhoto(file)).rejects.toSatisfy(rejection("not_an_image"));
    }
  });

  it("refuses a JPEG that is cut short or corrupt", async () => {
    await expect(processPhoto(camera.subarray(0, camera.length / 2))).rejects.toSatisfy(
      rejection("not_an_image"),
    );
    const corrupt = Buffer.concat([camera.subarray(0, 2), Buffer.alloc(5000, 0x41)]);
    await expect(processPhoto(corrupt)).rejects.toSatisfy(rejection("not_an_image"));
  });

  it("refuses HEIC it cannot decode with a message that names the format", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(200, 7),
    ]);
    expect(sniffImageType(heic)).toBe("heif");
    await expect(processPhoto(heic)).rejects.toSatisfy(rejection("unsupported_format"));
  });

  it("refuses files over 5 MB", async () => {
    const big = Buffer.concat([camera, Buffer.alloc(LIMITS.photoMaxBytes + 1 - camera.length)]);
    await expect(processPhoto(big)).rejects.toSatisfy(rejection("too_large"));
  });

  it("refuses decompression bombs by their declared size, without decoding them", async () => {
    const bomb = await makePixelBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    await expect(processPhoto(bomb)).rejects.toSatisfy(rejection("too_many_pixels"));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("blurPhotoRegions", () => {
  /** A display copy full of detail (noise in every channel), as processPhoto stores it. */
  async function detailedDisplay(width: number, height: number): Promise<Buffer> {
    const noisy = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 70 },
      },
    })
      .png()
      .toBuffer();
    return (await processPhoto(noisy)).display.data;
  }

  /** Mean absolute difference per channel between two same-sized images, inside `area`. */
  async function meanDifference(
    a: Buffer,
    b: Buffer,
    area: { left: number; top: number; width: number; height: number },
  ) {
    const [pa, pb] = await Promise.all([a, b].map((image) => sharp(image).extract(area).raw().toBuffer()));
    let total = 0;
    for (let index = 0; index < pa!.length; index++) total += Math.abs(pa![index]! - pb![index]!);
    return total / pa!.length;
  }

  /** How much neighbouring pixels differ: the detail an eye could recognise. */
  async function detail(image: Buffer, area: { left: number; top: number; width: number; height: number }) {
    const { data, info } = await sharp(image).extract(area).raw().toBuffer({ resolveWithObject: true });
    let total = 0;
    for (let index = info.channels; index < data.length; index++)
      total += Math.abs(data[index]! - data[index - info.channels]!);
    return total / data.length;
  }

  it("pixelates each rectangle beyond recognition and leaves the rest as it was", async () => {
    const original = await detailedDisplay(800, 600);
    const face = { x: 96, y: 80, width: 160, height: 200 };
    const plate = { x: 480, y: 400, width: 240, height: 96 };
    const { display, thumbnail } = await blurPhotoRegions(original, [face, plate]);

    expect([display.width, display.height]).toEqual([800, 600]);
    expect([thumbnail.width, thumbnail.height]).toEqual([280, 210]);
    await expectNoMetadata(display.data);
    await expectNoMetadata(thumbnail.data);

    for (const { x, y, width, height } of [face, plate]) {
      const area = { left: x, top: y, width, height };
      // The pixels differ strongly from the original's, and almost no detail is left.
      expect(await meanDifference(original, display.data, area)).toBeGreaterThan(30);
      expect(await detail(display.data, area)).toBeLessThan((await detail(original, area)) / 10);
    }
    // Away from the rectangles (beyond the JPEG blocks that straddle their edges), only what encoding the
    // same image again at the same quality changes: that is the tolerance.
    const reencoded = await sharp(original)
      .jpeg({ quality: PHOTO_PROCESSING.displayQuality, progressive: true })
      .toBuffer();
    for (const area of [
      { left: 0, top: 320, width: 400, height: 280 },
      { left: 300, top: 0, width: 500, height: 380 },
    ]) {
      const tolerance = (await meanDifference(original, reencoded, area)) + 0.5;
      expect(await meanDifference(original, display.data, area)).toBeLessThan(tolerance);
    }
  });
});
