import { Migration } from "@mikro-orm/migrations";

export class Migration20261122042207_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "category" ("id" varchar(40) not null, "name" varchar(80) not null, "description" text not null, "icon" varchar(40) not null, "position" smallint not null, constraint "category_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "report" ("id" uuid not null, "category_id" varchar(40) not null, "neighborhood" varchar(60) not null, "severity" smallint not null, "status" varchar(20) not null default 'recibido', "created_at" timestamptz not null, "updated_at" timestamptz not null, "first_resolved_at" timestamptz null, constraint "report_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "report_neighborhood_index" on "report" ("neighborhood");`);
    this.addSql(`create index "report_status_created_at_index" on "report" ("status", "created_at");`);

    this.addSql(
      `alter table "report" add constraint "report_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop constraint "report_category_id_foreign";`);

    this.addSql(`drop table if exists "category" cascade;`);

    this.addSql(`drop table if exists "report" cascade;`);
  }
}
