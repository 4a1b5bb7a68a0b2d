import { Migration } from "@mikro-orm/migrations";

/**
 * A resident's photo with a «No» to "¿Quedó resuelto?" (docs/resolution-check.md#answering): the photo
 * row is attached to the report (so the hourly purge keeps it) and named here; only staff see it.
 */
export class Migration20261128045000_resolution_check_photo extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "resolution_check" add column "photo_id" uuid null, add constraint "resolution_check_photo_id_foreign" foreign key ("photo_id") references "photo" ("id") on delete set null, add constraint "resolution_check_photo_only_no" check ("photo_id" is null or "answer" = 'no');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "resolution_check" drop constraint if exists "resolution_check_photo_only_no", drop column if exists "photo_id";`,
    );
  }
}
