import { Migration } from "@mikro-orm/migrations";

export class Migration20261123110829_reports extends Migration {
  override async up(): Promise<void> {
    // Generated; the generator's "drop table session / rate_limit" removed, as in the photos migration:
    // those tables belong to connect-pg-simple and rate-limiter-flexible, not to entities.
    this.addSql(
      `create table "report_status_change" ("id" uuid not null, "report_id" uuid not null, "changed_by_id" varchar(64) null, "from_status" varchar(20) null, "to_status" varchar(20) not null, "note" varchar(500) null, "changed_at" timestamptz not null, constraint "report_status_change_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "report_status_change_changed_by_id_index" on "report_status_change" ("changed_by_id");`,
    );
    this.addSql(
      `create index "report_status_change_report_id_changed_at_index" on "report_status_change" ("report_id", "changed_at");`,
    );

    this.addSql(
      `alter table "report_status_change" add constraint "report_status_change_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report_status_change" add constraint "report_status_change_changed_by_id_foreign" foreign key ("changed_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`drop index "report_neighborhood_index";`);

    this.addSql(
      `alter table "report" add column "author_id" varchar(64) null, add column "address" varchar(200) null, add column "description" varchar(250) null, add column "latitude" double precision null, add column "longitude" double precision null, add column "anonymous" boolean not null default true, add column "allow_contact" boolean not null default false, add column "idempotency_key" varchar(100) null, add column "photo_ids" text[] not null default '{}';`,
    );
    this.addSql(
      `alter table "report" add constraint "report_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "report_neighborhood_created_at_index" on "report" ("neighborhood", "created_at");`,
    );
    this.addSql(
      `create index "report_category_id_created_at_index" on "report" ("category_id", "created_at");`,
    );
    this.addSql(`create index "report_author_id_created_at_index" on "report" ("author_id", "created_at");`);
    this.addSql(
      `alter table "report" add constraint "report_author_id_idempotency_key_unique" unique ("author_id", "idempotency_key");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "report_status_change" cascade;`);

    this.addSql(`alter table "report" drop constraint "report_author_id_foreign";`);

    this.addSql(`drop index "report_neighborhood_created_at_index";`);
    this.addSql(`drop index "report_category_id_created_at_index";`);
    this.addSql(`drop index "report_author_id_created_at_index";`);
    this.addSql(`alter table "report" drop constraint "report_author_id_idempotency_key_unique";`);
    this.addSql(
      `alter table "report" drop column "author_id", drop column "address", drop column "description", drop column "latitude", drop column "longitude", drop column "anonymous", drop column "allow_contact", drop column "idempotency_key", drop column "photo_ids";`,
    );

    this.addSql(`create index "report_neighborhood_index" on "report" ("neighborhood");`);
  }
}
