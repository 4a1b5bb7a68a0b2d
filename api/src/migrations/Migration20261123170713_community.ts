import { Migration } from '@mikro-orm/migrations';

export class Migration20261123170713_community extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "comment" ("id" uuid not null, "report_id" uuid not null, "parent_id" uuid null, "author_id" varchar(64) null, "content" varchar(1000) null, "likes_count" int not null default 0, "created_at" timestamptz not null, "deleted_at" timestamptz null, constraint "comment_pkey" primary key ("id"));`);
    this.addSql(`create index "comment_parent_id_index" on "comment" ("parent_id");`);
    this.addSql(`create index "comment_author_id_index" on "comment" ("author_id");`);
    this.addSql(`create index "comment_report_id_created_at_index" on "comment" ("report_id", "created_at");`);

    this.addSql(`create table "comment_like" ("comment_id" uuid not null, "user_id" varchar(64) not null, "created_at" timestamptz not null, constraint "comment_like_pkey" primary key ("comment_id", "user_id"));`);
    this.addSql(`create index "comment_like_user_id_index" on "comment_like" ("user_id");`);

    this.addSql(`create table "report_vote" ("report_id" uuid not null, "user_id" varchar(64) not null, "created_at" timestamptz not null, constraint "report_vote_pkey" primary key ("report_id", "user_id"));`);
    this.addSql(`create index "report_vote_user_id_index" on "report_vote" ("user_id");`);
    this.addSql(`create index "report_vote_report_id_created_at_index" on "report_vote" ("report_id", "created_at");`);

    this.addSql(`alter table "comment" add constraint "comment_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "comment_like" add constraint "comment_like_comment_id_foreign" foreign key ("comment_id") references "comment" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment_like" add constraint "comment_like_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_vote" add constraint "report_vote_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_vote" add constraint "report_vote_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "comment" drop constraint "comment_parent_id_foreign";`);

    this.addSql(`alter table "comment_like" drop constraint "comment_like_comment_id_foreign";`);

    this.addSql(`drop table if exists "comment" cascade;`);

    this.addSql(`drop table if exists "comment_like" cascade;`);

    this.addSql(`drop table if exists "report_vote" cascade;`);
  }

}
