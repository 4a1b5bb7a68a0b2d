import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172040_statistics_marginals extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "statistics_marginal_count" ("grain" varchar(1) not null, "bucket" date not null, "set_id" smallint not null, "status" varchar(20) not null, "category_id" varchar(255) not null, "neighborhood" varchar(60) not null, "severity" smallint not null, "filed" int not null default 0, "resolved" int not null default 0, "resolution_ms" bigint not null default 0, constraint "statistics_marginal_count_pkey" primary key ("grain", "bucket", "set_id", "status", "category_id", "neighborhood", "severity"));`);

    // Hand-written below (docs/statistics.md#pre-aggregated-counts): the one-dimension sums, kept by the
    // same function as the other counts. No "?" anywhere: knex would read it as a binding.
    this.addSql(`create function statistics_marginal_contributions(changes statistics_change[])
      returns table (grain varchar, bucket date, set_id smallint, status varchar, category_id varchar,
                     neighborhood varchar, severity smallint, filed bigint, resolved bigint, resolution_ms bigint)
      language sql stable parallel safe as $$
        select c.grain, c.bucket, grouping(c.status, c.category_id, c.neighborhood, c.severity)::smallint,
               coalesce(c.status, ''), coalesce(c.category_id, ''), coalesce(c.neighborhood, ''),
               coalesce(c.severity, 0::smallint), sum(c.filed), sum(c.resolved), sum(c.resolution_ms)
          from statistics_report_contributions(changes) c
         group by c.grain, c.bucket,
                  grouping sets ((c.status), (c.category_id), (c.neighborhood, c.category_id), (c.severity))
      $$;`);
    this.addSql(`create or replace function statistics_apply(changes statistics_change[]) returns void
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

        insert into statistics_marginal_count as c
               (grain, bucket, set_id, status, category_id, neighborhood, severity, filed, resolved, resolution_ms)
        select * from statistics_marginal_contributions(changes) order by 1, 2, 3, 4, 5, 6, 7
        on conflict (grain, bucket, set_id, status, category_id, neighborhood, severity) do update
           set filed = c.filed + excluded.filed, resolved = c.resolved + excluded.resolved,
               resolution_ms = c.resolution_ms + excluded.resolution_ms;
        delete from statistics_marginal_count c
         using statistics_marginal_contributions(changes) t
         where (c.grain, c.bucket, c.set_id, c.status, c.category_id, c.neighborhood, c.severity)
             = (t.grain, t.bucket, t.set_id, t.status, t.category_id, t.neighborhood, t.severity)
           and c.filed = 0 and c.resolved = 0;

        insert into statistics_cell_count as c (grain, bucket, cell_lat, cell_lng, filed)
        select * from statistics_cell_contributions(changes) order by 1, 2, 3, 4
        on conflict (grain, bucket, cell_lat, cell_lng) do update set filed = c.filed + excluded.filed;
        delete from statistics_cell_count c
         using statistics_cell_contributions(changes) t
         where (c.grain, c.bucket, c.cell_lat, c.cell_lng) = (t.grain, t.bucket, t.cell_lat, t.cell_lng)
           and c.filed = 0;
      end $$;`);
    this.addSql(`create or replace function statistics_report_truncated() returns trigger language plpgsql as $$
      begin
        truncate statistics_report_count, statistics_marginal_count, statistics_cell_count;
        return null;
      end $$;`);
    this.addSql(`create or replace function statistics_rebuild() returns void language plpgsql as $$
      declare
        month_start date;
      begin
        truncate statistics_report_count, statistics_marginal_count, statistics_cell_count;
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
    // The full counts are exact already: their sums are the marginals.
    this.addSql(`insert into statistics_marginal_count
                   (grain, bucket, set_id, status, category_id, neighborhood, severity, filed, resolved, resolution_ms)
                 select grain, bucket, grouping(status, category_id, neighborhood, severity)::smallint,
                        coalesce(status, ''), coalesce(category_id, ''), coalesce(neighborhood, ''),
                        coalesce(severity, 0::smallint), sum(filed), sum(resolved), sum(resolution_ms)
                   from statistics_report_count
                  group by grain, bucket,
                           grouping sets ((status), (category_id), (neighborhood, category_id), (severity));`);
  }

  override async down(): Promise<void> {
    // Back to the previous migration's functions, without the marginal counts.
    this.addSql(`create or replace function statistics_apply(changes statistics_change[]) returns void
      language plpgsql as $$
      begin
        if coalesce(cardinality(changes), 0) = 0 then return; end if;
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
    this.addSql(`create or replace function statistics_report_truncated() returns trigger language plpgsql as $$
      begin
        truncate statistics_report_count, statistics_cell_count;
        return null;
      end $$;`);
    this.addSql(`create or replace function statistics_rebuild() returns void language plpgsql as $$
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
    this.addSql(`drop function statistics_marginal_contributions;`);
    this.addSql(`drop table if exists "statistics_marginal_count" cascade;`);
  }

}
