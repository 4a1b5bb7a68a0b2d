import { Migration } from "@mikro-orm/migrations";

export class Migration20261123165118_report_fingerprint_rate_limit_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "report" add column "idempotency_fingerprint" varchar(64) null;`);
    // By hand (rate-limiter-flexible's table has no entity): a key is a prefix plus an e-mail of up to
    // 254 characters, which did not fit in 255.
    this.addSql(`alter table "rate_limit" alter column "key" type text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "rate_limit" where length("key") > 255;`);
    this.addSql(`alter table "rate_limit" alter column "key" type varchar(255);`);
    this.addSql(`alter table "report" drop column "idempotency_fingerprint";`);
  }
}
