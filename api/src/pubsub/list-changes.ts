import { Repeater } from "@repeaterjs/repeater";
import type { LivePubSub, LiveStream } from "./live-hub";
import { RESYNC_TOPIC } from "./topics";

/** How a live list's event says it is `missed` (its id null), in the schema. */
export const MISSED_CHANGES_DESCRIPTION =
  "Null: changes may have been missed (sent first, and after a lost connection): read the list again.";

/**
 * A live list's stream (docs/live-updates.md#live-lists): the topic's `events`, and `missed` whenever
 * events may have been lost, so the page reads its list again. That is first of all, as soon as `events`
 * is listening (a page reads its list and then subscribes: what changed in between reached no one), and
 * after this instance's LISTEN connection comes back.
 */
export function listChanges<Event extends object, Missed extends object>(
  pubSub: LivePubSub,
  events: LiveStream<Event>,
  missed: Missed,
): AsyncIterable<Event | Missed> {
  const resync = new Repeater<Missed>(async (push, stop) => {
    const signals = pubSub.subscribe(RESYNC_TOPIC);
    void stop.then(() => signals.return());
    await push(missed);
    for await (const _signal of signals) await push(missed);
  });
  // Repeater's typing unwraps promise-like values, which these plain objects never are.
  return Repeater.merge([events, resync]) as AsyncIterable<Event | Missed>;
}
