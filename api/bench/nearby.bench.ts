import { distanceMeters, NEARBY_LIMITS, PENDING_STATUSES, publicSquareCentre } from "../src/domain";
import type { NearbyReportsInput } from "../src/modules/community/community.inputs";
import { nearbyQuery, squaresAround } from "../src/modules/community/nearby.service";
import { publicSquareSql } from "../src/modules/report/public-square.sql";
import { textArray } from "../src/modules/report/report.related";
import { REPORT_COLUMNS } from "../src/modules/report/report.record";
import { latencyRow, type Bench, type BenchContext, type BenchRow, type Measurement } from "./harness";

/** As the other read benches: four callers at once on a 2-core machine. */
const MEASURE = { concurrency: 4, durationMs: 3000, warmupMs: 500 };
/** Pins dropped where open reports are, as a resident filing the same problem would. */
const SAMPLES = 200;

interface Sample {
  category_id: string;
  neighborhood: string;
  latitude: number;
  longitude: number;
  description: string | null;
}

/**
 * "¿Ya lo reportaron?" (docs/nearby.md#the-query): the service's one statement on the seeded reports,
 * for a pin, a pin with text, and barrio and text without a pin, next to two yardsticks measured in the
 * same run: a bare indexed SELECT of the rows it reads (same indexes and ranges, nothing computed), and
 * a bare SELECT by primary key of the rows it lists; then the REST door. Each request asks about another
 * sampled pin. The plan's indexes are printed too.
 */
const bench: Bench = {
  title: `Nearby reports (¿Ya lo reportaron?; ${MEASURE.concurrency} concurrent callers; p50/p95 vs bare SELECTs of the same rows)`,
  async run(context) {
    const { rows: samples } = await context.pool.query<Sample>(
      `SELECT category_id, neighborhood, latitude, longitude, description FROM report
        WHERE latitude IS NOT NULL AND status = ANY($1) ORDER BY random() LIMIT ${SAMPLES}`,
      [PENDING_STATUSES],
    );
    if (samples.length === 0) throw new Error("no open report with a location to ask about");
    const inputs = {
      pin: (sample: Sample): NearbyReportsInput => ({
        categoryId: sample.category_id,
        neighborhood: sample.neighborhood,
        point: { lat: sample.latitude + 0.0003, lng: sample.longitude - 0.0002 },
        text: null,
      }),
      "pin and text": (sample: Sample): NearbyReportsInput => ({
        categoryId: sample.category_id,
        neighborhood: sample.neighborhood,
        point: { lat: sample.latitude + 0.0003, lng: sample.longitude - 0.0002 },
        text: (sample.description ?? "hueco").split(" ").slice(0, 4).join(" "),
      }),
      "barrio and text, no pin": (sample: Sample): NearbyReportsInput => ({
        categoryId: sample.category_id,
        neighborhood: sample.neighborhood,
        point: null,
        text: (sample.description ?? "hueco").split(" ").slice(0, 4).join(" "),
      }),
    };
    const rows: BenchRow[] = [];
    for (const [name, toInput] of Object.entries(inputs)) {
      const queries = samples.map((sample) => numbered(nearbyQuery(toInput(sample))));
      // The same rows each statement answers, read bare by primary key.
      const ids: string[][] = [];
      for (const query of queries) {
        ids.push(
          (await context.pool.query<{ id: string }>(query.sql, query.params)).rows.map((row) => row.id),
        );
      }
      const listed = ids.reduce((sum, found) => sum + found.length, 0) / ids.length;
      const candidates = samples.map((sample) => numbered(candidateRead(toInput(sample))));
      let read = 0;
      for (const query of candidates)
        read += (await context.pool.query(query.sql, query.params)).rowCount ?? 0;
      const plan = await indexesUsed(context, queries[0]!);
      const statement = await cycle(context, (i) => context.pool.query(queries[i]!.sql, queries[i]!.params));
      const bareCandidates = await cycle(context, (i) =>
        context.pool.query(candidates[i]!.sql, candidates[i]!.params),
      );
      const bare = await cycle(context, (i) =>
        context.pool.query(`SELECT ${REPORT_COLUMNS} FROM report r WHERE r.id = ANY($1::uuid[])`, [ids[i]]),
      );
      rows.push(
        latencyRow(
          `${name}: the statement (${plan}) vs a bare indexed SELECT of the rows it reads (${(read / candidates.length).toFixed(1)} on average, same indexes and ranges)`,
          statement,
          bareCandidates,
        ),
        latencyRow(
          `${name}: the statement vs a bare SELECT by id of the rows it lists (${listed.toFixed(1)} on average)`,
          statement,
          bare,
        ),
      );
      if (name === "pin and text") {
        let turn = 0;
        rows.push(
          latencyRow(
            `${name}: GET /api/reports/nearby (the whole door: public view, photos, voters) vs the bare SELECT`,
            await context.measure(async () => {
              const sample = samples[turn++ % samples.length]!;
              const input = toInput(sample);
              const query = new URLSearchParams({
                categoryId: input.categoryId,
                neighborhood: input.neighborhood,
                lat: String(input.point!.lat),
                lng: String(input.point!.lng),
                text: input.text!,
              });
              const response = await fetch(`${context.baseUrl}/api/reports/nearby?${query.toString()}`, {
                headers: fromNewAddress(),
              });
              await response.arrayBuffer();
              if (!response.ok) throw new Error(`nearby answered ${response.status}`);
            }, MEASURE),
            bare,
          ),
        );
      }
    }
    return rows;
  },
};
export default bench;

