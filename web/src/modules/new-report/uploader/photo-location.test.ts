// Node's Blob reads its bytes as a browser's does; jsdom's has no arrayBuffer().
import { Blob } from "node:buffer";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoLocation } from "./photo-location";

/** Degrees as EXIF's rational degrees, minutes and seconds. */
function rational(degrees: number): string {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  const seconds = Math.round(((degrees - whole) * 60 - minutes) * 60 * 10000);
  return `${whole}/1 ${minutes}/1 ${seconds}/10000`;
}

/** A phone's photo: a JPEG taken at `point` (none: no GPS at all). */
async function photo(
  point?: { lat: number; lng: number },
  format: "jpeg" | "png" = "jpeg",
): Promise<globalThis.Blob> {
  let image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a8" } })[format]();
  if (point) {
    image = image.withExif({
      IFD3: {
        GPSLatitudeRef: point.lat >= 0 ? "N" : "S",
        GPSLatitude: rational(Math.abs(point.lat)),
        GPSLongitudeRef: point.lng >= 0 ? "E" : "W",
        GPSLongitude: rational(Math.abs(point.lng)),
      },
    });
  }
  return new Blob([new Uint8Array(await image.toBuffer())], {
    type: `image/${format}`,
  }) as unknown as globalThis.Blob;
}

describe("photoLocation", () => {
  it("reads where a photo was taken in Riomar, to the micro-degree", async () => {
    expect(await photoLocation(await photo({ lat: 11.0224, lng: -74.8156 }))).toEqual({
      lat: 11.0224,
      lng: -74.8156,
    });
  });

  it.each([
    ["taken in Bogotá", { lat: 4.711, lng: -74.0721 }],
    ["taken in Barranquilla's centre, outside Riomar", { lat: 10.9878, lng: -74.7889 }],
  ])("offers nothing for a photo %s", async (_where, point) => {
    expect(await photoLocation(await photo(point))).toBeNull();
  });

  it("offers nothing for a photo without GPS, a PNG, or a file that is no image", async () => {
    expect(await photoLocation(await photo())).toBeNull();
    expect(await photoLocation(await photo(undefined, "png"))).toBeNull();
    const text = new Blob(["no es una foto"], { type: "image/jpeg" }) as unknown as globalThis.Blob;
    expect(await photoLocation(text)).toBeNull();
  });
});
