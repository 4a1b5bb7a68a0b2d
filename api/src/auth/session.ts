import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import type pg from "pg";

/** Sign-in ends after this long without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and after this long whatever the activity. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "reporta.sid";

/** Whether the request carries the session cookie at all (signed or not: the session middleware checks). */
export function hasSessionCookie(req: { headers: { cookie?: string } }): boolean {
  return (req.headers.cookie ?? "")
    .split(";")
    .some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`));
}

declare module "express-session" {
  interface SessionData {
    /** When the user signed in: the base of the absolute timeout. */
    signedInAt?: number;
    /** Where to go back after signing in (a path of this app). */
    returnTo?: string;
  }
}

/** Sessions in PostgreSQL (table `session`), so any app instance can serve any request. */
export function sessionMiddleware(options: {
  pool: pg.Pool;
  secret: string;
  secure: boolean;
}): RequestHandler[] {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  const handler = session({
    name: SESSION_COOKIE,
    store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // Unset: whether the request came over HTTPS is Express's `req.secure`, which believes
    // X-Forwarded-Proto only from the proxies TRUST_PROXY names (a client cannot claim it).
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: SESSION_IDLE_TIMEOUT_MS },
  });
  const enforceAbsoluteTimeout: RequestHandler = (req, _res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (signedInAt && Date.now() - signedInAt > SESSION_ABSOLUTE_TIMEOUT_MS) {
      // A fresh, empty session: the old id and its sign-in are gone.
      req.session.regenerate((error) => next(error));
      return;
    }
    next();
  };
  return [handler, enforceAbsoluteTimeout];
}
