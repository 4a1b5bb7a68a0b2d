import { Migration } from "@mikro-orm/migrations";

/**
 * Radicados (docs/legal-clock.md#radicado). `next_radicado` is the one place numbers are given: the
 * filing service calls it, and a trigger calls it for a row inserted without one (seeds, bulk loads).
 * Every report already filed is numbered in filing order, per Bogotá year (`renumber_radicados`).
 */
export class Migration20261126200933_radicado extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "radicado_year" ("year" int not null, constraint "radicado_year_pkey" primary key ("year"));`,
    );
    // Collation "C": radicados compare byte by byte, so a year's numbers are one range of the index.
    this.addSql(`alter table "report" add column "radicado" varchar(20) collate "C" null;`);
    this.addSql(`create function renumber_radicados() returns void language plpgsql as $$
      begin
        -- Out of the way first, so that no row takes a number another still holds (unique).
        update report set radicado = 'TMP-' || t.n
          from (select id, row_number() over () as n from report) t where report.id = t.id;
        with numbered as (
          select id, extract(year from created_at at time zone 'America/Bogota')::int as year,
                 row_number() over (
                   partition by extract(year from created_at at time zone 'America/Bogota')
                   order by created_at, id) as number
            from report)
        update report set radicado = 'RIO-' || numbered.year || '-' || lpad(numbered.number::text, 6, '0')
          from numbered where report.id = numbered.id;
        insert into radicado_year (year)
          select distinct extract(year from created_at at time zone 'America/Bogota')::int from report
          on conflict do nothing;
      end $$;`);
    this.addSql(`select renumber_radicados();`);
    this.addSql(`alter table "report" alter column "radicado" set not null;`);
    this.addSql(`alter table "report" add constraint "report_radicado_unique" unique ("radicado");`);
    // The year's row stays locked until the transaction ends: concurrent filings take numbers one after
    // the other. The number is one more than the year's highest radicado, read from the unique index: a
    // filing that rolls back leaves no row behind, so it leaves no gap (a sequence would).
    this.addSql(`create function next_radicado(filed_at timestamptz) returns text language plpgsql as $$
      declare
        filing_year int := extract(year from filed_at at time zone 'America/Bogota')::int;
        prefix text := 'RIO-' || filing_year || '-';
        last text;
      begin
        insert into radicado_year (year) values (filing_year) on conflict do nothing;
        perform 1 from radicado_year where year = filing_year for update;
        select radicado into last from report
          where radicado >= prefix and radicado < prefix || '~'
          order by radicado desc limit 1;
        return prefix || lpad((coalesce(substr(last, length(prefix) + 1)::int, 0) + 1)::text, 6, '0');
      end $$;`);
    this.addSql(`create function report_assign_radicado() returns trigger language plpgsql as $$
      begin
        new.radicado := next_radicado(coalesce(new.created_at, now()));
        return new;
      end $$;`);
    this.addSql(`create trigger report_assign_radicado before insert on report
      for each row when (new.radicado is null) execute function report_assign_radicado();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger report_assign_radicado on report;`);
    this.addSql(`drop function report_assign_radicado;`);
    this.addSql(`drop function next_radicado;`);
    this.addSql(`drop function renumber_radicados;`);
    this.addSql(`drop table if exists "radicado_year" cascade;`);
    this.addSql(`alter table "report" drop constraint "report_radicado_unique";`);
    this.addSql(`alter table "report" drop column "radicado";`);
  }
}
