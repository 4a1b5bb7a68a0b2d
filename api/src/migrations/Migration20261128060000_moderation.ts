import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation (docs/moderation.md): residents' flags on reports and comments, and each item's moderation
 * state and public reason.
 */
export class Migration20261128060000_moderation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "content_flag" ("id" uuid not null, "report_id" uuid not null, "comment_id" uuid null, "user_id" varchar(64) not null, "reason" varchar(20) not null, "details" varchar(250) null, "created_at" timestamptz not null, "closed_at" timestamptz null, constraint "content_flag_pkey" primary key ("id"));`);
    this.addSql(`create index "content_flag_comment_id_index" on "content_flag" ("comment_id");`);
    this.addSql(`create index "content_flag_user_id_index" on "content_flag" ("user_id");`);
    this.addSql(`create index "content_flag_open_index" on "content_flag" ("created_at" desc) where "closed_at" is null;`);
    this.addSql(`alter table "content_flag" add constraint "content_flag_item_user_unique" unique nulls not distinct ("report_id", "comment_id", "user_id");`);

    this.addSql(`alter table "content_flag" add constraint "content_flag_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_flag" add constraint "content_flag_comment_id_foreign" foreign key ("comment_id") references "comment" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_flag" add constraint "content_flag_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report" add column "moderation" varchar(10) null, add column "moderation_reason" varchar(20) null;`);

    this.addSql(`alter table "comment" add column "moderation" varchar(10) null, add column "moderation_reason" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_flag" cascade;`);

    this.addSql(`alter table "report" drop column "moderation", drop column "moderation_reason";`);

    this.addSql(`alter table "comment" drop column "moderation", drop column "moderation_reason";`);
  }

}
