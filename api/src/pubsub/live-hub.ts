import type { LiveLimits } from "../config/client-limits.config";
import { LIVE_LIMIT_CODE, LIVE_LIMIT_MESSAGES, type LiveLimitKind } from "../domain";
import { AppError } from "../errors/app-error";
import { RESYNC_TOPIC, type Topics } from "./topics";

/**
 * Events a slow subscriber may have waiting before the oldest are dropped: memory per subscriber stays
 * bounded whatever its connection does. Counts make older events obsolete anyway.
 */
export const SUBSCRIBER_BUFFER = 64;
/** What a client refused because the whole instance is full is asked to wait, in seconds. */
const INSTANCE_FULL_RETRY_SECONDS = 60;

/** Topics whose events carry a routing id (`topic:id`). */
export type TopicWithId = {
  [K in keyof Topics]: Topics[K] extends [string, unknown] ? K : never;
}[keyof Topics];
/** Topics whose events carry no routing id. */
export type TopicWithoutId = { [K in keyof Topics]: Topics[K] extends [unknown] ? K : never }[keyof Topics];
/** What an event of `K` carries. */
export type Payload<K extends keyof Topics> = Topics[K] extends [string, infer P]
  ? P
  : Topics[K] extends [infer P]
    ? P
    : never;

/** Whatever receives an instance's events of one name: a subscriber's stream, or the instance's own upkeep. */
interface Sink {
  push(detail: unknown): void;
}

/** A subscriber's events; `return()` ends it and frees what it held. */
export interface LiveStream<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}

/**
 * What subscription resolvers subscribe with (`context.pubSub`). Every stream is one subscriber with
 * one bounded buffer, however many ids it follows, and counts against its connection's budgets.
 */
export interface LivePubSub {
  /** Events of a topic without ids, or of one id of a topic with ids. */
  subscribe<K extends keyof Topics>(
    topic: K,
    ...id: Topics[K] extends [string, unknown] ? [id: string] : []
  ): LiveStream<Payload<K>>;
  /** Events of any of `ids` of a topic, in one stream (a community page's cards). */
  subscribeMany<K extends TopicWithId>(topic: K, ids: readonly string[]): LiveStream<Payload<K>>;
}

/** One client connection's door (a WebSocket, or one HTTP request): `close()` ends all its streams. */
export interface LiveConnection extends LivePubSub {
  /** The refusal a new subscription would get whatever it follows (no room left), checked cheaply first. */
  refusal(): AppError | undefined;
  close(): void;
}

/** The budget a stream takes, released when it ends. */
interface Charge {
  topics: number;
  subscription: boolean;
}

/**
 * A subscriber: an async iterator over the events pushed to it, with a sliding buffer. It is a plain
 * object (no Repeater, no listener per id): its registration costs one set entry per topic and id.
 */
class Stream<T> implements LiveStream<T>, Sink {
  private readonly queue: T[] = [];
  private waiting?: (result: IteratorResult<T>) => void;
  private ended = false;

  constructor(private readonly onEnd: () => void) {}

  push(detail: unknown): void {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value: detail as T, done: false });
      return;
    }
    this.queue.push(detail as T);
    if (this.queue.length > SUBSCRIBER_BUFFER) this.queue.shift();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.onEnd();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
  }
}

/**
 * This instance's subscribers, by event name (`topic` or `topic:id`): one entry per topic and id,
 * whatever the number of subscribers, and each subscriber is one member of the sets it follows. Also
 * the budgets (docs/live-updates.md#limits): topic listeners per connection, per client address and for
 * the instance, and subscriptions per connection. A subscription over any of them is refused with
 * SUBSCRIPTION_LIMIT_EXCEEDED; nothing of it is kept.
 */
export class LiveHub {
  private readonly sinks = new Map<string, Set<Sink>>();
  private readonly topicsByAddress = new Map<string, number>();
  private topics = 0;
  private subscriptions = 0;

  constructor(private readonly limits: LiveLimits) {}

  /** Hands an event to this instance's subscribers of its name. */
  deliver(type: string, detail: unknown, onError: (error: unknown) => void): void {
    const sinks = this.sinks.get(type);
    if (!sinks) return;
    for (const sink of sinks) {
      try {
        sink.push(detail);
      } catch (error) {
        onError(error);
      }
    }
  }

  /** The instance's own upkeep (no client, no budget): `handler` on every event of these names. */
  listen(types: readonly string[], handler: () => void): () => void {
    const sink: Sink = { push: () => handler() };
    for (const type of types) this.add(type, sink);
    return () => {
      for (const type of types) this.remove(type, sink);
    };
  }

