import type { EntityManager } from "@mikro-orm/postgresql";
import createPostgresSubscriber from "pg-listen";
import type { Logger } from "pino";
import { DEFAULT_CLIENT_LIMITS, type LiveLimits } from "../config/client-limits.config";
import { LiveHub, type TopicWithoutId } from "./live-hub";
import { RESYNC_TOPIC, type Topics } from "./topics";

/** The one NOTIFY channel of the app: every topic travels on it, and each instance LISTENs once. */
export const PUBSUB_CHANNEL = "reporta_events";
/** The LISTEN connection's name in pg_stat_activity (operators, and the reconnect test, find it by it). */
export const LISTENER_APPLICATION_NAME = "reporta-pubsub";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
/** The topics that go through PostgreSQL (the resync signal is local to each instance). */
export type PublishedTopic = Exclude<keyof Topics, typeof RESYNC_TOPIC>;

interface Envelope {
  type: string;
  detail: unknown;
}

/** The event name the live hub keeps subscribers under: `topic` or `topic:id`. */
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

export interface AppPubSub {
  /** This instance's subscribers and their budgets; `connect(address)` for each client connection. */
  hub: LiveHub;
  /**
   * Calls `handler` on every event of these topics without ids, for the instance's own upkeep (no
   * client, no buffer, no budget); returns the function that stops it.
   */
  onEvents(topics: ReadonlyArray<TopicWithoutId>, handler: () => void): () => void;
  /** Stops listening; subscribers get no more events. */
  close(): Promise<void>;
}

export interface PubSubOptions {
  databaseUrl: string;
  logger: Logger;
  /** How often the LISTEN connection is checked with a query (silent network losses); default 15 s. */
  checkIntervalMs?: number;
  /** What clients may hold (docs/live-updates.md#limits). */
  limits?: LiveLimits;
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
  logger,
  checkIntervalMs = 15_000,
  limits = DEFAULT_CLIENT_LIMITS.live,
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
  const hub = new LiveHub(limits);
  const deliver = (type: string, detail: unknown) =>
    hub.deliver(type, detail, (error) =>
      logger.error({ err: error, event: type }, "pub/sub listener failed"),
    );
  subscriber.notifications.on(PUBSUB_CHANNEL, (text: string) => {
    const event = decodeEvent(text);
    if (event) deliver(event.type, event.detail);
    else logger.warn("pub/sub: malformed event ignored");
  });

  let listening = false;
  subscriber.events.on("connected", () => {
    if (!listening) return;
    logger.info("pub/sub: LISTEN connection restored");
    deliver(RESYNC_TOPIC, { reconnectedAt: new Date().toISOString() });
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

  return {
    hub,
    onEvents: (topics, handler) => hub.listen(topics, handler),
    close: () => subscriber.close(),
  };
}
