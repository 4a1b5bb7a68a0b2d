import type { RequestHandler } from "express";
import { unauthenticated } from "../errors/app-error";

/** REST routes for signed-in users only; GraphQL has `@Authorized()` for the same rule. */
export const requireSignIn: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthenticated();
  next();
};
