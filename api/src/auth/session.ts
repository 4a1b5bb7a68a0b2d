import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import type pg from "pg";

/** Sign-in ends after this long without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and after this long whatever the activity. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "reporta.sid";
/** How often one instance moves a session's expiry forward in the database (docs/security.md#sessions). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Sessions whose last touch an instance remembers; beyond that, older memories are dropped. */
const REMEMBERED_TOUCHES = 10_000;

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
  /**
   * A rolling 7-day idle timeout moved forward on every request is a database write per request (and
   * concurrent requests of one session queue on its row); once a minute per instance keeps the same
   * timeout, give or take that minute.
   */
  class ThrottledTouchStore extends PgStore {
    readonly #touchedAt = new Map<string, number>();
    override touch(sid: string, sess: session.SessionData, done?: (error?: unknown) => void): void {
      const now = Date.now();
      const last = this.#touchedAt.get(sid);
      if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
        done?.();
        return;
      }
      if (this.#touchedAt.size >= REMEMBERED_TOUCHES) {
        for (const [other, at] of this.#touchedAt) {
          if (now - at < SESSION_TOUCH_INTERVAL_MS) break;
          this.#touchedAt.delete(other);
        }
        if (this.#touchedAt.size >= REMEMBERED_TOUCHES) this.#touchedAt.clear();
      }
      // Re-set keys move to the end: the map stays ordered oldest touch first.
      this.#touchedAt.delete(sid);
      this.#touchedAt.set(sid, now);
      super.touch(sid, sess, (error?: unknown) => {
        // A touch that failed is tried again on the next request.
        if (error && this.#touchedAt.get(sid) === now) this.#touchedAt.delete(sid);
        done?.(error);
      });
    }
  }
  const store = new ThrottledTouchStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    // Pruned by the job queue's `prune-expired-rows`, once across instances, not by a timer on each.
    pruneSessionInterval: false,
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
