/**
 * Staff's blurring of a report photo (docs/privacy-masking.md#photo-blurring): rectangles in the pixels
 * of the photo as it is served (its display copy, `ReportPhoto.width` × `height`), origin at the top
 * left. Pixels rather than fractions so that "inside the image" and "covers something" are exact, and
 * what staff drew is what the audit log can replay.
 */
export interface BlurRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const PHOTO_BLUR_LIMITS = {
  /** A few faces or plates per photo; more is a photo that should rather be removed. */
  maxRectangles: 20,
  /** Smaller than this on either side hides nothing a person could recognise. */
  minSidePixels: 4,
} as const;

export const PHOTO_BLUR_MESSAGES = {
  rectanglesRequired: "Dibuja al menos un rectángulo sobre la foto.",
  tooManyRectangles: `Puedes difuminar como máximo ${PHOTO_BLUR_LIMITS.maxRectangles} rectángulos a la vez.`,
  rectangleInvalid: "Cada rectángulo necesita x, y, ancho y alto en píxeles enteros.",
  rectangleEmpty: `Cada rectángulo debe cubrir al menos ${PHOTO_BLUR_LIMITS.minSidePixels} × ${PHOTO_BLUR_LIMITS.minSidePixels} píxeles de la foto.`,
  rectangleOutside: "Un rectángulo se sale de la foto. Dibújalo dentro de la imagen.",
  photoNotInReport: "Esa foto no pertenece a este reporte.",
  photoChanged: "La foto cambió mientras la difuminabas. Abre el reporte de nuevo e inténtalo otra vez.",
  blurFailed: "No pudimos difuminar la foto. La foto original sigue igual; inténtalo de nuevo.",
  forbidden: "Solo los funcionarios pueden difuminar fotos.",
  /** What the dialog says before anyone confirms: the photos are cached for a year (immutable). */
  cachedCopiesWarning:
    "Las copias que los navegadores ya descargaron no se pueden recuperar: la foto se guarda en caché por mucho tiempo. Difuminar evita que se vea de ahora en adelante.",
} as const;

/**
 * Why `rectangle` cannot be blurred on an image of `image`'s size, or null. Integers only: the dialog
 * rounds what was drawn, and a half pixel would hide nothing more.
 */
export function blurRectangleProblem(
  rectangle: BlurRectangle,
  image: { width: number; height: number },
): string | null {
  const { x, y, width, height } = rectangle;
  if (![x, y, width, height].every(Number.isInteger)) return PHOTO_BLUR_MESSAGES.rectangleInvalid;
  if (width < PHOTO_BLUR_LIMITS.minSidePixels || height < PHOTO_BLUR_LIMITS.minSidePixels) {
    return PHOTO_BLUR_MESSAGES.rectangleEmpty;
  }
  if (x < 0 || y < 0 || x + width > image.width || y + height > image.height) {
    return PHOTO_BLUR_MESSAGES.rectangleOutside;
  }
  return null;
}

/**
 * The rectangle drawn from `from` to `to` (any two corners, in image pixels), clipped to the image and
 * rounded outwards, so that what the pointer covered is covered whole.
 */
export function rectangleBetween(
  from: { x: number; y: number },
  to: { x: number; y: number },
  image: { width: number; height: number },
): BlurRectangle {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const left = Math.floor(clamp(Math.min(from.x, to.x), image.width));
  const top = Math.floor(clamp(Math.min(from.y, to.y), image.height));
  const right = Math.ceil(clamp(Math.max(from.x, to.x), image.width));
  const bottom = Math.ceil(clamp(Math.max(from.y, to.y), image.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
