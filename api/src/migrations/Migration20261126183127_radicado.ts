import { Migration } from "@mikro-orm/migrations";

/**
 * Radicados (docs/legal-clock.md#radicado): every report already filed is numbered in filing order, per
 * Bogotá year, and each year's counter starts after the last number given. `next_radicado` is the one
 * place numbers are given: the filing service calls it, and a trigger calls it for a row inserted
 * without one (seeds, bulk loads).
 */
export class Migration20261126183127_radicado extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "radicado_counter" ("year" int not null, "last_number" int not null, constraint "radicado_counter_pkey" primary key ("year"));`,
    );
    this.addSql(`alter table "report" add column "radicado" varchar(20) null;`);
    // Numbers every report in filing order per Bogotá year and sets each year's counter to its last
    // number: here for the reports filed before radicados, and by the seed (demo databases only).
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
        delete from radicado_counter;
        insert into radicado_counter (year, last_number)
          select extract(year from created_at at time zone 'America/Bogota')::int, count(*)
            from report group by 1;
      end $$;`);
    this.addSql(`select renumber_radicados();`);
    this.addSql(`alter table "report" alter column "radicado" set not null;`);
    // The counter row stays locked until the transaction ends: concurrent filings take numbers one after
    // the other, and a filing that rolls back gives its number back (a sequence would leave a gap).
    this.addSql(`create function next_radicado(filed_at timestamptz) returns text language plpgsql as $$
      declare
        filing_year int := extract(year from filed_at at time zone 'America/Bogota')::int;
        number int;
      begin
        insert into radicado_counter (year, last_number) values (filing_year, 1)
          on conflict (year) do update set last_number = radicado_counter.last_number + 1
          returning last_number into number;
        return 'RIO-' || filing_year || '-' || lpad(number::text, 6, '0');
      end $$;`);
    this.addSql(`create function report_assign_radicado() returns trigger language plpgsql as $$
      begin
        new.radicado := next_radicado(coalesce(new.created_at, now()));
        return new;
      end $$;`);
    this.addSql(`create trigger report_assign_radicado before insert on report
      for each row when (new.radicado is null) execute function report_assign_radicado();`);
    this.addSql(`alter table "report" add constraint "report_radicado_unique" unique ("radicado");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger report_assign_radicado on report;`);
    this.addSql(`drop function report_assign_radicado;`);
    this.addSql(`drop function next_radicado;`);
    this.addSql(`drop function renumber_radicados;`);
    this.addSql(`drop table if exists "radicado_counter" cascade;`);
    this.addSql(`alter table "report" drop constraint "report_radicado_unique";`);
    this.addSql(`alter table "report" drop column "radicado";`);
  }
}
