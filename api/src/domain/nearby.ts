import { distanceMeters, type LatLng } from "./neighborhoods";

/**
 * "¿Ya lo reportaron?" (docs/nearby.md): while filing, the open reports that may be the same problem.
 */
export const NEARBY_LIMITS = {
  /** Reports shown at most. */
  results: 5,
  /** Of the same category, within this distance of the point being filed. */
  radiusMeters: 250,
  /** Text (the address and the description typed so far) compared with the barrio's reports. */
  textMaxLength: 500,
  /** Shorter text matches almost anything: it is not compared. */
  textMinLength: 4,
  /**
   * Text is compared with the barrio's newest open reports of the category, this many at most: the work
   * of one question stays bounded however many reports a barrio piles up.
   */
  textCandidates: 200,
  /** pg_trgm word similarity (0–1) from which a report's text counts as similar: pg_trgm's own default. */
  textSimilarity: 0.6,
} as const;

/**
 * Distances shown to the public are buckets, never metres (docs/nearby.md#distance-buckets): measured
 * from a report's public point, they say no more than the public point itself.
 */
export const DISTANCE_BUCKETS = [
  { maxMeters: 50, label: "a menos de 50 m" },
  { maxMeters: NEARBY_LIMITS.radiusMeters, label: "a menos de 250 m" },
] as const;

/** A text-similar report of the barrio that is farther than the last bucket. */
export const FARTHER_LABEL = "a más de 250 m";

export type DistanceLabel = (typeof DISTANCE_BUCKETS)[number]["label"] | typeof FARTHER_LABEL;

/** The bucket of a distance in metres. */
export function distanceBucket(meters: number): DistanceLabel {
  return DISTANCE_BUCKETS.find((bucket) => meters < bucket.maxMeters)?.label ?? FARTHER_LABEL;
}

/**
 * The bucket between the point being filed and a report's public point (`publicPoint`); null when
 * either is unknown (matched by barrio and text only).
 */
export function nearbyDistance(from: LatLng | null, reportPublicPoint: LatLng | null): DistanceLabel | null {
  if (!from || !reportPublicPoint) return null;
  return distanceBucket(distanceMeters(from, reportPublicPoint));
}

export const NEARBY_MESSAGES = {
  pointIncomplete: "Indica la latitud y la longitud del punto, o ninguna de las dos.",
  latitudeInvalid: "La latitud debe ser un número entre -90 y 90.",
  longitudeInvalid: "La longitud debe ser un número entre -180 y 180.",
  textTooLong: `El texto para buscar reportes parecidos no puede superar los ${NEARBY_LIMITS.textMaxLength} caracteres.`,
} as const;
