import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import type pg from "pg";
import { CURRENT_USER_COLUMNS, currentUserOf, type CurrentUserRow } from "../modules/user/user.service";
import { keepUserReadWithSession, type UserReadWithSession } from "./session-user";

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

/** Where the session's read leaves the user it read along (auth/session-user.ts picks it up). */
const USER_READ = Symbol("userReadWithSession");
type WithUser = { [USER_READ]?: UserReadWithSession };

export const SESSION_WITH_USER = `SELECT s.sess, ${CURRENT_USER_COLUMNS} FROM session s
  LEFT JOIN app_user u ON u.id = s.sess -> 'passport' ->> 'user' AND u.active
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

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

    /**
     * The session and its signed-in user in one statement (docs/security.md#sessions): `signedInUser`
     * (auth/passport.ts) then finds the user read (`sessionUser`) instead of reading it again. The same
     * rule as connect-pg-simple's own read: an expired row is no session.
     */
    override get(sid: string, done: (error: unknown, session?: session.SessionData | null) => void): void {
      options.pool
        .query<{ sess: session.SessionData & WithUser } & Partial<CurrentUserRow>>({
          // Named: each connection parses it once (every signed-in request sends it).
          name: "session-with-user",
          text: SESSION_WITH_USER,
          values: [sid, Date.now() / 1000],
        })
        .then(
          ({ rows: [row] }) => {
            // A row that is not a session object is no session (connect-pg-simple's reading too).
            if (!row || typeof row.sess !== "object" || row.sess === null) return done(null, null);
            const userId = (row.sess as { passport?: { user?: unknown } }).passport?.user;
            if (typeof userId === "string") {
              row.sess[USER_READ] = {
                id: userId,
                user: row.id == null ? undefined : currentUserOf(row as CurrentUserRow),
              };
            }
            done(null, row.sess);
          },
          (error: unknown) => done(error),
        );
    }

    /** Hands the user read with the session to this request (never stored: a symbol is not copied). */
    override createSession(
      req: Parameters<session.Store["createSession"]>[0],
      data: session.SessionData & WithUser,
    ) {
      const read = data[USER_READ];
      if (read) keepUserReadWithSession(req, read);
      return super.createSession(req, data);
    }

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
