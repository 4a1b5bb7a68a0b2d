import { Migration } from "@mikro-orm/migrations";

/**
 * Open311 (docs/open311.md): partners' API keys, kept only as the SHA-256 of the token (the token is
 * shown once, when issued) with its first characters to tell keys apart; and, on a report a partner
 * filed, its channel ("Open311: <key name>") and the contact the partner sent, for staff only. Only the
 * open311 module reads them (no entity).
 */
export class Migration20261128050000_open311 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" uuid not null, "name" varchar(80) not null, "key_hash" char(64) not null, "prefix" varchar(16) not null, "created_by_id" varchar(64) null, "created_by_name" varchar(201) not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, constraint "api_key_pkey" primary key ("id"), constraint "api_key_key_hash_unique" unique ("key_hash"), constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null);`,
    );
    // One active key per name: a report's channel names its partner unambiguously.
    this.addSql(`create unique index "api_key_active_name_unique" on "api_key" (lower("name")) where "revoked_at" is null;`);
    this.addSql(`alter table "report" add column "channel" varchar(100) null, add column "partner_contact" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop column "channel", drop column "partner_contact";`);
    this.addSql(`drop table if exists "api_key";`);
  }
}
