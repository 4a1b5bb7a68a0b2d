import type { EntityManager } from "@mikro-orm/postgresql";
import type { Request, RequestHandler, Response } from "express";
import type { IncomingMessage } from "node:http";
import type { CurrentUser } from "../context/current-user";
import { findCurrentUser } from "../modules/user/user.service";

/**
 * Who a session's user is right now, read from the database on every HTTP request (`signedInUser`,
 * auth/passport.ts) and every WebSocket operation alike: a deleted or deactivated account is nobody,
 * and the role and cédula are the current ones (docs/decisions.md#one-set-of-rules-for-every-door).
 */
export function loadCurrentUser(em: EntityManager, userId: string): Promise<CurrentUser | undefined> {
  return findCurrentUser(em, userId);
}

/** A session's user as the session's own read found it (`undefined`: deleted or deactivated). */
export interface UserReadWithSession {
  id: string;
  user: CurrentUser | undefined;
}

/**
 * The user each request's session read brought along, by request: the session store reads the session
 * and its user in one statement (auth/session.ts), still once per request (docs/security.md#sessions):
 * nothing of it outlives the request, which is the WeakMap's key.
 */
const usersReadWithSession = new WeakMap<object, UserReadWithSession>();

export function keepUserReadWithSession(req: object, read: UserReadWithSession): void {
  usersReadWithSession.set(req, read);
}

/** Who `userId`, the session's user, is for this request: as read with the session, else read now. */
export function sessionUser(
  em: () => EntityManager,
  req: object,
  userId: string,
): Promise<CurrentUser | undefined> {
  const read = usersReadWithSession.get(req);
  if (read?.id === userId) return Promise.resolve(read.user);
  return loadCurrentUser(em(), userId);
}

/** Where passport keeps the signed-in user's id in the session (`req.session.passport.user`). */
export function signedInUserId(req: Request): string | undefined {
  const user = (req.session as { passport?: { user?: unknown } } | undefined)?.passport?.user;
  return typeof user === "string" ? user : undefined;
}

/**
 * The user id of the session a WebSocket handshake's cookie names, read anew from the `session` table
 * by the same middleware as HTTP requests (signature, expiry, absolute timeout): after `/api/logout`
 * the row is gone and the socket is anonymous. Each call works on a fresh request object, so nothing
 * of one read is reused by the next.
 */
export async function handshakeSessionUser(
  em: () => EntityManager,
  handshake: IncomingMessage,
  session: RequestHandler[],
): Promise<CurrentUser | undefined> {
  const req = {
    headers: handshake.headers,
    method: "GET",
    url: handshake.url,
    originalUrl: handshake.url,
    socket: handshake.socket,
    connection: handshake.socket,
  } as unknown as Request;
  // The middleware only writes the session back when the response ends, which this one never does.
  const res = { getHeader: () => undefined, setHeader: () => undefined, end: () => undefined };
  await new Promise<void>((resolve, reject) => {
    handlersInTurn(session)(req, res as unknown as Response, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error("session middleware failed")) : resolve(),
    );
  });
  const userId = signedInUserId(req);
  return userId ? sessionUser(em, req, userId) : undefined;
}

/**
 * `handlers` run one after another as one handler, without a router around them (each router a request
 * enters costs it), but as a router runs them: a throw or a rejection is the request's error, and
 * "route" or "router" leaves them.
 */
export function handlersInTurn(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (index: number) => (error?: unknown) => {
      if (error === "route" || error === "router") return next();
      if (error) return next(error);
      if (index === handlers.length) return next();
      try {
        const result: unknown = handlers[index]!(req, res, run(index + 1));
        if (result instanceof Promise)
          result.catch((rejection: unknown) => next(rejection ?? new Error("rejected")));
      } catch (thrown) {
        next(thrown);
      }
    };
    run(0)();
  };
}
