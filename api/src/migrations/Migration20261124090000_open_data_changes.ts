import { Migration } from "@mikro-orm/migrations";

/**
 * The open-data files are built once per change (docs/statistics.md#open-data): whenever a published
 * column of a report or a category's name changes, in that transaction, an `openDataChanged` event goes
 * to every app instance through the pub/sub channel (api/src/pubsub/postgres-pubsub.ts: PUBSUB_CHANNEL
 * and its { type, detail } envelope). One per transaction (PostgreSQL merges identical notifications),
 * only if it commits. Votes and comments update other columns and send nothing.
 */
export class Migration20261124090000_open_data_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function open_data_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('reporta_events', json_build_object(
          'type', 'openDataChanged',
          'detail', json_build_object('transaction', txid_current()::text))::text);
        return null;
      end $$;`);
    this.addSql(`create trigger open_data_notify_report
      after insert or delete or update of id, category_id, neighborhood, severity, status, created_at,
        first_resolved_at, latitude, longitude on report
      for each statement execute function open_data_notify();`);
    this.addSql(`create trigger open_data_notify_report_truncate after truncate on report
      for each statement execute function open_data_notify();`);
    this.addSql(`create trigger open_data_notify_category after insert or delete or update of id, name on category
      for each statement execute function open_data_notify();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger open_data_notify_category on category;`);
    this.addSql(`drop trigger open_data_notify_report_truncate on report;`);
    this.addSql(`drop trigger open_data_notify_report on report;`);
    this.addSql(`drop function open_data_notify;`);
  }
}
