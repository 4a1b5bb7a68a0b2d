import { Migration } from "@mikro-orm/migrations";

/**
 * "¿Ya lo reportaron?" (docs/nearby.md#the-query) reads a category's open reports square by square of
 * the public grid, newest first, instead of every report in a box: a box of latitude and longitude read
 * all the reports of its latitudes, and computed a distance for each, so the busiest corners of the
 * locality paid for their density. The square is the one of domain/public-view.ts (0.001°, the
 * coordinate taken to the micro-degree first).
 */
export class Migration20261128070000_nearby_squares extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "report_nearby_point_index";`);
    this.addSql(
      `create index "report_nearby_square_index" on "report" ("category_id", (floor(round("latitude" * 1000000) / 1000)::int), (floor(round("longitude" * 1000000) / 1000)::int), "created_at" desc, "id") where "latitude" is not null and "status" in ('recibido', 'en_gestion', 'reabierto');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "report_nearby_square_index";`);
    this.addSql(
      `create index "report_nearby_point_index" on "report" ("category_id", "latitude", "longitude") include ("id", "created_at") where "latitude" is not null and "status" in ('recibido', 'en_gestion', 'reabierto');`,
    );
  }
}
