import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  NEARBY_LIMITS,
  PENDING_STATUSES,
  PUBLIC_POINT_MICRO_DEGREES,
  nearbyDistance,
  publicSquare,
  type DistanceLabel,
  type LatLng,
} from "../../domain";
import { expensiveRead } from "../../database/expensive-reads";
import { parseInput } from "../../validation/parse-input";
import { requireActiveCategory } from "../category/category.service";
import { publicSquareSql, squareCentreSql } from "../report/public-square.sql";
import { textArray } from "../report/report.related";
import { recordFromRow, REPORT_COLUMNS, type ReportRow } from "../report/report.record";
import { nearbyReportsInput, type NearbyReportsInput } from "./community.inputs";
import type { PublicReportView } from "./community.types";
import { presentPublicReports } from "./public-report.presenter";

export interface NearbyReportView {
  /** From the point asked about to the report's public point; null when either is unknown. */
  distance: DistanceLabel | null;
  report: PublicReportView;
}

const EARTH_RADIUS_METERS = 6_371_000;
const OPEN = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");

/** A report's public point as SQL (domain/public-view.ts `publicPoint`): the centre of its square. */
const PUBLIC_LAT = squareCentreSql(publicSquareSql("r.latitude"));
const PUBLIC_LNG = squareCentreSql(publicSquareSql("r.longitude"));

/** Metres from (?, ?) (latitude, longitude) to the point (`lat`, `lng`): haversine, as the domain's. */
const distanceFrom = (lat: string, lng: string) => `(2 * ${EARTH_RADIUS_METERS} * asin(sqrt(
  power(sin(radians(${lat} - ?::float8) / 2), 2)
  + cos(radians(?::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ?::float8) / 2), 2))))`;

/** Metres from (?, ?) to the report's public point. */
const PUBLIC_DISTANCE = distanceFrom(PUBLIC_LAT, PUBLIC_LNG);
/** Metres from (?, ?) to the centre of square (s.lat_square, s.lng_square): the public point of its reports. */
const SQUARE_DISTANCE = distanceFrom(squareCentreSql("s.lat_square"), squareCentreSql("s.lng_square"));

/** The text of a report as the report search compares it (lower case, no accents: the migration's). */
const REPORT_TEXT = "report_search_text(r.address, r.description)";

/**
 * The squares whose centre (their reports' public point) may be within the radius of `point`, as whole
 * numbers of the grid: a few more than needed (one square's margin each way, so that no rounding can
 * leave one out); the query keeps those whose centre is within the radius.
 */
export function squaresAround(point: LatLng): Array<{ lat: number; lng: number }> {
  const metersPerDegree = (EARTH_RADIUS_METERS * Math.PI) / 180;
  const square = PUBLIC_POINT_MICRO_DEGREES / 1_000_000;
  const latDelta = NEARBY_LIMITS.radiusMeters / metersPerDegree + square;
  const lngDelta =
    NEARBY_LIMITS.radiusMeters / (metersPerDegree * Math.cos((point.lat * Math.PI) / 180)) + square;
  const squares: Array<{ lat: number; lng: number }> = [];
  for (let lat = publicSquare(point.lat - latDelta); lat <= publicSquare(point.lat + latDelta); lat++) {
    for (let lng = publicSquare(point.lng - lngDelta); lng <= publicSquare(point.lng + lngDelta); lng++) {
      squares.push({ lat, lng });
    }
  }
  return squares;
}

export interface NearbyQuery {
  sql: string;
  params: unknown[];
}

/**
 * The one statement behind "¿Ya lo reportaron?" (docs/nearby.md#the-query). Candidates come from up to
 * two index reads, each at most NEARBY_LIMITS.results rows:
 * - with a point, the category's open reports whose public point is within the radius: the squares
 *   whose centre is within it, and of each the newest NEARBY_LIMITS.results from
 *   report_nearby_square_index (a square's reports are all equally far, so the nearest and newest
 *   overall are among those), whatever the number of reports around;
 * - with text, among the barrio's NEARBY_LIMITS.textCandidates newest open reports of the category
 *   (read in order from report_nearby_barrio_index), those whose text contains something like it
 *   (pg_trgm word similarity);
 * - with neither, the category's newest open reports of the barrio, from the same index.
 * Distances are measured to the public point only: a report's exact point never decides whether or
 * where it is listed, so moving the pin reveals nothing the public point does not.
 */
