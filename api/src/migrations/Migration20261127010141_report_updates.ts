import { randomUUID } from "node:crypto";
import { Migration } from "@mikro-orm/migrations";

/**
 * Staff's three kinds of text (docs/staff.md#updates-messages-and-notes) in one table, `report_update`,
 * each row with its kind. The notes of earlier status changes were messages to the reporter: they move
 * there as such, linked to their change, and the column goes, so that no reader can take one for
 * another. Response templates per status, one sensible template each to start; the "después" photo;
 * notifications of texts written without a status change.
 */
export class Migration20261127010141_report_updates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "response_template" ("id" uuid not null, "status" varchar(20) not null, "title" varchar(80) not null, "body" varchar(2000) not null, "position" int not null default 0, "updated_at" timestamptz not null, constraint "response_template_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "response_template_status_position_index" on "response_template" ("status", "position");`,
    );

    this.addSql(
      `create table "report_update" ("id" uuid not null, "report_id" uuid not null, "kind" varchar(20) not null, "author_id" varchar(64) null, "body" varchar(2000) not null, "is_answer" boolean not null default false, "status_change_id" uuid null, "created_at" timestamptz not null, constraint "report_update_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "report_update_author_id_index" on "report_update" ("author_id");`);
    this.addSql(
      `create index "report_update_status_change_id_index" on "report_update" ("status_change_id");`,
    );
    this.addSql(
      `create index "report_update_report_id_created_at_index" on "report_update" ("report_id", "created_at");`,
    );

    this.addSql(
      `alter table "report_update" add constraint "report_update_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report_update" add constraint "report_update_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "report_update" add constraint "report_update_status_change_id_foreign" foreign key ("status_change_id") references "report_status_change" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "report" add column "after_photo_id" uuid null;`);

    this.addSql(
      `insert into "report_update" ("id", "report_id", "kind", "author_id", "body", "is_answer", "status_change_id", "created_at")
       select gen_random_uuid(), "report_id", 'reporter_message', "changed_by_id", "note", false, "id", "changed_at"
         from "report_status_change" where "note" is not null;`,
    );
    this.addSql(`alter table "report_status_change" drop column "note";`);
    this.addSql(
      this.getKnex()
        .table("response_template")
        .insert(
          TEMPLATES.map(([status, title, body]) => ({
            id: randomUUID(),
            status,
            title,
            body,
            position: 0,
            updated_at: new Date(),
          })),
        ),
    );

    this.addSql(
      `alter table "notification" add column "kind" varchar(20) not null default 'status', add column "public_update" varchar(2000) null;`,
    );
    this.addSql(
      `alter table "notification" alter column "note" type varchar(2000) using ("note"::varchar(2000));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "response_template" cascade;`);

    this.addSql(`alter table "report" drop column "after_photo_id";`);

    this.addSql(`alter table "report_status_change" add column "note" varchar(500) null;`);
    this.addSql(
      `update "report_status_change" c set "note" = left(u."body", 500)
         from "report_update" u where u."status_change_id" = c."id" and u."kind" = 'reporter_message';`,
    );
    this.addSql(`drop table if exists "report_update" cascade;`);

    this.addSql(`alter table "notification" drop column "kind", drop column "public_update";`);

    this.addSql(
      `alter table "notification" alter column "note" type varchar(500) using ("note"::varchar(500));`,
    );
  }
}

/** One template per status to start with; admins edit them (Configuración). */
const TEMPLATES: Array<[string, string, string]> = [
  [
    "recibido",
    "Recibido",
    "Recibimos tu reporte {radicado} en {barrio}. Lo revisaremos y te responderemos a más tardar el {vence}.",
  ],
  [
    "en_gestion",
    "En gestión",
    "Tu reporte {radicado} en {barrio} ya está en manos del equipo encargado. Te contaremos qué se hará y cuándo antes del {vence}.",
  ],
  [
    "reabierto",
    "Reabierto",
    "Reabrimos el reporte {radicado} en {barrio} para revisarlo de nuevo. Te informaremos qué se hará.",
  ],
  [
    "resuelto",
    "Resuelto",
    "El problema del reporte {radicado} en {barrio} quedó atendido. Si vuelve a presentarse, cuéntanos.",
  ],
  [
    "duplicado",
    "Duplicado",
    "El reporte {radicado} describe el mismo problema que otro reporte ya registrado en {barrio}: lo seguiremos allí.",
  ],
  [
    "trasladado",
    "Trasladado",
    "El reporte {radicado} corresponde a otra entidad: se lo trasladamos para que lo atienda.",
  ],
];
