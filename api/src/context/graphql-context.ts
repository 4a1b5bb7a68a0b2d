import type { EntityManager } from "@mikro-orm/postgresql";
import type { PubSub } from "@graphql-yoga/subscription";
import type { Logger } from "pino";
import type { CurrentUser } from "./current-user";
import type { RateLimiters } from "../auth/rate-limit";
import type { Secrets } from "../config/secrets";
import type { Topics } from "../pubsub/topics";

/**
 * What every GraphQL operation receives: its own EntityManager fork, the caller, the secrets, and the
 * rate limiters the REST routes use, so that both doors spend the same budgets.
 */
export interface GraphQLContext {
  em: EntityManager;
  logger: Logger;
  user: CurrentUser | undefined;
  secrets: Secrets;
  limiters: RateLimiters;
  /** Subscriptions listen here (docs/live-updates.md); services publish through their transaction. */
  pubSub: PubSub<Topics>;
  /** The caller's address (behind a trusted proxy, the client's), the key of per-IP limits. */
  clientIp: string;
}
