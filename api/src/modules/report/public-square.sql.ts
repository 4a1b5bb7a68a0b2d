import { PUBLIC_POINT_MICRO_DEGREES } from "../../domain";

/**
 * A coordinate's public square as SQL: its whole number on the grid, as domain/public-view.ts
 * `publicSquare` computes it, from the coordinate taken to the micro-degree first, as open data does. The index
 * `report_nearby_square_index` holds this very expression, so a query must write it the same way.
 */
export const publicSquareSql = (column: string): string =>
  `floor(round(${column} * 1000000) / ${PUBLIC_POINT_MICRO_DEGREES})::int`;

/**
 * The centre of square `square` (a whole number of the grid) in degrees, as SQL: the public point's
 * coordinate. In float8 throughout: the numbers are whole until the last division, which IEEE rounds to
 * the nearest double, as the domain's `Math.round(…) / 1e6` does.
 */
export const squareCentreSql = (square: string): string =>
  `((${square} * ${PUBLIC_POINT_MICRO_DEGREES} + ${PUBLIC_POINT_MICRO_DEGREES / 2}) / 1000000.0::float8)`;
