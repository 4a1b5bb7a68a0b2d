import { Migration } from "@mikro-orm/migrations";
import { INITIAL_DEPENDENCIAS, INITIAL_ROUTING } from "../domain/dependencias";

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Who does the work (docs/staff.md#dependencias): dependencias, routing rules, staff memberships, a
 * report's dependencia and assignee, and its routing history. Starts with Riomar's dependencias and a rule
 * per initial category, and routes every report already filed by those rules (a report whose category
 * has no rule goes to the default dependencia).
 */
export class Migration20261127010237_dependencias extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "dependencia" ("id" uuid not null, "name" varchar(120) not null, "email" varchar(254) null, "external" boolean not null default false, "active" boolean not null default true, "is_default" boolean not null default false, "created_at" timestamptz not null, constraint "dependencia_pkey" primary key ("id"));`);
    this.addSql(`alter table "dependencia" add constraint "dependencia_name_unique" unique ("name");`);
    this.addSql(`create unique index "dependencia_one_default" on "dependencia" ("is_default") where "is_default";`);

    this.addSql(`create table "routing_rule" ("id" uuid not null, "category_id" varchar(40) not null, "neighborhoods" text[] not null default '{}', "dependencia_id" uuid not null, "created_at" timestamptz not null, constraint "routing_rule_pkey" primary key ("id"));`);
    this.addSql(`create index "routing_rule_category_id_index" on "routing_rule" ("category_id");`);

    this.addSql(`create table "staff_membership" ("user_id" varchar(64) not null, "dependencia_id" uuid not null, constraint "staff_membership_pkey" primary key ("user_id", "dependencia_id"));`);
    this.addSql(`create index "staff_membership_dependencia_id_index" on "staff_membership" ("dependencia_id");`);

    this.addSql(`create table "report_routing" ("id" uuid not null, "report_id" uuid not null, "from_dependencia_id" uuid not null, "to_dependencia_id" uuid not null, "routed_by_id" varchar(64) null, "routed_at" timestamptz not null, "email_sent_at" timestamptz null, constraint "report_routing_pkey" primary key ("id"));`);
    this.addSql(`create index "report_routing_report_id_routed_at_index" on "report_routing" ("report_id", "routed_at");`);

    this.addSql(`alter table "routing_rule" add constraint "routing_rule_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "routing_rule" add constraint "routing_rule_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "staff_membership" add constraint "staff_membership_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "staff_membership" add constraint "staff_membership_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_routing" add constraint "report_routing_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_routing" add constraint "report_routing_from_dependencia_id_foreign" foreign key ("from_dependencia_id") references "dependencia" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_routing" add constraint "report_routing_to_dependencia_id_foreign" foreign key ("to_dependencia_id") references "dependencia" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_routing" add constraint "report_routing_routed_by_id_foreign" foreign key ("routed_by_id") references "app_user" ("id") on update cascade on delete set null;`);

    for (const dependencia of INITIAL_DEPENDENCIAS) {
      this.addSql(
        `insert into "dependencia" ("id", "name", "external", "active", "is_default", "created_at") values (gen_random_uuid(), ${quote(dependencia.name)}, ${dependencia.external}, true, ${dependencia.isDefault}, now());`,
      );
    }
    for (const [categoryId, key] of Object.entries(INITIAL_ROUTING)) {
      const name = INITIAL_DEPENDENCIAS.find((dependencia) => dependencia.key === key)!.name;
      // Only for categories that exist (an installation may have renamed or removed none, but be safe).
      this.addSql(
        `insert into "routing_rule" ("id", "category_id", "neighborhoods", "dependencia_id", "created_at") select gen_random_uuid(), c.id, '{}', d.id, now() from "category" c, "dependencia" d where c.id = ${quote(categoryId)} and d.name = ${quote(name)};`,
      );
    }
    this.addSql(`alter table "report" add column "dependencia_id" uuid null, add column "assignee_id" varchar(64) null;`);
    // The one routing of a new report (docs/staff.md#routing): the app's filing asks it, and a report
    // inserted without a dependencia (a seed, a bulk load) is routed by it on insert.
    this.addSql(`create function route_report(report_category varchar, report_neighborhood varchar) returns uuid
      language sql stable as $$
        select coalesce(
          (select d.id from routing_rule r join dependencia d on d.id = r.dependencia_id and d.active
            where r.category_id = report_category and (r.neighborhoods = '{}' or report_neighborhood = any (r.neighborhoods))
            order by r.neighborhoods = '{}', r.created_at limit 1),
          (select d.id from dependencia d where d.is_default))
      $$;`);
    this.addSql(`create function report_route_on_insert() returns trigger language plpgsql as $$
      begin
        if new.dependencia_id is null then
          new.dependencia_id := route_report(new.category_id, new.neighborhood);
        end if;
        return new;
      end $$;`);
    this.addSql(
      `create trigger report_route_on_insert before insert on report for each row execute function report_route_on_insert();`,
    );
    this.addSql(`update "report" set "dependencia_id" = route_report("category_id", "neighborhood");`);
    this.addSql(`alter table "report" alter column "dependencia_id" set not null;`);
    this.addSql(`alter table "report" add constraint "report_dependencia_id_foreign" foreign key ("dependencia_id") references "dependencia" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "report" add constraint "report_assignee_id_foreign" foreign key ("assignee_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "report_dependencia_id_index" on "report" ("dependencia_id");`);
    this.addSql(`create index "report_assignee_id_index" on "report" ("assignee_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger report_route_on_insert on report;`);
    this.addSql(`drop function report_route_on_insert();`);
    this.addSql(`drop function route_report(varchar, varchar);`);
    this.addSql(`alter table "routing_rule" drop constraint "routing_rule_dependencia_id_foreign";`);

    this.addSql(`alter table "staff_membership" drop constraint "staff_membership_dependencia_id_foreign";`);

    this.addSql(`alter table "report" drop constraint "report_dependencia_id_foreign";`);

    this.addSql(`alter table "report_routing" drop constraint "report_routing_from_dependencia_id_foreign";`);

    this.addSql(`alter table "report_routing" drop constraint "report_routing_to_dependencia_id_foreign";`);

    this.addSql(`drop table if exists "dependencia" cascade;`);

    this.addSql(`drop table if exists "routing_rule" cascade;`);

    this.addSql(`drop table if exists "staff_membership" cascade;`);

    this.addSql(`drop table if exists "report_routing" cascade;`);

    this.addSql(`alter table "report" drop constraint "report_assignee_id_foreign";`);

    this.addSql(`drop index "report_dependencia_id_index";`);
    this.addSql(`drop index "report_assignee_id_index";`);
    this.addSql(`alter table "report" drop column "dependencia_id", drop column "assignee_id";`);
  }
}
