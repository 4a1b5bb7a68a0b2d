import { Migration } from "@mikro-orm/migrations";

/**
 * Public performance (docs/transparency.md):
 * - `business_day_count`: every calendar day of 2000–2100 with the días hábiles up to and including it,
 *   so that "días hábiles between" two instants is a subtraction of two rows, and an aggregate over a
 *   million reports joins this small table (hashed once) instead of counting days per report.
 *   `business_days_between` is the function form, the database's copy of `businessDaysBetween`
 *   (domain/business-days.ts).
 * - `first_answered_at`: the first public answer a report ever had (`answered_at` belongs to the current
 *   term and is cleared when a report is reopened); `resolution_reopened_at`: the first time a resolved
 *   report was reopened. Both kept by triggers, so that every writer (the app, bulk actions, seeds) keeps
 *   them, and filled here from the updates and the history.
 */
export class Migration20261127050000_performance extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "business_day_count" ("day" date not null, "through" int not null, constraint "business_day_count_pkey" primary key ("day"));`,
    );
    this.addSql(`insert into "business_day_count" ("day", "through")
      select g.day_ts::date, count(b.day) over (order by g.day_ts)
        from generate_series('2000-01-01'::date, '2100-12-31'::date, interval '1 day') as g(day_ts)
        left join business_day b on b.day = g.day_ts::date;`);
    this.addSql(`create function business_days_between(from_at timestamptz, to_at timestamptz) returns int
      language sql stable parallel safe as $$
        select (select through from business_day_count where day = statistics_day(to_at))
             - (select through from business_day_count where day = statistics_day(from_at))
      $$;`);

    this.addSql(
      `alter table "report" add column "first_answered_at" timestamptz null, add column "resolution_reopened_at" timestamptz null;`,
    );
    this.addSql(`update report r set first_answered_at = least(r.answered_at,
        (select min(u.created_at) from report_update u
          where u.report_id = r.id and u.kind = 'public_update' and u.is_answer))
      where r.answered_at is not null
         or exists (select 1 from report_update u
                     where u.report_id = r.id and u.kind = 'public_update' and u.is_answer);`);
    this.addSql(`update report r set resolution_reopened_at = c.at
        from (select report_id, min(changed_at) as at from report_status_change
               where from_status = 'resuelto' and to_status = 'reabierto' group by report_id) c
       where c.report_id = r.id;`);
    // The range's reports with every column the performance aggregate reads (docs/transparency.md#speed).
    this.addSql(
      `create index "report_performance_index" on "report" ("created_at") include ("category_id", "neighborhood", "status", "first_answered_at", "first_resolved_at", "answered_at", "due_at", "resolution_reopened_at");`,
    );
    this.addSql(`create function report_first_answer() returns trigger language plpgsql as $$
      begin
        new.first_answered_at := new.answered_at;
        return new;
      end $$;`);
    this.addSql(`create trigger report_first_answer before insert or update of answered_at on report
      for each row when (new.answered_at is not null and new.first_answered_at is null)
      execute function report_first_answer();`);
    this.addSql(`create function report_resolution_reopened() returns trigger language plpgsql as $$
      begin
        new.resolution_reopened_at := now();
        return new;
      end $$;`);
    this.addSql(`create trigger report_resolution_reopened before update of status on report
      for each row when (old.status = 'resuelto' and new.status = 'reabierto' and new.resolution_reopened_at is null)
      execute function report_resolution_reopened();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger report_resolution_reopened on report;`);
    this.addSql(`drop function report_resolution_reopened();`);
    this.addSql(`drop trigger report_first_answer on report;`);
    this.addSql(`drop function report_first_answer();`);
    this.addSql(`drop index "report_performance_index";`);
    this.addSql(`alter table "report" drop column "first_answered_at", drop column "resolution_reopened_at";`);
    this.addSql(`drop function business_days_between(timestamptz, timestamptz);`);
    this.addSql(`drop table if exists "business_day_count" cascade;`);
  }
}
