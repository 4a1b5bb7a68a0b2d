import { Migration } from "@mikro-orm/migrations";

/**
 * Following reports (docs/community.md#following) and duplicates that hand over to their original
 * (docs/staff.md#duplicates): the follows, with the memory of an unfollow; the index that lists an
 * original's duplicates; the original a duplicado's notices point to. Reports already filed, supported
 * or commented on are followed by those people, as they would be from now on.
 */
export class Migration20261128010000_follows extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "report_follow" ("report_id" uuid not null, "user_id" varchar(64) not null, "created_at" timestamptz not null, "unfollowed_at" timestamptz null, constraint "report_follow_pkey" primary key ("report_id", "user_id"));`,
    );
    this.addSql(
      `create index "report_follow_user_id_created_at_report_id_index" on "report_follow" ("user_id", "created_at", "report_id");`,
    );
    this.addSql(
      `alter table "report_follow" add constraint "report_follow_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report_follow" add constraint "report_follow_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "report_duplicate_of_id_index" on "report" ("duplicate_of_id");`);
    this.addSql(`alter table "notification" add column "original_report_id" uuid null;`);
    this.addSql(
      `alter table "notification" add constraint "notification_original_report_id_foreign" foreign key ("original_report_id") references "report" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `insert into "report_follow" ("report_id", "user_id", "created_at")
       select "id", "author_id", "created_at" from "report" where "author_id" is not null
       union all select "report_id", "user_id", "created_at" from "report_vote"
       union all select "report_id", "author_id", "created_at" from "comment" where "author_id" is not null
       on conflict do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "report_follow" cascade;`);
    this.addSql(`alter table "notification" drop constraint "notification_original_report_id_foreign";`);
    this.addSql(`drop index "report_duplicate_of_id_index";`);
    this.addSql(`alter table "notification" drop column "original_report_id";`);
  }
}
