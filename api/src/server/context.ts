import type { EntityManager } from "@mikro-orm/postgresql";
import type { Logger } from "pino";

/** What every GraphQL operation receives: its own EntityManager fork and a request-scoped logger. */
export interface GraphQLContext {
  em: EntityManager;
  logger: Logger;
}
