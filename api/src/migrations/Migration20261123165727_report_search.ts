import { Migration } from "@mikro-orm/migrations";

/**
 * The report search (docs/report-search.md): accent-insensitive text search over address and
 * description (unaccent + a trigram index; both extensions ship with PostgreSQL's contrib and are
 * trusted, so the database owner may create them), and one index per filter-and-order of the report
 * tables, each ending in (created_at, id) so that keyset pages are read straight from the index.
 */
export class Migration20261123165727_report_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    // unaccent() is only STABLE (its dictionary could change), so it cannot index; this wrapper names
    // the dictionary explicitly and is IMMUTABLE. Every name in the bodies is schema-qualified:
    // PostgreSQL evaluates index expressions with a search_path of pg_catalog only.
    this.addSql(`do $do$
      declare
        ext_schema text := (select extnamespace::regnamespace::text from pg_extension where extname = 'unaccent');
        own_schema text := current_schema();
      begin
        execute format($f$create or replace function %1$I.report_unaccent(text) returns text
          language sql immutable parallel safe strict
          as $body$ select %2$I.unaccent(%3$L::regdictionary, $1) $body$$f$,
          own_schema, ext_schema, ext_schema || '.unaccent');
        execute format($f$create or replace function %1$I.report_search_text(address text, description text)
          returns text language sql immutable parallel safe
          as $body$ select lower(%1$I.report_unaccent(coalesce(address, '') || ' ' || coalesce(description, ''))) $body$$f$,
          own_schema);
      end $do$;`);
    this.addSql(
      `create index "report_search_text_index" on "report" using gin (report_search_text("address", "description") gin_trgm_ops);`,
    );

    this.addSql(`create index "report_created_at_id_index" on "report" ("created_at", "id");`);
    this.addSql(
      `create index "report_severity_created_at_id_index" on "report" ("severity", "created_at", "id");`,
    );
    this.addSql(
      `create index "report_votes_count_created_at_id_index" on "report" ("votes_count", "created_at", "id");`,
    );
    this.addSql(`drop index "report_status_created_at_index";`);
    this.addSql(
      `create index "report_status_created_at_id_index" on "report" ("status", "created_at", "id");`,
    );
    this.addSql(`drop index "report_category_id_created_at_index";`);
    this.addSql(
      `create index "report_category_id_created_at_id_index" on "report" ("category_id", "created_at", "id");`,
    );
    this.addSql(`drop index "report_neighborhood_created_at_index";`);
    this.addSql(
      `create index "report_neighborhood_created_at_id_index" on "report" ("neighborhood", "created_at", "id");`,
    );
    this.addSql(
      `create index "report_neighborhood_status_created_at_id_index" on "report" ("neighborhood", "status", "created_at", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "report_neighborhood_status_created_at_id_index";`);
    this.addSql(`drop index "report_neighborhood_created_at_id_index";`);
    this.addSql(
      `create index "report_neighborhood_created_at_index" on "report" ("neighborhood", "created_at");`,
    );
    this.addSql(`drop index "report_category_id_created_at_id_index";`);
    this.addSql(
      `create index "report_category_id_created_at_index" on "report" ("category_id", "created_at");`,
    );
    this.addSql(`drop index "report_status_created_at_id_index";`);
    this.addSql(`create index "report_status_created_at_index" on "report" ("status", "created_at");`);
    this.addSql(`drop index "report_votes_count_created_at_id_index";`);
    this.addSql(`drop index "report_severity_created_at_id_index";`);
    this.addSql(`drop index "report_created_at_id_index";`);
    this.addSql(`drop index "report_search_text_index";`);
    this.addSql(`drop function report_search_text(text, text);`);
    this.addSql(`drop function report_unaccent(text);`);
  }
}
