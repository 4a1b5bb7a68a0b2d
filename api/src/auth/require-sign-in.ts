import type { RequestHandler } from "express";
import { unauthenticated } from "../errors/app-error";

/**
 * REST routes for signed-in users only; GraphQL has `@Authorized()` for the same rule. A caller that
 * names the account it acts for (`X-Expected-User`: the phone's outbox sending a report one user queued,
 * docs/offline.md#filing-offline) is answered as signed out when the session is another account's, so
 * that report never lands in someone else's name.
 */
export const requireSignIn: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthenticated();
  const expected = req.get("x-expected-user");
  if (expected !== undefined && expected !== req.user.id) throw unauthenticated();
  next();
};
