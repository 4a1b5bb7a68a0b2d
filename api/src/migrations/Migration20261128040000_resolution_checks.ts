import { Migration } from "@mikro-orm/migrations";

/**
 * "¿Quedó resuelto?" (docs/resolution-check.md): one row per report, resolution and person asked. The
 * resolution is named by its instant (the latest change to `resuelto`), so the row is unique per report,
 * resolution and person: running the asking job twice asks nobody twice, and a later resolution of the
 * same report asks again. Only the resolution-check module reads it (no entity).
 */
export class Migration20261128040000_resolution_checks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "resolution_check" ("id" uuid not null, "report_id" uuid not null, "resolved_at" timestamptz not null, "user_id" varchar(64) not null, "role" varchar(10) not null, "asked_at" timestamptz not null, "notification_id" uuid null, "answer" varchar(10) null, "comment" varchar(1000) null, "answered_at" timestamptz null, constraint "resolution_check_pkey" primary key ("id"), constraint "resolution_check_report_id_foreign" foreign key ("report_id") references "report" ("id") on delete cascade, constraint "resolution_check_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade, constraint "resolution_check_unique" unique ("report_id", "resolved_at", "user_id"), constraint "resolution_check_role_check" check ("role" in ('reporter', 'follower')), constraint "resolution_check_answer_check" check ("answer" in ('si', 'no', 'no_se')), constraint "resolution_check_answered_check" check (("answer" is null) = ("answered_at" is null)));`,
    );
    this.addSql(`create index "resolution_check_user_id_index" on "resolution_check" ("user_id", "asked_at");`);
    // The asking job looks for resolved reports by the instant of their latest change to resuelto.
    this.addSql(
      `create index "report_status_change_resolved_index" on "report_status_change" ("report_id", "changed_at") where "to_status" = 'resuelto';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "report_status_change_resolved_index";`);
    this.addSql(`drop table if exists "resolution_check";`);
  }
}
