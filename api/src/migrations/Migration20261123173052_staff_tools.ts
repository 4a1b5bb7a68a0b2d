import { Migration } from '@mikro-orm/migrations';

export class Migration20261123173052_staff_tools extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification" ("id" uuid not null, "recipient_id" varchar(64) not null, "report_id" uuid not null, "from_status" varchar(20) null, "to_status" varchar(20) not null, "note" varchar(500) null, "created_at" timestamptz not null, "read_at" timestamptz null, "email_sent_at" timestamptz null, constraint "notification_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_recipient_id_created_at_id_index" on "notification" ("recipient_id", "created_at", "id");`);

    this.addSql(`create table "audit_entry" ("id" uuid not null, "actor_id" varchar(64) null, "actor_name" varchar(201) not null, "action" varchar(40) not null, "subject_type" varchar(20) not null, "subject_id" varchar(64) not null, "subject_label" varchar(300) not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null, constraint "audit_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_entry_actor_id_created_at_id_index" on "audit_entry" ("actor_id", "created_at", "id");`);
    this.addSql(`create index "audit_entry_created_at_id_index" on "audit_entry" ("created_at", "id");`);

    this.addSql(`alter table "notification" add constraint "notification_recipient_id_foreign" foreign key ("recipient_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "audit_entry" add constraint "audit_entry_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "category" add column "active" boolean not null default true;`);
  }

  override async down(): Promise<void> {

    this.addSql(`drop table if exists "notification" cascade;`);

    this.addSql(`drop table if exists "audit_entry" cascade;`);

    this.addSql(`alter table "category" drop column "active";`);
  }

}
