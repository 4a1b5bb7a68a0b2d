import { Migration } from "@mikro-orm/migrations";

/**
 * Area alerts and their daily digests (docs/alerts.md). Only the alert module's services read them (no
 * entity), like the password-reset links.
 * - `area_alert`: one person's barrios and/or categories (an empty list means "any"; never both empty),
 *   how their e-mail goes, and `digested_up_to`, the watermark of the daily digest: every report filed up
 *   to it has been put in a digest (or was filed before the alert existed).
 * - `alert_digest`: one row per person and Bogotá day, fixed when the 7:00 job builds it (which reports,
 *   up to when); unique per person and day, so that no second run builds another, and marked when the
 *   e-mail was accepted, so that no retry sends it twice.
 */
export class Migration20261128020000_area_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "area_alert" ("id" uuid not null, "user_id" varchar(64) not null, "neighborhoods" text[] not null default '{}', "category_ids" text[] not null default '{}', "frequency" varchar(10) not null, "email" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "digested_up_to" timestamptz not null default now(), constraint "area_alert_pkey" primary key ("id"), constraint "area_alert_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade, constraint "area_alert_frequency_check" check ("frequency" in ('immediate', 'daily')), constraint "area_alert_area_check" check (cardinality("neighborhoods") > 0 or cardinality("category_ids") > 0));`,
    );
    this.addSql(`create index "area_alert_user_id_index" on "area_alert" ("user_id", "created_at");`);
    // The 7:00 job reads only the e-mailed daily alerts.
    this.addSql(
      `create index "area_alert_daily_index" on "area_alert" ("digested_up_to") where "frequency" = 'daily' and "email";`,
    );
    this.addSql(
      `create table "alert_digest" ("id" uuid not null, "user_id" varchar(64) not null, "day" date not null, "up_to" timestamptz not null, "report_ids" uuid[] not null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint "alert_digest_pkey" primary key ("id"), constraint "alert_digest_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade, constraint "alert_digest_user_day_unique" unique ("user_id", "day"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "alert_digest";`);
    this.addSql(`drop table if exists "area_alert";`);
  }
}
