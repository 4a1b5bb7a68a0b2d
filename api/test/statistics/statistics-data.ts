import type pg from "pg";
import {
  CATEGORIES,
  HEAT_MAP,
  NEIGHBORHOODS,
  REPORT_STATUSES,
  SEVERITY_LEVELS,
  type ReportStatus,
} from "../../src/domain";

/**
 * Generated reports with answers worked out here, independently of the service's SQL: plain loops over
 * the rows, Bogotá days by the fixed UTC−5 offset (Colombia has no daylight saving time).
 */
export interface FactRow {
  id: string;
  categoryId: string;
  neighborhood: string;
  severity: number;
  status: ReportStatus;
  createdAt: Date;
  firstResolvedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
}

export interface OracleFilter {
  from: string | null;
  to: string;
  today: string;
  neighborhoods?: string[];
  categories?: string[];
  statuses?: string[];
  severities?: number[];
}

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function bogotaDay(instant: Date): string {
  return new Date(instant.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}

/**
 * `count` reports over the `days` before `now` (none after it), in a few neighbourhoods so that they
 * concentrate, statuses of every kind (some reopened after a first resolution), 3 in 10 without a map
 * point, and two reports either side of a Bogotá midnight (`boundaryDay` 00:00 = 05:00 UTC).
 */
export function generateReports(options: {
  seed: number;
  count: number;
  now: Date;
  days: number;
  boundaryDay: string;
}): FactRow[] {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const neighborhoods = NEIGHBORHOODS.slice(0, 6).filter((n) => n.centroid !== null);
  const rows: FactRow[] = [];
  const midnight = Date.parse(`${options.boundaryDay}T05:00:00Z`);
  for (let index = 0; index < options.count; index++) {
    const createdAt =
      index === 0
        ? new Date(midnight - 1000)
        : index === 1
          ? new Date(midnight)
          : new Date(options.now.getTime() - Math.floor(random() * options.days * DAY_MS));
    const neighborhood = pick(neighborhoods);
    const status = pick(REPORT_STATUSES).value;
    const reopened = status !== "resuelto" && random() < 0.15;
    let firstResolvedAt: Date | null = null;
    if (status === "resuelto" || reopened) {
      const resolved = createdAt.getTime() + Math.floor(random() * 40 * DAY_MS) + 60_000;
      firstResolvedAt = new Date(Math.min(resolved, options.now.getTime()));
    }
    const located = random() < 0.7;
    // Five decimals: no point sits on a half micro-degree, where rounding rules could differ.
    const jitter = () => Math.round((random() - 0.5) * 0.008 * 1e5) / 1e5;
    rows.push({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      categoryId: pick(CATEGORIES.slice(0, 7)).id,
      neighborhood: neighborhood.slug,
      severity: pick(SEVERITY_LEVELS).value,
      status,
      createdAt,
      firstResolvedAt,
      latitude: located ? Math.round((neighborhood.centroid.lat + jitter()) * 1e5) / 1e5 : null,
      longitude: located ? Math.round((neighborhood.centroid.lng + jitter()) * 1e5) / 1e5 : null,
    });
  }
  return rows;
}

export async function insertReports(client: pg.Client, rows: FactRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200);
    const values: unknown[] = [];
    const tuples = batch.map((row, index) => {
      values.push(
        row.id,
        row.categoryId,
        row.neighborhood,
        row.severity,
        row.status,
        row.createdAt,
        row.firstResolvedAt,
        row.latitude,
        row.longitude,
      );
      const p = (n: number) => `$${index * 9 + n}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)})`;
    });
    await client.query(
      `INSERT INTO report (id, category_id, neighborhood, severity, status, created_at, updated_at,
                           first_resolved_at, latitude, longitude)
       VALUES ${tuples.join(", ")}`,
      values,
    );
  }
}

export async function readReports(client: pg.Client): Promise<FactRow[]> {
  const { rows } = await client.query<{
    id: string;
    category_id: string;
    neighborhood: string;
    severity: number;
    status: ReportStatus;
    created_at: Date;
    first_resolved_at: Date | null;
    latitude: number | null;
    longitude: number | null;
  }>("SELECT * FROM report");
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    neighborhood: row.neighborhood,
    severity: row.severity,
    status: row.status,
    createdAt: row.created_at,
    firstResolvedAt: row.first_resolved_at,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

const inDays = (day: string, from: string | null, to: string) => (from === null || day >= from) && day <= to;

function matches(row: FactRow, filter: OracleFilter): boolean {
  const within = <T>(list: T[] | undefined, value: T) => !list || list.length === 0 || list.includes(value);
  return (
    within(filter.neighborhoods, row.neighborhood) &&
    within(filter.categories, row.categoryId) &&
    within(filter.statuses, row.status) &&
    within(filter.severities, row.severity)
  );
}

export function filed(rows: FactRow[], filter: OracleFilter): FactRow[] {
  return rows.filter(
    (row) => matches(row, filter) && inDays(bogotaDay(row.createdAt), filter.from, filter.to),
  );
}

export function resolvedIn(rows: FactRow[], filter: OracleFilter): FactRow[] {
  return rows.filter(
    (row) =>
      row.firstResolvedAt !== null &&
      matches(row, filter) &&
      inDays(bogotaDay(row.firstResolvedAt), filter.from, filter.to),
  );
}

const resolutionMs = (row: FactRow) => row.firstResolvedAt!.getTime() - row.createdAt.getTime();

export function averageDays(rows: FactRow[]): number | null {
  return rows.length === 0
    ? null
    : rows.reduce((sum, row) => sum + resolutionMs(row), 0) / rows.length / DAY_MS;
}

export function medianDays(rows: FactRow[]): number | null {
  if (rows.length === 0) return null;
  const sorted = rows.map(resolutionMs).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const ms = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return ms / DAY_MS;
}

export function countBy<K>(rows: FactRow[], key: (row: FactRow) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Heat-map squares of the filed reports: micro-degrees, floored to the square's size. */
export function cellCounts(rows: FactRow[]): Map<string, number> {
  const cell = (degrees: number) => Math.floor(Math.round(degrees * 1e6) / HEAT_MAP.cellMicroDegrees);
  return countBy(
    rows.filter((row) => row.latitude !== null && row.longitude !== null),
    (row) => `${cell(row.latitude!)}:${cell(row.longitude!)}`,
  );
}
