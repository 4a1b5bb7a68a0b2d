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
 * The whole number of the public square that holds a coordinate. The coordinate is taken to the
 * micro-degree first, as open data's query does: 11.017 * 1000 is 11016.999… in floating point, which
 * would fall into the square below.
 */
export function publicSquare(degrees: number): number {
  return Math.floor(Math.round(degrees * MICRO) / PUBLIC_POINT_MICRO_DEGREES);
}

/** The centre of public square `square`, in degrees: the public coordinate of its reports. */
export function publicSquareCentre(square: number): number {
  return Math.round(square * PUBLIC_POINT_MICRO_DEGREES + PUBLIC_POINT_MICRO_DEGREES / 2) / MICRO;
}

/** The point shown to anyone who is neither staff nor the report's author. */
export function publicPoint(point: LatLng): LatLng {
  return {
    lat: publicSquareCentre(publicSquare(point.lat)),
    lng: publicSquareCentre(publicSquare(point.lng)),
  };
}
