import { Migration } from "@mikro-orm/migrations";

/**
 * What the closing statuses need (docs/legal-clock.md#statuses): a duplicate's original (and its radicado,
 * which never changes), a transfer's receiving entity and whether it came after its term. The statuses
 * themselves are values of `report.status`: nothing to migrate.
 */
export class Migration20261126222648_statuses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "report" add column "duplicate_of_id" uuid null, add column "duplicate_of_radicado" varchar(20) null, add column "transferred_to" varchar(120) null, add column "transferred_late" boolean null;`,
    );
    this.addSql(
      `alter table "report" add constraint "report_duplicate_of_id_foreign" foreign key ("duplicate_of_id") references "report" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop constraint "report_duplicate_of_id_foreign";`);

    this.addSql(
      `alter table "report" drop column "duplicate_of_id", drop column "duplicate_of_radicado", drop column "transferred_to", drop column "transferred_late";`,
    );
  }
}
