import { z } from "zod";
import { LIMITS } from "../domain";

/**
 * What one client may hold open on an instance (docs/live-updates.md#limits,
 * docs/statistics.md#open-data). A topic listener is one topic and id a subscription follows: a
 * `reportActivity` of 100 reports holds 100, a thread's `commentEvents` one.
 */
export interface LiveLimits {
  /** Reports one `reportActivity` subscription may follow (at most the web app's LIMITS.liveReportIdsMax). */
  idsPerSubscription: number;
  /** Subscriptions running at once on one WebSocket. */
  subscriptionsPerSocket: number;
  topicsPerSocket: number;
  /** All the sockets of one client address together. */
  topicsPerAddress: number;
  /** Everyone on this instance together: past it, new subscriptions wait for others to end. */
  topicsPerInstance: number;
}

export interface OpenDataLimits {
  /** Downloads of the open-data files running at once from one client address. */
  downloadsPerAddress: number;
  /** A download that makes no progress (a client that stopped reading) for this long is cut. */
  idleTimeoutMs: number;
  /** No download lasts longer than this, however slowly it progresses. */
  downloadTimeoutMs: number;
}

export interface ClientLimits {
  live: LiveLimits;
  openData: OpenDataLimits;
}

const count = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** The LIVE_* and OPEN_DATA_* variables, to spread into config/env.ts's schema. */
export const clientLimitsEnvShape = {
  LIVE_IDS_PER_SUBSCRIPTION: count(LIMITS.liveReportIdsMax, LIMITS.liveReportIdsMax),
  LIVE_SUBSCRIPTIONS_PER_SOCKET: count(1000, 10),
  LIVE_TOPICS_PER_SOCKET: count(100_000, 200),
  LIVE_TOPICS_PER_ADDRESS: count(10_000_000, 5000),
  LIVE_TOPICS_PER_INSTANCE: count(100_000_000, 200_000),
  OPEN_DATA_DOWNLOADS_PER_ADDRESS: count(1000, 2),
  OPEN_DATA_IDLE_TIMEOUT_MS: count(3_600_000, 30_000),
  OPEN_DATA_DOWNLOAD_TIMEOUT_MS: count(86_400_000, 30 * 60_000),
};

export type ClientLimitsEnv = z.infer<z.ZodObject<typeof clientLimitsEnvShape>>;

export const DEFAULT_CLIENT_LIMITS: ClientLimits = readClientLimits(z.object(clientLimitsEnvShape).parse({}));

export function readClientLimits(values: ClientLimitsEnv): ClientLimits {
  return {
    live: {
      idsPerSubscription: values.LIVE_IDS_PER_SUBSCRIPTION,
      subscriptionsPerSocket: values.LIVE_SUBSCRIPTIONS_PER_SOCKET,
      topicsPerSocket: values.LIVE_TOPICS_PER_SOCKET,
      topicsPerAddress: values.LIVE_TOPICS_PER_ADDRESS,
      topicsPerInstance: values.LIVE_TOPICS_PER_INSTANCE,
    },
    openData: {
      downloadsPerAddress: values.OPEN_DATA_DOWNLOADS_PER_ADDRESS,
      idleTimeoutMs: values.OPEN_DATA_IDLE_TIMEOUT_MS,
      downloadTimeoutMs: values.OPEN_DATA_DOWNLOAD_TIMEOUT_MS,
    },
  };
}
