import type { EntityManager } from "@mikro-orm/postgresql";
import type { PlainRowReader } from "../database/plain-row-reader";
import type { CurrentUser } from "./current-user";
import type { LoaderCache } from "./loader-cache";
import type { RateLimiters } from "../auth/rate-limit";
import type { PushConfig } from "../config/push.config";
import type { Secrets } from "../config/secrets";
import type { LivePubSub } from "../pubsub/live-hub";
import type { ObjectStorage } from "../storage/object-storage";

/**
 * What every GraphQL operation receives: its own EntityManager fork, the caller, the secrets, and the
 * rate limiters the REST routes use, so that both doors spend the same budgets.
 */
export interface GraphQLContext {
  /** The operation's own fork, made when first asked for. */
  em: EntityManager;
  /** The database for reads of plain rows (the category list): reading through it makes no fork. */
  database: PlainRowReader;
  user: CurrentUser | undefined;
  /** The caller's address (following TRUST_PROXY), for per-address limits on either transport. */
  clientAddress: string | undefined;
  secrets: Secrets;
  limiters: RateLimiters;
  /** Whether SMTP is configured: password-reset links go by e-mail or are shown to staff once. */
  emailEnabled: boolean;
  /** Web Push's keys and rules (docs/push.md#keys). */
  push: PushConfig;
  /** Batching loaders of this operation only (dataloader): related data is read once per field. */
  loaders: LoaderCache;
  /**
   * Subscriptions listen here (docs/live-updates.md), within the budgets of the caller's connection;
   * services publish through their transaction.
   */
  pubSub: LivePubSub;
  /** The photos' storage, for the mutations that write photos (staff's blurring). */
  storage: ObjectStorage;
}
