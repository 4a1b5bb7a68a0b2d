import { gps } from "exifr/dist/mini.esm.mjs";
import { isInLocality, type LatLng } from "@domain";

const EXIF_BYTES = 128 * 1024;

/** Micro-degrees: about 11 cm, finer than any phone's fix. */
const round = (degrees: number) => Math.round(degrees * 1_000_000) / 1_000_000;

/**
 * Where `photo` was taken, from its EXIF GPS, read on the phone before the photo is re-encoded (which
 * drops it): only a point in Riomar, since anything else cannot be the report's place
 * (docs/decisions.md#photo-location). Null for a photo without GPS, an unreadable one, or a point
 * elsewhere.
 */
export async function photoLocation(photo: Blob): Promise<LatLng | null> {
  let found: { latitude: number; longitude: number } | undefined;
  try {
    // A JPEG's EXIF is one segment of at most 64 KB near its start: the rest of a 10 MB photo stays unread.
    found = await gps(new Uint8Array(await photo.slice(0, EXIF_BYTES).arrayBuffer()));
  } catch {
    // Not a JPEG exifr can read (PNG, WebP, a damaged file): nothing to offer.
    return null;
  }
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  const point = { lat: round(found.latitude), lng: round(found.longitude) };
  return isInLocality(point) ? point : null;
}
