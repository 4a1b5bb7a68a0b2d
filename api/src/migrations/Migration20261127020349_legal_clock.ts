import { Migration } from "@mikro-orm/migrations";
import { colombianHolidays } from "../domain/business-days";
import { LEGAL_TERMS } from "../domain/radicado";

/** The years whose holidays the database knows, for `term_end` (docs/legal-clock.md#the-due-date). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/**
 * The petition's clock (docs/legal-clock.md#the-due-date): each report's due date, its answer, its one
 * extension and the due-date job's marks; notifications tell a due date (their kinds come with staff's texts).
 * `term_end` is the database's copy of `termEnd` (domain/due-date.ts), over `business_day` (every día
 * hábil of 2000–2100, the holidays from `colombian-holidays`, numbered in order): it gives a due date to a report inserted without one
 * (seeds, bulk loads) and to every report filed before due dates existed — a reopened one from its last
 * reopening. Terms that had already ended are marked overdue and warned as of now, so that the first
 * run of the job does not warn staff of every old report at once.
 */
export class Migration20261127020349_legal_clock extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "business_day" ("day" date not null, "ordinal" int not null, constraint "business_day_pkey" primary key ("day"));`,
    );
    this.addSql(`alter table "business_day" add constraint "business_day_ordinal_unique" unique ("ordinal");`);
    const holidays: string[] = [];
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      for (const holiday of colombianHolidays(year)) holidays.push(`'${holiday.date}'`);
    }
    this.addSql(`insert into "business_day" ("day", "ordinal")
      select day, row_number() over (order by day)
        from generate_series('${FIRST_YEAR}-01-01'::date, '${LAST_YEAR}-12-31'::date, interval '1 day') as g(day_ts),
             lateral (select day_ts::date as day) d
       where extract(isodow from day) < 6
         and day <> all (array[${holidays.join(", ")}]::date[]);`);
    // The end (23:59:59.999 in Bogotá) of the `days`-th business day after `received`'s Bogotá day: the
    // first business day after it is one more than the last one on or before it.
    this.addSql(`create function term_end(received timestamptz, days int) returns timestamptz
      language sql stable as $$
        select ((b.day + 1)::timestamp at time zone 'America/Bogota') - interval '1 millisecond'
          from business_day b
         where b.ordinal = days + coalesce(
                 (select ordinal from business_day
                   where day <= (received at time zone 'America/Bogota')::date
                   order by day desc limit 1), 0)
      $$;`);

    this.addSql(
      `alter table "report" add column "due_at" timestamptz null, add column "answered_at" timestamptz null, add column "extended_at" timestamptz null, add column "extension_reason" varchar(500) null, add column "original_due_at" timestamptz null, add column "overdue_at" timestamptz null, add column "warned_soon_at" timestamptz null;`,
    );
    // One term_end per Bogotá day of filing (or of the last reopening), not one per report.
    this.addSql(`with started as (
        select r.id, coalesce(
                 case when r.status = 'reabierto' then
                   (select max(c.changed_at) from report_status_change c
                     where c.report_id = r.id and c.to_status = 'reabierto') end,
                 r.created_at) as at
          from report r),
      days as (
        select distinct (at at time zone 'America/Bogota')::date as day from started),
      terms as (
        select day, term_end(day::timestamp at time zone 'America/Bogota', ${LEGAL_TERMS.answerBusinessDays}) as due_at
          from days)
      update report set due_at = terms.due_at
        from started join terms on terms.day = (started.at at time zone 'America/Bogota')::date
       where report.id = started.id;`);
    this.addSql(`update report set overdue_at = now(), warned_soon_at = now()
      where due_at < now() and status in ('recibido', 'en_gestion', 'reabierto');`);
    this.addSql(`alter table "report" alter column "due_at" set not null;`);
    this.addSql(`create function report_assign_due_at() returns trigger language plpgsql as $$
      begin
        new.due_at := term_end(coalesce(new.created_at, now()), ${LEGAL_TERMS.answerBusinessDays});
        return new;
      end $$;`);
    this.addSql(`create trigger report_assign_due_at before insert on report
      for each row when (new.due_at is null) execute function report_assign_due_at();`);
    this.addSql(
      `create index "report_open_due_at_index" on "report" ("due_at") where "overdue_at" is null and "answered_at" is null and "status" in ('recibido', 'en_gestion', 'reabierto');`,
    );

    this.addSql(
      `alter table "notification" add column "due_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger report_assign_due_at on report;`);
    this.addSql(`drop function report_assign_due_at();`);
    this.addSql(`drop index "report_open_due_at_index";`);
    this.addSql(
      `alter table "report" drop column "due_at", drop column "answered_at", drop column "extended_at", drop column "extension_reason", drop column "original_due_at", drop column "overdue_at", drop column "warned_soon_at";`,
    );
    this.addSql(`drop function term_end(timestamptz, int);`);
    this.addSql(`drop table if exists "business_day" cascade;`);

    this.addSql(`alter table "notification" drop column "due_at";`);
  }
}
