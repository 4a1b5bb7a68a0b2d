import { Migration } from "@mikro-orm/migrations";

/**
 * The landing figures update live (docs/statistics.md#live-figures): whenever the counts change, in the
 * transaction that changed them, an event goes to every app instance through the pub/sub channel
 * (api/src/pubsub/postgres-pubsub.ts: PUBSUB_CHANNEL and its { type, detail } envelope). PostgreSQL
 * sends one per transaction (identical notifications are merged) and only if it commits.
 */
export class Migration20261123181158_statistics_live extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function statistics_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('reporta_events', json_build_object(
          'type', 'publicStatisticsChanged',
          'detail', json_build_object('changedAt', now(), 'transaction', txid_current()::text))::text);
        return null;
      end $$;`);
    this.addSql(`create trigger statistics_notify after insert or update or delete on statistics_marginal_count
      for each statement execute function statistics_notify();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger statistics_notify on statistics_marginal_count;`);
    this.addSql(`drop function statistics_notify;`);
  }
}