export function nearbyQuery(input: NearbyReportsInput): NearbyQuery {
  const { point, text } = input;
  const branches: string[] = [];
  const params: unknown[] = [];
  const limit = NEARBY_LIMITS.results;
  if (point) {
    const squares = squaresAround(point);
    branches.push(`(SELECT c.id, NULL::real AS similarity
        FROM (SELECT lat_square, lng_square FROM unnest(?::int[], ?::int[]) AS s(lat_square, lng_square)
               WHERE ${SQUARE_DISTANCE} < ?) s
        CROSS JOIN LATERAL (SELECT r.id, r.created_at FROM report r
               WHERE r.category_id = ? AND r.latitude IS NOT NULL AND r.status IN (${OPEN})
                 AND ${publicSquareSql("r.latitude")} = s.lat_square
                 AND ${publicSquareSql("r.longitude")} = s.lng_square
               ORDER BY r.created_at DESC, r.id
               LIMIT ${limit}) c
       ORDER BY ${SQUARE_DISTANCE}, c.created_at DESC, c.id
       LIMIT ${limit})`);
    params.push(
      textArray(squares.map((square) => String(square.lat))),
      textArray(squares.map((square) => String(square.lng))),
      point.lat,
      point.lat,
      point.lng,
      NEARBY_LIMITS.radiusMeters,
      input.categoryId,
      point.lat,
      point.lat,
      point.lng,
    );
  }
  // A moderated report's text is nobody's to match (docs/moderation.md#what-the-public-reads).
  if (text) {
    branches.push(`(SELECT c.id, c.similarity FROM (
        SELECT r.id, r.created_at, word_similarity(report_search_text(NULL, ?), ${REPORT_TEXT}) AS similarity
          FROM report r
         WHERE r.category_id = ? AND r.neighborhood = ? AND r.status IN (${OPEN}) AND r.moderation IS NULL
         ORDER BY r.created_at DESC
         LIMIT ${NEARBY_LIMITS.textCandidates}) c
       WHERE c.similarity >= ${NEARBY_LIMITS.textSimilarity}
       ORDER BY c.similarity DESC, c.created_at DESC, c.id
       LIMIT ${limit})`);
    params.push(text, input.categoryId, input.neighborhood);
  } else if (!point) {
    branches.push(`(SELECT r.id, NULL::real AS similarity
        FROM report r
       WHERE r.category_id = ? AND r.neighborhood = ? AND r.status IN (${OPEN})
       ORDER BY r.created_at DESC
       LIMIT ${limit})`);
    params.push(input.categoryId, input.neighborhood);
  }
  // Nearest first (the public point's distance); then the most similar text; then the newest.
  const distance = point ? PUBLIC_DISTANCE : "NULL::float8";
  const sql = `SELECT ${REPORT_COLUMNS}
      FROM (SELECT id, max(similarity) AS similarity FROM (${branches.join(" UNION ALL ")}) candidate GROUP BY id) m
      JOIN report r ON r.id = m.id
     ORDER BY ${distance} NULLS LAST, m.similarity DESC NULLS LAST, r.created_at DESC, r.id
     LIMIT ${limit}`;
  if (point) params.push(point.lat, point.lat, point.lng);
  return { sql, params };
}

/** The rows of `nearbyQuery`, under the expensive reads' gate (text may make it read many rows). */
export function readNearbyRows(em: EntityManager, input: NearbyReportsInput): Promise<ReportRow[]> {
  const query = nearbyQuery(input);
  return expensiveRead(em, "interactive", (reader) => reader.execute<ReportRow[]>(query.sql, query.params));
}

/**
 * "¿Ya lo reportaron?" (docs/nearby.md): up to NEARBY_LIMITS.results open reports that may be the one
 * being filed, in the public view whoever asks (docs/community.md#the-public-view), each with the
 * bucket of its distance from the point asked about to its public point.
 */
export async function findNearbyReports(
  em: EntityManager,
  viewer: CurrentUser | undefined,
  request: unknown,
): Promise<NearbyReportView[]> {
  const input = parseInput(nearbyReportsInput, request);
  await requireActiveCategory(em, input.categoryId);
  const rows = await readNearbyRows(em, input);
  const records = rows.map((row) => recordFromRow(row, viewer, "public"));
  const reports = await presentPublicReports(em, viewer, records);
  return reports.map((report) => ({
    distance: nearbyDistance(input.point, report.location as LatLng | null),
    report,
  }));
}
