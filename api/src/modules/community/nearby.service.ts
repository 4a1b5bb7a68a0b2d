import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import {
  NEARBY_LIMITS,
  PENDING_STATUSES,
  PUBLIC_POINT_MICRO_DEGREES,
  nearbyDistance,
  type DistanceLabel,
  type LatLng,
} from "../../domain";
import { expensiveRead } from "../../database/expensive-reads";
import { parseInput } from "../../validation/parse-input";
import { requireActiveCategory } from "../category/category.service";
import { recordFromRow, REPORT_COLUMNS, type ReportRow } from "../report/report.record";
import { nearbyReportsInput, type NearbyReportsInput } from "./community.inputs";
import type { PublicReportView } from "./community.types";
import { presentPublicReports } from "./public-report.presenter";

export interface NearbyReportView {
  /** From the point asked about to the report's public point; null when either is unknown. */
  distance: DistanceLabel | null;
  report: PublicReportView;
}

const METERS_PER_DEGREE = 111_320;
const EARTH_RADIUS_METERS = 6_371_000;
const OPEN = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * A report's public point as SQL (domain/public-view.ts `publicPoint`, the open data's squares): the
 * centre of its square, from the coordinate taken to the micro-degree first, as open data does.
 */
const publicCoordinate = (column: string) =>
  `((floor(round(${column} * 1000000)::numeric / ${PUBLIC_POINT_MICRO_DEGREES}) * ${PUBLIC_POINT_MICRO_DEGREES} + ${PUBLIC_POINT_MICRO_DEGREES / 2}) / 1000000)::float8`;
const PUBLIC_LAT = publicCoordinate("r.latitude");
const PUBLIC_LNG = publicCoordinate("r.longitude");

/** Metres from (?, ?) (latitude, longitude) to the report's public point: haversine, as the domain's. */
const PUBLIC_DISTANCE = `(2 * ${EARTH_RADIUS_METERS} * asin(sqrt(
  power(sin(radians(${PUBLIC_LAT} - ?::float8) / 2), 2)
  + cos(radians(?::float8)) * cos(radians(${PUBLIC_LAT})) * power(sin(radians(${PUBLIC_LNG} - ?::float8) / 2), 2))))`;

/** The text of a report as the report search compares it (lower case, no accents: the migration's). */
const REPORT_TEXT = "report_search_text(r.address, r.description)";

/**
 * The box of exact points whose public point may be within the radius of `point`: the radius, plus half
 * a square (a public point is at most that far from its exact point along each axis).
 */
export function nearbyBox(point: LatLng) {
  const margin = PUBLIC_POINT_MICRO_DEGREES / 2 / 1_000_000;
  const latDelta = NEARBY_LIMITS.radiusMeters / METERS_PER_DEGREE + margin;
  const lngDelta =
    NEARBY_LIMITS.radiusMeters / (METERS_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180)) + margin;
  return {
    south: point.lat - latDelta,
    north: point.lat + latDelta,
    west: point.lng - lngDelta,
    east: point.lng + lngDelta,
  };
}

export interface NearbyQuery {
  sql: string;
  params: unknown[];
}

/**
 * The one statement behind "¿Ya lo reportaron?" (docs/nearby.md#the-query). Candidates come from up to
 * two index reads, each at most NEARBY_LIMITS.results rows:
 * - with a point, the category's open reports whose public point is within the radius: a box of
 *   latitude and longitude wide enough for any public point in the radius (the radius plus half a
 *   square) read from report_nearby_point_index, then the exact distance to the public point;
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
    const box = nearbyBox(point);
    branches.push(`(SELECT r.id, NULL::real AS similarity
        FROM report r
       WHERE r.category_id = ? AND r.latitude IS NOT NULL AND r.status IN (${OPEN})
         AND r.latitude BETWEEN ? AND ? AND r.longitude BETWEEN ? AND ?
         AND ${PUBLIC_DISTANCE} < ?
       ORDER BY ${PUBLIC_DISTANCE}, r.created_at DESC, r.id
       LIMIT ${limit})`);
    params.push(
      input.categoryId,
      box.south,
      box.north,
      box.west,
      box.east,
      point.lat,
      point.lat,
      point.lng,
      NEARBY_LIMITS.radiusMeters,
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
