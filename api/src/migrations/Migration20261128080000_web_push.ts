import { Migration } from "@mikro-orm/migrations";

/**
 * Web Push (docs/push.md): the browsers' subscriptions, one per endpoint (the push service's address for
 * one browser), each of one person and deleted with their account; and the VAPID key pair the app
 * generates once when none is configured (one row, so every instance signs alike). Only the push module
 * reads them (no entity).
 */
export class Migration20261128080000_web_push extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "push_subscription" ("id" uuid not null, "user_id" varchar(64) not null, "endpoint" varchar(2048) not null, "p256dh" varchar(100) not null, "auth" varchar(50) not null, "user_agent" varchar(200) null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, constraint "push_subscription_pkey" primary key ("id"), constraint "push_subscription_endpoint_unique" unique ("endpoint"), constraint "push_subscription_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade);`,
    );
    this.addSql(`create index "push_subscription_user_created_index" on "push_subscription" ("user_id", "created_at", "id");`);
    this.addSql(
      `create table "push_vapid_key" ("id" smallint not null default 1, "public_key" varchar(100) not null, "private_key" varchar(100) not null, "created_at" timestamptz not null default now(), constraint "push_vapid_key_pkey" primary key ("id"), constraint "push_vapid_key_one_row" check ("id" = 1));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_vapid_key";`);
    this.addSql(`drop table if exists "push_subscription";`);
  }
}
