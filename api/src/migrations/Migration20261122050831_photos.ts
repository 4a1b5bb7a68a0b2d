import { Migration } from "@mikro-orm/migrations";

export class Migration20261122050831_photos extends Migration {
  override async up(): Promise<void> {
    // Generated; the generator's "drop table session / rate_limit" removed: those tables belong to
    // connect-pg-simple and rate-limiter-flexible, not to entities (see the users_sessions migration).
    this.addSql(
      `create table "photo" ("id" uuid not null, "owner_id" varchar(64) not null, "upload_key" varchar(200) not null, "status" varchar(20) not null default 'uploaded', "rejection_reason" varchar(40) null, "display_key" varchar(200) null, "thumbnail_key" varchar(200) null, "width" int null, "height" int null, "bytes" int null, "content_type" varchar(40) null, "report_id" varchar(64) null, "created_at" timestamptz not null, "processed_at" timestamptz null, constraint "photo_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "photo_owner_id_index" on "photo" ("owner_id");`);
    this.addSql(`alter table "photo" add constraint "photo_upload_key_unique" unique ("upload_key");`);
    this.addSql(`create index "photo_report_id_index" on "photo" ("report_id");`);
    this.addSql(`create index "photo_status_created_at_index" on "photo" ("status", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "photo" cascade;`);
  }
}
