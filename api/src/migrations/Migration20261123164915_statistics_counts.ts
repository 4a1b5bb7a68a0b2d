import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164915_statistics_counts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "statistics_cell_count" ("grain" varchar(1) not null, "bucket" date not null, "cell_lat" int not null, "cell_lng" int not null, "filed" int not null default 0, constraint "statistics_cell_count_pkey" primary key ("grain", "bucket", "cell_lat", "cell_lng"));`);

    this.addSql(`create table "statistics_report_count" ("grain" varchar(1) not null, "bucket" date not null, "category_id" varchar(255) not null, "neighborhood" varchar(60) not null, "severity" smallint not null, "status" varchar(20) not null, "filed" int not null default 0, "resolved" int not null default 0, "resolution_ms" bigint not null default 0, constraint "statistics_report_count_pkey" primary key ("grain", "bucket", "category_id", "neighborhood", "severity", "status"));`);

    this.addSql(`create index "report_first_resolved_at_index" on "report" ("first_resolved_at") include ("created_at", "category_id", "neighborhood", "severity", "status") where "first_resolved_at" is not null;`);
    this.addSql(`create index "report_created_at_index" on "report" ("created_at");`);

    // Hand-written below: the functions and triggers that keep the counts exact
    // (docs/statistics.md#pre-aggregated-counts). No "?" anywhere: knex would read it as a binding.
    this.addSql(`create function statistics_day(at timestamptz) returns date
      language sql immutable parallel safe
      return (at at time zone 'America/Bogota')::date;`);
    this.addSql(`create function statistics_cell(degrees double precision) returns int
      language sql immutable parallel safe
      return floor(round(degrees * 1000000)::numeric / 2000)::int;`);
    this.addSql(`create type statistics_change as (
      category_id varchar, neighborhood varchar, severity smallint, status varchar,
      created_at timestamptz, first_resolved_at timestamptz,
      latitude double precision, longitude double precision, sign int);`);
    this.addSql(`create function statistics_report_contributions(changes statistics_change[])
      returns table (grain varchar, bucket date, category_id varchar, neighborhood varchar, severity smallint,
                     status varchar, filed bigint, resolved bigint, resolution_ms bigint)
      language sql stable parallel safe as $$
        select g.grain,
               case g.grain when 'd' then e.day when 'm' then date_trunc('month', e.day)::date
                            else date '1970-01-01' end,
               x.category_id, x.neighborhood, x.severity, x.status,
               sum(e.filed), sum(e.resolved), sum(e.resolution_ms)
          from unnest(changes) x
          cross join lateral (values
            (statistics_day(x.created_at), x.sign, 0, 0::bigint),
            (statistics_day(x.first_resolved_at), 0, x.sign,
             x.sign * round(extract(epoch from x.first_resolved_at - x.created_at) * 1000)::bigint)
          ) e(day, filed, resolved, resolution_ms)
          cross join (values ('d'), ('m'), ('a')) g(grain)
         where e.day is not null
         group by 1, 2, 3, 4, 5, 6
      $$;`);
    this.addSql(`create function statistics_cell_contributions(changes statistics_change[])
      returns table (grain varchar, bucket date, cell_lat int, cell_lng int, filed bigint)
      language sql stable parallel safe as $$
        select g.grain,
               case g.grain when 'd' then statistics_day(x.created_at)
                            when 'm' then date_trunc('month', statistics_day(x.created_at))::date
                            else date '1970-01-01' end,
               statistics_cell(x.latitude), statistics_cell(x.longitude), sum(x.sign)
          from unnest(changes) x cross join (values ('d'), ('m'), ('a')) g(grain)
         where x.latitude is not null and x.longitude is not null
         group by 1, 2, 3, 4
      $$;`);
    this.addSql(`create function statistics_apply(changes statistics_change[]) returns void
      language plpgsql as $$
      begin
        if coalesce(cardinality(changes), 0) = 0 then return; end if;
        -- In key order, so that two writers never wait on each other's rows in opposite orders.
        insert into statistics_report_count as c
               (grain, bucket, category_id, neighborhood, severity, status, filed, resolved, resolution_ms)
        select * from statistics_report_contributions(changes) order by 1, 2, 3, 4, 5, 6
        on conflict (grain, bucket, category_id, neighborhood, severity, status) do update
           set filed = c.filed + excluded.filed, resolved = c.resolved + excluded.resolved,
               resolution_ms = c.resolution_ms + excluded.resolution_ms;
        delete from statistics_report_count c
         using statistics_report_contributions(changes) t
         where (c.grain, c.bucket, c.category_id, c.neighborhood, c.severity, c.status)
             = (t.grain, t.bucket, t.category_id, t.neighborhood, t.severity, t.status)
           and c.filed = 0 and c.resolved = 0;

        insert into statistics_cell_count as c (grain, bucket, cell_lat, cell_lng, filed)
        select * from statistics_cell_contributions(changes) order by 1, 2, 3, 4
        on conflict (grain, bucket, cell_lat, cell_lng) do update set filed = c.filed + excluded.filed;
        delete from statistics_cell_count c
         using statistics_cell_contributions(changes) t
         where (c.grain, c.bucket, c.cell_lat, c.cell_lng) = (t.grain, t.bucket, t.cell_lat, t.cell_lng)
           and c.filed = 0;
      end $$;`);
    this.addSql(`create function statistics_report_inserted() returns trigger language plpgsql as $$
      begin
        perform statistics_apply(array(
          select row(category_id, neighborhood, severity, status, created_at, first_resolved_at,
                     latitude, longitude, 1)::statistics_change
            from new_rows));
        return null;
      end $$;`);
    this.addSql(`create function statistics_report_updated() returns trigger language plpgsql as $$
      begin
        -- Votes and comments update the report too: only rows whose counted columns changed matter.
        perform statistics_apply(array(
          with changed as (
            select o.category_id as o_category_id, o.neighborhood as o_neighborhood, o.severity as o_severity,
                   o.status as o_status, o.created_at as o_created_at, o.first_resolved_at as o_first_resolved_at,
                   o.latitude as o_latitude, o.longitude as o_longitude, n.*
              from old_rows o join new_rows n using (id)
             where (o.category_id, o.neighborhood, o.severity, o.status, o.created_at, o.first_resolved_at,
                    o.latitude, o.longitude)
                   is distinct from
                   (n.category_id, n.neighborhood, n.severity, n.status, n.created_at, n.first_resolved_at,
                    n.latitude, n.longitude))
          select row(o_category_id, o_neighborhood, o_severity, o_status, o_created_at, o_first_resolved_at,
                     o_latitude, o_longitude, -1)::statistics_change from changed
          union all
          select row(category_id, neighborhood, severity, status, created_at, first_resolved_at,
                     latitude, longitude, 1)::statistics_change from changed));
        return null;
      end $$;`);
    this.addSql(`create function statistics_report_deleted() returns trigger language plpgsql as $$
      begin
        perform statistics_apply(array(
          select row(category_id, neighborhood, severity, status, created_at, first_resolved_at,
                     latitude, longitude, -1)::statistics_change
            from old_rows));
        return null;
      end $$;`);
    this.addSql(`create function statistics_report_truncated() returns trigger language plpgsql as $$
      begin
        truncate statistics_report_count, statistics_cell_count;
        return null;
      end $$;`);
    this.addSql(`create trigger statistics_report_inserted after insert on report
      referencing new table as new_rows for each statement execute function statistics_report_inserted();`);
    this.addSql(`create trigger statistics_report_updated after update on report
      referencing old table as old_rows new table as new_rows
      for each statement execute function statistics_report_updated();`);
    this.addSql(`create trigger statistics_report_deleted after delete on report
      referencing old table as old_rows for each statement execute function statistics_report_deleted();`);
    this.addSql(`create trigger statistics_report_truncated after truncate on report
      for each statement execute function statistics_report_truncated();`);
    // Recomputes both tables from the reports, a month at a time (it fills them below, and a test holds
    // the triggers' counts against it).
    this.addSql(`create function statistics_rebuild() returns void language plpgsql as $$
      declare
        month_start date;
      begin
        truncate statistics_report_count, statistics_cell_count;
        for month_start in
          select distinct date_trunc('month', statistics_day(created_at))::date from report order by 1
        loop
          perform statistics_apply(array(
            select row(category_id, neighborhood, severity, status, created_at, first_resolved_at,
                       latitude, longitude, 1)::statistics_change
              from report
             where created_at >= month_start::timestamp at time zone 'America/Bogota'
               and created_at < (month_start + interval '1 month')::timestamp at time zone 'America/Bogota'));
        end loop;
      end $$;`);
    this.addSql(`select statistics_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger statistics_report_inserted on report;`);
    this.addSql(`drop trigger statistics_report_updated on report;`);
    this.addSql(`drop trigger statistics_report_deleted on report;`);
    this.addSql(`drop trigger statistics_report_truncated on report;`);
    this.addSql(`drop function statistics_rebuild, statistics_report_inserted, statistics_report_updated,
      statistics_report_deleted, statistics_report_truncated, statistics_apply,
      statistics_report_contributions, statistics_cell_contributions;`);
    this.addSql(`drop type statistics_change;`);
    this.addSql(`drop function statistics_day, statistics_cell;`);

    this.addSql(`drop table if exists "statistics_cell_count" cascade;`);

    this.addSql(`drop table if exists "statistics_report_count" cascade;`);

    this.addSql(`drop index "report_first_resolved_at_index";`);
    this.addSql(`drop index "report_created_at_index";`);
  }

}
