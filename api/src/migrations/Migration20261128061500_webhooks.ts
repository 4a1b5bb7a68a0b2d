import { Migration } from "@mikro-orm/migrations";

/**
 * Partners' signed webhooks (docs/webhooks.md): one endpoint per dependencia (its URL, its secret and the
 * account its inbound requests act as), the log of deliveries (one row per event, its id the
 * idempotency id the partner sees), and the inbound event ids already accepted (replays are refused).
 * Only the webhook module reads them (no entity).
 */
export class Migration20261128061500_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("dependencia_id" uuid not null, "url" varchar(2048) not null, "secret" varchar(100) not null, "enabled" boolean not null default true, "partner_user_id" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "secret_rotated_at" timestamptz not null, constraint "webhook_endpoint_pkey" primary key ("dependencia_id"), constraint "webhook_endpoint_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on delete cascade, constraint "webhook_endpoint_partner_user_id_foreign" foreign key ("partner_user_id") references "app_user" ("id"));`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "dependencia_id" uuid not null, "event_type" varchar(40) not null, "report_id" uuid not null, "occurred_at" timestamptz not null, "body" text null, "status" varchar(20) not null default 'pending', "attempts" int not null default 0, "last_error" varchar(500) null, "last_status_code" int null, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, constraint "webhook_delivery_pkey" primary key ("id"), constraint "webhook_delivery_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on delete cascade, constraint "webhook_delivery_report_id_foreign" foreign key ("report_id") references "report" ("id") on delete cascade);`,
    );
    this.addSql(`create index "webhook_delivery_dependencia_created_index" on "webhook_delivery" ("dependencia_id", "created_at" desc, "id" desc);`);
    this.addSql(
      `create table "webhook_inbound_event" ("dependencia_id" uuid not null, "event_id" varchar(100) not null, "received_at" timestamptz not null, constraint "webhook_inbound_event_pkey" primary key ("dependencia_id", "event_id"), constraint "webhook_inbound_event_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on delete cascade);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_inbound_event";`);
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook_endpoint";`);
  }
}
