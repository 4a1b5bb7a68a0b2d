import { Repeater } from "@repeaterjs/repeater";
import type { LivePubSub } from "../../pubsub/live-hub";
import { RESYNC_TOPIC } from "../../pubsub/topics";

/**
 * Changes of the public figures, and a "changed" after this instance's LISTEN connection comes back
 * (events published meanwhile were lost): either way, subscribers read the figures again.
 */
export function publicStatisticsChanges(pubSub: LivePubSub): AsyncIterable<{ key: string }> {
  const changes = new Repeater<{ key: string }>(async (push, stop) => {
    const events = pubSub.subscribe("publicStatisticsChanged");
    void stop.then(() => events.return?.());
    for await (const event of events) await push({ key: `${event.transaction}:${event.changedAt}` });
  });
  const resyncs = new Repeater<{ key: string }>(async (push, stop) => {
    const events = pubSub.subscribe(RESYNC_TOPIC);
    void stop.then(() => events.return?.());
    for await (const event of events) await push({ key: `resync:${event.reconnectedAt}` });
  });
  return Repeater.merge([changes, resyncs]);
}
