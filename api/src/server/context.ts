import type { EntityManager } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import type { CurrentUser } from "../auth/current-user";
import type { Secrets } from "../config/secrets";

/** What every GraphQL operation receives: its own EntityManager fork, the caller, and the secrets. */
export interface GraphQLContext {
  em: EntityManager;
  logger: Logger;
  user: CurrentUser | undefined;
  secrets: Secrets;
}
