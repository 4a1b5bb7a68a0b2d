import { Migration } from "@mikro-orm/migrations";

/**
 * Password-reset links (docs/password-reset.md): one row per link, holding only a hash of its token,
 * when it ends and whether it was used. Only the services read it (no entity), like the sessions.
 */
export class Migration20261127050000_password_reset extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "password_reset" ("id" uuid not null, "user_id" varchar(64) not null, "token_hash" varchar(64) not null, "requested_by" varchar(64) null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_reset_pkey" primary key ("id"), constraint "password_reset_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade);`,
    );
    this.addSql(`create index "password_reset_user_id_index" on "password_reset" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset";`);
  }
}
