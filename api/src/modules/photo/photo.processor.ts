import sharp, { type Metadata, type OutputInfo, type SharpOptions } from "sharp";
import { LIMITS, type BlurRectangle } from "../../domain";
import type { PhotoRejection } from "./photo.entity";

/** Limits of the image pipeline that are not product constants (those live in domain/limits.ts). */
export const PHOTO_PROCESSING = {
  /**
   * Against decompression bombs: a tiny file may declare a huge canvas. 40 MP covers every phone
   * camera's normal mode (12–24 MP, some 48 MP sensors bin to 12) with room to spare.
   */
  maxInputPixels: 40_000_000,
  displayQuality: 82,
  thumbnailQuality: 76,
  contentType: "image/jpeg",
  /** Staff's blurring: how many averaged blocks span a rectangle's longer side, and their least size. */
  blurBlocksAcross: 8,
  blurMinBlockPixels: 6,
} as const;

export class PhotoRejectedError extends Error {
  override name = "PhotoRejectedError";
  constructor(readonly reason: PhotoRejection) {
    super(reason);
  }
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: string;
}

export interface ProcessedPhoto {
  display: ProcessedImage;
  thumbnail: ProcessedImage;
}

type SniffedType = "jpeg" | "png" | "webp" | "heif";

/**
 * The format by its magic bytes, before any decoder sees the file: only these four are handed to
 * sharp, so SVG, PDF, TIFF, GIF and other formats libvips could open never reach it.
 */
export function sniffImageType(bytes: Buffer): SniffedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  // ISO BMFF: a `ftyp` box whose major brand is one of HEIF's (HEIC from phones, AVIF).
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    const brand = bytes.toString("latin1", 8, 12);
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].includes(brand)) {
      return "heif";
    }
  }
  return undefined;
}

/**
 * Checks that `bytes` are a JPEG, PNG, WebP (or HEIF, when this sharp build can decode it) photo of a
 * sane size, and makes the two copies that are ever shown: a display JPEG at most 1280 px wide and a
 * 280 px-wide thumbnail. Both are rotated upright by the EXIF orientation and carry no metadata at all
 * (sharp writes none unless asked), so no GPS position or camera serial leaks from an anonymous report.
 * Throws PhotoRejectedError for anything unacceptable.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > LIMITS.photoMaxBytes) throw new PhotoRejectedError("too_large");
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new PhotoRejectedError("not_an_image");

  const options: SharpOptions = {
    limitInputPixels: PHOTO_PROCESSING.maxInputPixels,
    // Refuse broken or truncated data, but not mere decoder warnings: many Android cameras write JPEGs
    // with harmless quirks ("extraneous bytes before marker") that sharp's stricter default refuses.
    failOn: "error",
  };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw rejectionFor(error, sniffed);
  }
  if (metadata.format !== sniffed) {
    throw new PhotoRejectedError("not_an_image");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_PROCESSING.maxInputPixels) {
    throw new PhotoRejectedError("too_many_pixels");
  }

  let display: OutputInfo & { data: Buffer };
  try {
    const result = await sharp(bytes, options)
      .rotate()
      .resize({ width: LIMITS.displayImageMaxWidth, withoutEnlargement: true })
      // JPEG has no transparency: transparent PNG/WebP pixels become white, not black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: PHOTO_PROCESSING.displayQuality, progressive: true })
      .toBuffer({ resolveWithObject: true });
    display = { ...result.info, data: result.data };
  } catch (error) {
    throw rejectionFor(error, sniffed);
  }

  return withThumbnail(display.data, display.width, display.height);
}

/** The display copy and its thumbnail, made from it: a fraction of the work of decoding the original again. */
async function withThumbnail(display: Buffer, width: number, height: number): Promise<ProcessedPhoto> {
  const thumbnail = await sharp(display)
    .resize({ width: LIMITS.thumbnailWidth, withoutEnlargement: true })
    .jpeg({ quality: PHOTO_PROCESSING.thumbnailQuality })
    .toBuffer({ resolveWithObject: true });

  return {
    display: { data: display, width, height, contentType: PHOTO_PROCESSING.contentType },
    thumbnail: {
      data: thumbnail.data,
      width: thumbnail.info.width,
      height: thumbnail.info.height,
      contentType: PHOTO_PROCESSING.contentType,
    },
  };
}

/**
 * Staff's blurring (docs/privacy-masking.md#photo-blurring): each rectangle of the display copy
 * `display` is pixelated into at most `blurBlocksAcross` blocks along its longer side (each block the
 * average of its pixels, so no detail of a face or a plate survives) and the blocks' edges are then
 * softened; the rest of the photo is only re-encoded. Answers the new display copy and its thumbnail,
 * made as at upload: same sizes, same quality, no metadata. The rectangles must already be checked
 * against the image (blurRectangleProblem).
 */
export async function blurPhotoRegions(
  display: Buffer,
  rectangles: readonly BlurRectangle[],
): Promise<ProcessedPhoto> {
  const options: SharpOptions = { limitInputPixels: PHOTO_PROCESSING.maxInputPixels, failOn: "error" };
  const patches = await Promise.all(
    rectangles.map(async ({ x, y, width, height }) => {
      const block = Math.max(
        PHOTO_PROCESSING.blurMinBlockPixels,
        Math.ceil(Math.max(width, height) / PHOTO_PROCESSING.blurBlocksAcross),
      );
      const averaged = await sharp(display, options)
        .extract({ left: x, top: y, width, height })
        .resize({
          width: Math.max(1, Math.round(width / block)),
          height: Math.max(1, Math.round(height / block)),
          fit: "fill",
        })
        .png()
        .toBuffer();
      const patch = await sharp(averaged)
        .resize({ width, height, fit: "fill", kernel: "nearest" })
        .blur(Math.max(0.5, block / 3))
        .png()
        .toBuffer();
      return { input: patch, left: x, top: y };
    }),
  );
  const blurred = await sharp(display, options)
    .composite(patches)
    .jpeg({ quality: PHOTO_PROCESSING.displayQuality, progressive: true })
    .toBuffer({ resolveWithObject: true });
  return withThumbnail(blurred.data, blurred.info.width, blurred.info.height);
}

/** sharp's errors are plain Errors; the pixel limit is told apart by its message. */
function rejectionFor(error: unknown, sniffed: SniffedType): PhotoRejectedError {
  if (/pixel limit/i.test(String(error))) return new PhotoRejectedError("too_many_pixels");
  // This sharp build may lack a HEVC decoder: say which format, so the resident can change it.
  return new PhotoRejectedError(sniffed === "heif" ? "unsupported_format" : "not_an_image");
}
