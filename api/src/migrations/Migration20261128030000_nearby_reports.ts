import { Migration } from "@mikro-orm/migrations";

/**
 * "¿Ya lo reportaron?" (docs/nearby.md#the-query): two partial indexes over open reports only
 * (recibido, en_gestion, reabierto), so that the query reads a few hundred index entries whatever the
 * number of resolved and closed reports. The first answers a category's reports in a box of latitude
 * and longitude around the point being filed, from the index alone (it carries the id and the filing
 * date the query orders by); the second a category's reports of one barrio, whose text
 * is then compared (pg_trgm, created by the report search's migration).
 */
export class Migration20261128030000_nearby_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "report_nearby_point_index" on "report" ("category_id", "latitude", "longitude") include ("id", "created_at") where "latitude" is not null and "status" in ('recibido', 'en_gestion', 'reabierto');`,
    );
    this.addSql(
      `create index "report_nearby_barrio_index" on "report" ("category_id", "neighborhood", "created_at") where "status" in ('recibido', 'en_gestion', 'reabierto');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "report_nearby_barrio_index";`);
    this.addSql(`drop index "report_nearby_point_index";`);
  }
}
