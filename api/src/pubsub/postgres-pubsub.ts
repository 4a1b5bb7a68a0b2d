import { createPubSub, type PubSub, type PubSubEventTarget } from "@graphql-yoga/subscription";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SlidingBuffer } from "@repeaterjs/repeater";
import type pg from "pg";
import createPostgresSubscriber from "pg-listen";
import type { Logger } from "pino";
import { RESYNC_TOPIC, type Topics } from "./topics";

/** The one NOTIFY channel of the app: every topic travels on it, and each instance LISTENs once. */
export const PUBSUB_CHANNEL = "reporta_events";
/** The LISTEN connection's name in pg_stat_activity (operators, and the reconnect test, find it by it). */
export const LISTENER_APPLICATION_NAME = "reporta-pubsub";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
/**
 * Events a slow subscriber may have waiting before the oldest are dropped: memory per subscriber stays
 * bounded whatever its connection does. Counts make older events obsolete anyway.
 */
const SUBSCRIBER_BUFFER = 64;

/** Topics whose events carry no routing id. */
export type TopicWithoutId = { [K in keyof Topics]: Topics[K] extends [unknown] ? K : never }[keyof Topics];

/** The topics that go through PostgreSQL (the resync signal is local to each instance). */
export type PublishedTopic = Exclude<keyof Topics, typeof RESYNC_TOPIC>;

interface Envelope {
  type: string;
  detail: unknown;
}

/** The event name createPubSub listens on: `topic` or `topic:id`. */
function eventOf<K extends PublishedTopic>(topic: K, args: Topics[K]): Envelope {
  return args.length === 2
    ? { type: `${topic}:${args[0]}`, detail: args[1] }
    : { type: topic, detail: args[0] };
}

/** The NOTIFY payload of an event; refuses one PostgreSQL would refuse (publish ids, not documents). */
export function encodeEvent(type: string, detail: unknown): string {
  const text = JSON.stringify({ type, detail } satisfies Envelope);
  if (Buffer.byteLength(text, "utf8") > MAX_PAYLOAD_BYTES) {
    throw new Error(`pub/sub event "${type}" is over ${MAX_PAYLOAD_BYTES} bytes: publish ids and counts`);
  }
  return text;
}

