import { Migration } from "@mikro-orm/migrations";

export class Migration20261123163651_report_support_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "report" add column "votes_count" int not null default 0, add column "comments_count" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "report" drop column "votes_count", drop column "comments_count";`);
  }
}
