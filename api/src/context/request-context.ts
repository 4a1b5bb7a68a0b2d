import { RequestContext } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

/** The current HTTP request's EntityManager fork, if it has one (GraphQL requests fork per operation). */
export function currentRequestEntityManager(): EntityManager | undefined {
  return RequestContext.getEntityManager() as EntityManager | undefined;
}

/** The EntityManager fork of the current HTTP request (set up by MikroORM's RequestContext). */
export function requestEntityManager(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error("No MikroORM request context: is the request-context middleware mounted?");
  return em as EntityManager;
}
