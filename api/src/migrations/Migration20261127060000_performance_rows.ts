import { Migration } from "@mikro-orm/migrations";

/** The insert of `source`'s reports' performance rows: the triggers' new rows, or every report. */
const rowsFrom = (source: string) => `insert into report_performance as p
               (report_id, created_at, category_id, neighborhood, severity, status, filed_through,
                answer_days, resolution_days, answered_at, due_at, reopened)
        select n.id, n.created_at, n.category_id, n.neighborhood, n.severity, n.status, filed.through,
               answered.through - filed.through, resolved.through - filed.through, n.answered_at, n.due_at,
               n.first_resolved_at is not null and n.resolution_reopened_at is not null
          from ${source} n
          join business_day_count filed on filed.day = statistics_day(n.created_at)
          left join business_day_count answered on answered.day = statistics_day(n.first_answered_at)
          left join business_day_count resolved on resolved.day = statistics_day(n.first_resolved_at)`;


/**
 * `report_performance` (docs/transparency.md#speed): one narrow row per report with what public
 * performance counts, its días hábiles already worked out (filing, first answer and first resolution as
 * `business_day_count` differences). The aggregate then reads ~60 bytes a report with no joins instead of
 * the wide report rows joined three times to the calendar, and groups histograms by hashing instead of
 * sorting a million rows for each percentile. Kept by statement triggers on `report`, so every writer
 * (the app, bulk actions, seeds, a migration) keeps it; a report's row goes with it.
 */
export class Migration20261127060000_performance_rows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "report_performance" (
      "report_id" uuid not null references "report" ("id") on delete cascade,
      "created_at" timestamptz not null,
      "category_id" varchar(40) not null,
      "neighborhood" varchar(60) not null,
      "severity" smallint not null,
      "status" varchar(20) not null,
      "filed_through" int not null,
      "answer_days" int null,
      "resolution_days" int null,
      "answered_at" timestamptz null,
      "due_at" timestamptz null,
      "reopened" boolean not null,
      constraint "report_performance_pkey" primary key ("report_id"));`);
    this.addSql(`create index "report_performance_created_at_index" on "report_performance" ("created_at");`);
    this.addSql(`create function report_performance_upsert() returns trigger language plpgsql as $$
      begin
        -- In key order, so that two writers never wait on each other's rows in opposite orders.
        ${rowsFrom("new_rows")}
         order by n.id
        on conflict (report_id) do update
           set created_at = excluded.created_at, category_id = excluded.category_id,
               neighborhood = excluded.neighborhood, severity = excluded.severity, status = excluded.status,
               filed_through = excluded.filed_through, answer_days = excluded.answer_days,
               resolution_days = excluded.resolution_days, answered_at = excluded.answered_at,
               due_at = excluded.due_at, reopened = excluded.reopened
         -- Votes and comments update the report too: a row whose figures did not change is left alone.
         where (p.created_at, p.category_id, p.neighborhood, p.severity, p.status, p.filed_through,
                p.answer_days, p.resolution_days, p.answered_at, p.due_at, p.reopened)
               is distinct from
               (excluded.created_at, excluded.category_id, excluded.neighborhood, excluded.severity,
                excluded.status, excluded.filed_through, excluded.answer_days, excluded.resolution_days,
                excluded.answered_at, excluded.due_at, excluded.reopened);
        return null;
      end $$;`);
    this.addSql(`create trigger report_performance_inserted after insert on report
      referencing new table as new_rows for each statement execute function report_performance_upsert();`);
    this.addSql(`create trigger report_performance_updated after update on report
      referencing new table as new_rows for each statement execute function report_performance_upsert();`);
    this.addSql(`${rowsFrom("report")};`);
    // The planner needs its size at once to choose hash tables for the aggregate.
    this.addSql(`analyze "report_performance";`);
    // Its work now falls to report_performance.
    this.addSql(`drop index "report_performance_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create index "report_performance_index" on "report" ("created_at") include ("category_id", "neighborhood", "status", "first_answered_at", "first_resolved_at", "answered_at", "due_at", "resolution_reopened_at");`,
    );
    this.addSql(`drop trigger report_performance_updated on report;`);
    this.addSql(`drop trigger report_performance_inserted on report;`);
    this.addSql(`drop function report_performance_upsert();`);
    this.addSql(`drop table if exists "report_performance";`);
  }
}