/**
 * The yardstick: the rows the statement reads, bare, through the same indexes and ranges (the newest
 * few of each square within the radius of a pin, the barrio's newest candidates for text), without
 * distances, similarity or ordering.
 */
function candidateRead(input: NearbyReportsInput): { sql: string; params: unknown[] } {
  const open = PENDING_STATUSES.map((status) => `'${status}'`).join(", ");
  const parts: string[] = [];
  const params: unknown[] = [];
  if (input.point) {
    const point = input.point;
    const near = squaresAround(point).filter(
      (square) =>
        distanceMeters(point, { lat: publicSquareCentre(square.lat), lng: publicSquareCentre(square.lng) }) <
        NEARBY_LIMITS.radiusMeters,
    );
    parts.push(`(SELECT r.* FROM unnest(?::int[], ?::int[]) AS s(lat_square, lng_square)
       CROSS JOIN LATERAL (SELECT ${REPORT_COLUMNS} FROM report r
         WHERE r.category_id = ? AND r.latitude IS NOT NULL AND r.status IN (${open})
           AND ${publicSquareSql("r.latitude")} = s.lat_square AND ${publicSquareSql("r.longitude")} = s.lng_square
         ORDER BY r.created_at DESC, r.id LIMIT ${NEARBY_LIMITS.results}) r)`);
    params.push(
      textArray(near.map((square) => String(square.lat))),
      textArray(near.map((square) => String(square.lng))),
      input.categoryId,
    );
  }
  if (input.text) {
    parts.push(`(SELECT ${REPORT_COLUMNS} FROM report r
       WHERE r.category_id = ? AND r.neighborhood = ? AND r.status IN (${open})
       ORDER BY r.created_at DESC LIMIT ${NEARBY_LIMITS.textCandidates})`);
    params.push(input.categoryId, input.neighborhood);
  }
  return { sql: parts.join(" UNION ALL "), params };
}

/** The service's `?` placeholders numbered for pg. */
function numbered(query: { sql: string; params: unknown[] }) {
  let index = 0;
  return { sql: query.sql.replace(/\?/g, () => `$${++index}`), params: query.params };
}

/** Each call takes the next sample, round and round. */
function cycle(context: BenchContext, task: (index: number) => Promise<unknown>): Promise<Measurement> {
  let turn = 0;
  return context.measure(() => task(turn++ % SAMPLES), MEASURE);
}

/** The indexes the plan reads, and whether any table is read whole. */
async function indexesUsed(
  context: BenchContext,
  query: { sql: string; params: unknown[] },
): Promise<string> {
  const { rows } = await context.pool.query<{ "QUERY PLAN": unknown }>(
    `EXPLAIN (FORMAT JSON) ${query.sql}`,
    query.params,
  );
  const indexes = new Set<string>();
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (typeof node["Index Name"] === "string") {
      indexes.add(`${node["Node Type"] === "Index Only Scan" ? "index-only " : ""}${node["Index Name"]}`);
    }
    if (node["Node Type"] === "Seq Scan") scans.push(`seq scan on ${String(node["Relation Name"])}`);
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
  };
  walk((rows[0]!["QUERY PLAN"] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
  return [
    ...[...indexes].map((name) => (name.startsWith("index-only ") ? name : `index ${name}`)),
    ...scans,
  ].join(", ");
}

let caller = 0;
/** Anonymous callers from many addresses, as many residents are (each has the door's own budget). */
const fromNewAddress = () => ({ "x-forwarded-for": `2001:db8::b:${(++caller).toString(16)}` });
