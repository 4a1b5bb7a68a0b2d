import type { EntityManager } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import type { CurrentUser } from "./current-user";
import type { RateLimiters } from "../auth/rate-limit";
import type { Secrets } from "../config/secrets";

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
  /** The caller's address (behind a trusted proxy, the client's), the key of per-IP limits. */
  clientIp: string;
}
