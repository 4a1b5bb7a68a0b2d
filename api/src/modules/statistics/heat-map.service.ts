import { HEAT_MAP } from "../../domain";
import type { HeatMap, HeatMapCell } from "./statistics.model";
import {
  memoised,
  rangeSpans,
  readStatistics,
  statisticsSummary,
  type StatisticsRequest,
} from "./statistics.service";
import { dimensionsSql, hasDimensions, instantRangeSql, joinSql, spansSql } from "./statistics-sql";

const MICRO = 1_000_000;

/**
 * Report density as counts per grid square (docs/statistics.md#heat-map): never a report's own point,
 * and squares with fewer than HEAT_MAP.minimumCount reports are left out and only counted, so that the
 * squares, the left-out reports and the reports without a point add up to the total. A period alone
 * reads the pre-added cell counts; other filters count the matching reports' squares.
 */
export function heatMap(request: StatisticsRequest): Promise<HeatMap> {
  return memoised(request, "heatMap", async () => {
    const { em, filter, range } = request;
    let query: { sql: string; params: unknown[] };
    if (hasDimensions(filter)) {
      const where = joinSql([instantRangeSql("created_at", range), dimensionsSql(filter)]);
      query = {
        sql: `SELECT statistics_cell(latitude) AS cell_lat, statistics_cell(longitude) AS cell_lng, count(*) AS count
                FROM report
               WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND ${where.sql}
               GROUP BY 1, 2`,
        params: where.params,
      };
    } else {
      const spans = spansSql(await rangeSpans(request));
      query = {
        sql: `SELECT cell_lat, cell_lng, sum(filed) AS count FROM statistics_cell_count
               WHERE ${spans.sql} GROUP BY 1, 2`,
        params: spans.params,
      };
    }
    const [rows, summary] = await Promise.all([
      readStatistics<Array<{ cell_lat: number; cell_lng: number; count: string }>>(
        em,
        query.sql,
        query.params,
      ),
      statisticsSummary(request),
    ]);
    const size = HEAT_MAP.cellMicroDegrees;
    const cells: HeatMapCell[] = [];
    let located = 0;
    let suppressedReports = 0;
    for (const row of rows) {
      const count = Number(row.count);
      located += count;
      if (count < HEAT_MAP.minimumCount) {
        suppressedReports += count;
        continue;
      }
      cells.push({
        south: (row.cell_lat * size) / MICRO,
        west: (row.cell_lng * size) / MICRO,
        north: ((row.cell_lat + 1) * size) / MICRO,
        east: ((row.cell_lng + 1) * size) / MICRO,
        count,
      });
    }
    cells.sort((a, b) => b.count - a.count || a.south - b.south || a.west - b.west);
    return {
      cellSizeDegrees: size / MICRO,
      minimumCount: HEAT_MAP.minimumCount,
      cells,
      suppressedReports,
      withoutLocation: summary.totals.total - located,
    };
  });
}
