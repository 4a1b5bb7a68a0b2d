import type { LatLng } from "./neighborhoods";
import { OPEN_DATA_GRID_MICRO_DEGREES } from "./statistics";

/**
 * The public view of a report never carries the point its reporter marked, which may be their home
 * (docs/community.md#the-public-view). It carries the centre of the point's 0.001° square instead: the
 * same squares as open data (docs/statistics.md#open-data), so the two views place a report alike.
 */
export const PUBLIC_POINT_MICRO_DEGREES = OPEN_DATA_GRID_MICRO_DEGREES;

const MICRO = 1_000_000;

/**
 * One coordinate's square centre. The coordinate is taken to the micro-degree first, as open data's
 * query does: 11.017 * 1000 is 11016.999… in floating point, which would fall into the square below.
 */
function squareCentre(degrees: number, microDegrees: number): number {
  const index = Math.floor(Math.round(degrees * MICRO) / microDegrees);
  return Math.round(index * microDegrees + microDegrees / 2) / MICRO;
}

/** The point shown to anyone who is neither staff nor the report's author. */
export function publicPoint(point: LatLng): LatLng {
  return {
    lat: squareCentre(point.lat, PUBLIC_POINT_MICRO_DEGREES),
    lng: squareCentre(point.lng, PUBLIC_POINT_MICRO_DEGREES),
  };
}
