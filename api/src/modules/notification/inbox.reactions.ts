import { react } from "../../events/domain-events";
import { publish } from "../../pubsub/postgres-pubsub";
import { INBOX_ALL } from "../../pubsub/topics";
import type { EntityManager } from "@mikro-orm/postgresql";

async function inboxChanged(tx: EntityManager, reportId: string, dependenciaIds: readonly string[]) {
  for (const id of new Set([...dependenciaIds, INBOX_ALL])) {
    await publish(tx, "inboxChanged", id, { reportId });
  }
}

/** Mi bandeja is live (docs/live-updates.md#mi-bandeja): published on commit of the change. */
export function registerInboxReactions(): void {
  react("report.filed", "inbox.filed", (tx, event) =>
    inboxChanged(tx, event.reportId, [event.dependenciaId]),
  );
  react("report.routed", "inbox.routed", (tx, event) =>
    inboxChanged(tx, event.reportId, [event.from.id, event.to.id]),
  );
  react("report.assigned", "inbox.assigned", (tx, event) =>
    inboxChanged(tx, event.reportId, [event.dependenciaId]),
  );
  react("report.statusChanged", "inbox.statusChanged", (tx, event) =>
    inboxChanged(tx, event.reportId, [event.dependenciaId]),
  );
}
