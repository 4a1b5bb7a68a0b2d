import { Migration } from "@mikro-orm/migrations";

export class Migration20261122044213_users_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_user" ("id" varchar(64) not null, "role" varchar(20) not null default 'citizen', "email" varchar(254) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(2048) null, "password_hash" varchar(255) null, "oidc_issuer" varchar(500) null, "oidc_subject" varchar(255) null, "cedula_hash" varchar(64) null, "cedula_last3" varchar(3) null, "cedula_consent_at" timestamptz null, "cedula_consent_version" varchar(20) null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, "last_sign_in_at" timestamptz null, constraint "app_user_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_cedula_hash_unique" unique ("cedula_hash");`,
    );
    this.addSql(`create index "app_user_active_index" on "app_user" ("active");`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_oidc_issuer_oidc_subject_unique" unique ("oidc_issuer", "oidc_subject");`,
    );

    // Not entities: the tables of connect-pg-simple (sessions) and rate-limiter-flexible (counters).
    this.addSql(
      `create table "session" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, constraint "session_pkey" primary key ("sid"));`,
    );
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
    this.addSql(
      `create table "rate_limit" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limit_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);
    this.addSql(`drop table if exists "session";`);
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
