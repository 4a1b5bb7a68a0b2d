import { Entity, PrimaryKey, PrimaryKeyProp, Property } from "@mikro-orm/core";

/**
 * Pre-aggregated report counts (docs/statistics.md#pre-aggregated-counts): one row per Bogotá day
 * (`grain` "d"), month ("m") or all time ("a"), category, neighbourhood, severity and current status.
 * `filed` counts reports filed in the bucket; `resolved` and `resolutionMs` the reports first resolved
 * in it. Kept exact by triggers on `report` in the writing transaction; never written by the app.
 */
@Entity({ tableName: "statistics_report_count" })
export class StatisticsReportCount {
  [PrimaryKeyProp]?: ["grain", "bucket", "categoryId", "neighborhood", "severity", "status"];

  @PrimaryKey({ type: "string", length: 1 })
  grain!: string;

  @PrimaryKey({ type: "date" })
  bucket!: string;

  @PrimaryKey({ type: "string", length: 255 })
  categoryId!: string;

  @PrimaryKey({ type: "string", length: 60 })
  neighborhood!: string;

  @PrimaryKey({ type: "smallint" })
  severity!: number;

  @PrimaryKey({ type: "string", length: 20 })
  status!: string;

  @Property({ type: "integer", default: 0 })
  filed!: number;

  @Property({ type: "integer", default: 0 })
  resolved!: number;

  /** Sum of milliseconds from filing to first resolution over `resolved`: exact under + and −. */
  @Property({ type: "bigint", default: 0 })
  resolutionMs!: string;
}

/** Reports with a location per heat-map grid cell and bucket (same grains as above). */
@Entity({ tableName: "statistics_cell_count" })
export class StatisticsCellCount {
  [PrimaryKeyProp]?: ["grain", "bucket", "cellLat", "cellLng"];

  @PrimaryKey({ type: "string", length: 1 })
  grain!: string;

  @PrimaryKey({ type: "date" })
  bucket!: string;

  @PrimaryKey({ type: "integer" })
  cellLat!: number;

  @PrimaryKey({ type: "integer" })
  cellLng!: number;

  @Property({ type: "integer", default: 0 })
  filed!: number;
}

/**
 * The same counts added up along one dimension at a time (`setId`: which columns are kept, as SQL's
 * grouping() numbers them over status, category_id, neighborhood, severity; "" and 0 stand for "all"):
 * what a request without neighbourhood, category, status or severity filters reads, a few hundred rows
 * a day instead of thousands (docs/statistics.md#pre-aggregated-counts).
 */
@Entity({ tableName: "statistics_marginal_count" })
export class StatisticsMarginalCount {
  [PrimaryKeyProp]?: ["grain", "bucket", "setId", "status", "categoryId", "neighborhood", "severity"];

  @PrimaryKey({ type: "string", length: 1 })
  grain!: string;

  @PrimaryKey({ type: "date" })
  bucket!: string;

  @PrimaryKey({ type: "smallint" })
  setId!: number;

  @PrimaryKey({ type: "string", length: 20 })
  status!: string;

  @PrimaryKey({ type: "string", length: 255 })
  categoryId!: string;

  @PrimaryKey({ type: "string", length: 60 })
  neighborhood!: string;

  @PrimaryKey({ type: "smallint" })
  severity!: number;

  @Property({ type: "integer", default: 0 })
  filed!: number;

  @Property({ type: "integer", default: 0 })
  resolved!: number;

  @Property({ type: "bigint", default: 0 })
  resolutionMs!: string;
}
