import { AsyncLocalStorage } from "node:async_hooks";
import { RequestContext } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

/** The EntityManager fork of the current HTTP request (set up by MikroORM's RequestContext). */
export function requestEntityManager(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error("No MikroORM request context: is the request-context middleware mounted?");
  return em as EntityManager;
}

const clientAddresses = new AsyncLocalStorage<string | undefined>();

/**
 * Runs the rest of an HTTP request knowing its client's address (`req.ip`, which follows TRUST_PROXY), so
 * that GraphQL resolvers can limit per address as REST routes do. Mounted by server/app.ts.
 */
export function runWithClientAddress(address: string | undefined, next: () => void): void {
  clientAddresses.run(address, next);
}

/** The address of the HTTP request being served; undefined outside one (e.g. over the WebSocket). */
export function requestClientAddress(): string | undefined {
  return clientAddresses.getStore();
}