  /** A connection from `address`, with budgets of its own and its share of the address's and instance's. */
  connect(address: string): LiveConnection {
    const streams = new Set<{ end(): void }>();
    const used = { topics: 0, subscriptions: 0 };
    const open = <T>(types: string[], charge: Charge): Stream<T> => {
      this.reserve(address, used, charge);
      const stream: Stream<T> = new Stream<T>(() => {
        streams.delete(stream);
        for (const type of types) this.remove(type, stream);
        this.release(address, used, charge);
      });
      streams.add(stream);
      for (const type of types) this.add(type, stream);
      return stream;
    };
    return {
      subscribe: (topic, ...id) => {
        if (topic === RESYNC_TOPIC) return open([topic], { topics: 0, subscription: false });
        return open([id.length > 0 ? `${topic}:${id[0]}` : topic], { topics: 1, subscription: true });
      },
      subscribeMany: (topic, ids) => {
        const unique = [...new Set(ids)];
        if (unique.length > this.limits.idsPerSubscription) {
          throw limitError("ids", this.limits.idsPerSubscription);
        }
        return open(
          unique.map((id) => `${topic}:${id}`),
          { topics: Math.max(unique.length, 1), subscription: true },
        );
      },
      refusal: () => {
        try {
          this.check(address, used, { topics: 1, subscription: true });
          return undefined;
        } catch (error) {
          if (error instanceof AppError) return error;
          throw error;
        }
      },
      close: () => {
        for (const stream of [...streams]) stream.end();
      },
    };
  }

  /** Topic listeners held by subscribers right now (each topic and id a subscription follows). */
  get topicCount(): number {
    return this.topics;
  }

  /** Subscriptions open right now, across every connection (docs/operations.md#metrics). */
  get subscriptionCount(): number {
    return this.subscriptions;
  }

  /** Event names with at least one subscriber: one per topic and id, however many follow it. */
  get eventNameCount(): number {
    return this.sinks.size;
  }

  /** Set entries right now: subscribers' and the instance's own, resync included. */
  get listenerCount(): number {
    let count = 0;
    for (const sinks of this.sinks.values()) count += sinks.size;
    return count;
  }

  private reserve(address: string, used: { topics: number; subscriptions: number }, charge: Charge): void {
    this.check(address, used, charge);
    const byAddress = this.topicsByAddress.get(address) ?? 0;
    used.topics += charge.topics;
    if (charge.subscription) {
      used.subscriptions += 1;
      this.subscriptions += 1;
    }
    if (charge.topics > 0) this.topicsByAddress.set(address, byAddress + charge.topics);
    this.topics += charge.topics;
  }

  /** Throws the refusal of the first budget `charge` would exceed. */
  private check(address: string, used: { topics: number; subscriptions: number }, charge: Charge): void {
    const { limits } = this;
    if (charge.subscription && used.subscriptions >= limits.subscriptionsPerSocket) {
      throw limitError("subscriptions", limits.subscriptionsPerSocket);
    }
    if (used.topics + charge.topics > limits.topicsPerSocket)
      throw limitError("socket", limits.topicsPerSocket);
    const byAddress = this.topicsByAddress.get(address) ?? 0;
    if (byAddress + charge.topics > limits.topicsPerAddress) {
      throw limitError("address", limits.topicsPerAddress);
    }
    if (this.topics + charge.topics > limits.topicsPerInstance) {
      throw limitError("instance", limits.topicsPerInstance);
    }
  }

  private release(address: string, used: { topics: number; subscriptions: number }, charge: Charge): void {
    used.topics -= charge.topics;
    if (charge.subscription) {
      used.subscriptions -= 1;
      this.subscriptions -= 1;
    }
    this.topics -= charge.topics;
    const left = (this.topicsByAddress.get(address) ?? 0) - charge.topics;
    if (left > 0) this.topicsByAddress.set(address, left);
    else this.topicsByAddress.delete(address);
  }

  private add(type: string, sink: Sink): void {
    let sinks = this.sinks.get(type);
    if (!sinks) this.sinks.set(type, (sinks = new Set()));
    sinks.add(sink);
  }

  private remove(type: string, sink: Sink): void {
    const sinks = this.sinks.get(type);
    if (!sinks) return;
    sinks.delete(sink);
    if (sinks.size === 0) this.sinks.delete(type);
  }
}

function limitError(limit: LiveLimitKind, maximum: number): AppError {
  return new AppError(LIVE_LIMIT_MESSAGES[limit](maximum), LIVE_LIMIT_CODE, 429, {
    limit,
    maximum,
    ...(limit === "instance" ? { retryAfterSeconds: INSTANCE_FULL_RETRY_SECONDS } : {}),
  });
}