function decodeEvent(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Partial<Envelope> | null;
    return typeof value?.type === "string" && value.type !== RESYNC_TOPIC
      ? { type: value.type, detail: value.detail ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Publishes through the given EntityManager's connection. Inside `em.transactional(tx => …)` with `tx`,
 * PostgreSQL delivers the event only if the transaction commits, and events of different transactions in
 * commit order: a count published from inside the transaction that changed it can never arrive older
 * than one published after it. Services publish this way (docs/live-updates.md#publishing).
 */
export async function publish<K extends PublishedTopic>(
  em: EntityManager,
  topic: K,
  ...args: Topics[K]
): Promise<void> {
  const { type, detail } = eventOf(topic, args);
  await em.execute("SELECT pg_notify(?, ?)", [PUBSUB_CHANNEL, encodeEvent(type, detail)]);
}

type Listener = ((event: Event) => void) | { handleEvent(event: Event): void };

/**
 * The EventTarget behind createPubSub: `dispatchEvent` (PubSub.publish) sends a NOTIFY, and what the
 * LISTEN connection receives, from this instance or any other, is delivered to the local listeners.
 * Listeners are kept by event name, so an event reaches only the subscribers of its topic and id.
 */
class PostgresEventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly send: (text: string) => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    const set = this.listeners.get(type);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) this.listeners.delete(type);
  }

  dispatchEvent(event: Event): boolean {
    const text = encodeEvent(event.type, (event as CustomEvent<unknown>).detail);
    this.send(text).catch((error: unknown) =>
      this.logger.error({ err: error, event: event.type }, "pub/sub event could not be sent"),
    );
    return true;
  }

  /** Hands an event to this instance's listeners of its name. */
  deliver(type: string, detail: unknown): void {
    const set = this.listeners.get(type);
    if (!set) return;
    const event = new CustomEvent(type, { detail });
    for (const listener of set) {
      try {
        if (typeof listener === "function") listener(event);
        else listener.handleEvent(event);
      } catch (error) {
        this.logger.error({ err: error, event: type }, "pub/sub listener failed");
      }
    }
  }

  get listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

export interface AppPubSub {
  /** Typed subscribe (and publish outside a transaction), for TypeGraphQL and subscription resolvers. */
  pubSub: PubSub<Topics>;
  /** Local listeners right now (one per subscribed topic and id). */
  listenerCount(): number;
  /**
   * Calls `handler` on every event of these topics without ids, for the instance's own upkeep (no
   * client, no buffer); returns the function that stops it.
   */
  onEvents(topics: ReadonlyArray<TopicWithoutId>, handler: () => void): () => void;
  /** Stops listening; subscribers get no more events. */
  close(): Promise<void>;
}

export interface PubSubOptions {
  databaseUrl: string;
  /** Sends the NOTIFYs of `pubSub.publish` (services publish through their own transaction instead). */
  pool: pg.Pool;
  logger: Logger;
  /** How often the LISTEN connection is checked with a query (silent network losses); default 15 s. */
  checkIntervalMs?: number;
}

/**
 * Cross-instance pub/sub on PostgreSQL LISTEN/NOTIFY, with no other server: one dedicated LISTEN
 * connection per app instance (pg-listen), which reconnects by itself, with back-off and without a time
 * limit (a database restart or failover can take a while), and LISTENs again. Events sent while it was
 * down are lost (NOTIFY keeps nothing), so after a reconnection it delivers RESYNC_TOPIC locally and live
 * views re-read their state. docs/live-updates.md.
 */
export async function startPubSub({
  databaseUrl,
  pool,
  logger,
  checkIntervalMs = 15_000,
}: PubSubOptions): Promise<AppPubSub> {
  const subscriber = createPostgresSubscriber<Record<string, string>>(
    { connectionString: databaseUrl, application_name: LISTENER_APPLICATION_NAME },
    {
      retryInterval: (attempt) => Math.min(250 * 2 ** attempt, 5000),
      retryLimit: Infinity,
      // 0: no overall deadline (pg-listen's default gives up after 3 s and never listens again).
      retryTimeout: 0,
      paranoidChecking: checkIntervalMs,
      // Payloads are decoded and checked here, so a malformed one is dropped instead of thrown.
      parse: (text) => text,
    },
  );
  const target = new PostgresEventTarget(
    (text) => pool.query("SELECT pg_notify($1, $2)", [PUBSUB_CHANNEL, text]),
    logger,
  );
  subscriber.notifications.on(PUBSUB_CHANNEL, (text: string) => {
    const event = decodeEvent(text);
    if (event) target.deliver(event.type, event.detail);
    else logger.warn("pub/sub: malformed event ignored");
  });

  let listening = false;
  subscriber.events.on("connected", () => {
    if (!listening) return;
    logger.info("pub/sub: LISTEN connection restored");
    target.deliver(RESYNC_TOPIC, { reconnectedAt: new Date().toISOString() });
  });
  subscriber.events.on("reconnect", (attempt) => {
    if (attempt === 1) logger.warn("pub/sub: LISTEN connection lost, reconnecting");
  });
  subscriber.events.on("error", (error) => logger.error({ err: error }, "pub/sub: LISTEN connection error"));

  await subscriber.connect();
  try {
    await subscriber.listenTo(PUBSUB_CHANNEL);
  } catch (error) {
    await subscriber.close();
    throw error;
  }
  listening = true;

  const eventTarget = target as unknown as PubSubEventTarget<Topics>;
  const publisher = createPubSub<Topics>({ eventTarget });
  const pubSub: PubSub<Topics> = {
    publish: (...args) => publisher.publish(...args),
    // A buffer of its own for each subscriber: createPubSub would share one buffer among all of them.
    subscribe: (...args) =>
      createPubSub<Topics>({ eventTarget, repeaterBuffer: new SlidingBuffer(SUBSCRIBER_BUFFER) }).subscribe(
        ...args,
      ),
  };
  return {
    pubSub,
    listenerCount: () => target.listenerCount,
    onEvents: (topics, handler) => {
      for (const topic of topics) target.addEventListener(topic, handler);
      return () => {
        for (const topic of topics) target.removeEventListener(topic, handler);
      };
    },
    close: () => subscriber.close(),
  };
}
