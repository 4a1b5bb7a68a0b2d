import { createHmac } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthentication } from "../../src/auth/passport";
import { createRateLimiters } from "../../src/auth/rate-limit";
import { sessionMiddleware } from "../../src/auth/session";
import { sessionUser } from "../../src/auth/session-user";

const SECRET = "a-secret-long-enough-for-the-test";

/** A request carrying the signed cookie of session `sid`, and a response that is never sent. */
function requestWithSession(sid: string) {
  const signature = createHmac("sha256", SECRET).update(sid).digest("base64").replace(/=+$/, "");
  const req = {
    headers: { cookie: `reporta.sid=${encodeURIComponent(`s:${sid}.${signature}`)}` },
    url: "/",
    originalUrl: "/",
    method: "GET",
  };
  const res = {
    getHeader: () => undefined,
    setHeader: () => undefined,
    end: () => undefined,
    on: () => undefined,
  };
  return { req, res };
}

/** A pool that answers every statement with `rows` (its callback's or its promise's way) and remembers it. */
function poolAnswering(rows: unknown[]) {
  const statements: string[] = [];
  const answer = { rows, rowCount: rows.length };
  return {
    statements,
    query: (text: string | { text: string }, ...rest: unknown[]) => {
      statements.push(typeof text === "string" ? text : text.text);
      const callback = rest.find((arg) => typeof arg === "function") as
        ((error: null, result: typeof answer) => void) | undefined;
      if (callback) return void callback(null, answer);
      return Promise.resolve(answer);
    },
  };
}

/** No EntityManager may be needed: the user comes with the session. */
const untouchable = (): EntityManager => {
  throw new Error("the user was read again");
};

const stored = {
  cookie: {
    originalMaxAge: 60_000,
    expires: new Date(Date.now() + 60_000).toISOString(),
    httpOnly: true,
    path: "/",
  },
  passport: { user: "user-1" },
};

async function readSession(pool: ReturnType<typeof poolAnswering>, sid: string) {
  const handlers = sessionMiddleware({ pool: pool as unknown as pg.Pool, secret: SECRET, secure: false });
  const { req, res } = requestWithSession(sid);
  for (const handler of handlers) {
    await new Promise<void>((resolve, reject) =>
      handler(req as never, res as never, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error("session middleware failed")) : resolve(),
      ),
    );
  }
  return req as typeof req & {
    session?: { passport?: { user?: string }; save: (done: (error?: unknown) => void) => void };
  };
}

/** Who `req`'s session names, as every request reads it (auth/passport.ts `signedInUser`). */
async function signIn(req: object): Promise<{ user?: unknown }> {
  const { signedInUser } = createAuthentication({
    config: { oidc: undefined, nodeEnv: "test", port: 0 } as never,
    // No database either: the user comes with the session.
    orm: undefined as never,
    logger: undefined as never,
  });
  await new Promise<void>((resolve, reject) =>
    signedInUser(req as never, {} as never, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error("signedInUser failed")) : resolve(),
    ),
  );
  return req;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a request's session", () => {
  it("is read with its signed-in user in one statement, and the user is not read again (docs/security.md#sessions)", async () => {
    const pool = poolAnswering([
      { sess: stored, id: "user-1", role: "staff", has_cedula: true, dependencias: ["dep-1"] },
    ]);
    const req = await readSession(pool, "session-1");
    expect(pool.statements).toHaveLength(1);
    expect(pool.statements[0]).toMatch(/FROM session s\s+LEFT JOIN app_user u/);
    expect(req.session?.passport?.user).toBe("user-1");
    expect(await sessionUser(untouchable, req, "user-1")).toEqual({
      id: "user-1",
      role: "staff",
      hasCedula: true,
      dependencias: ["dep-1"],
    });
    expect((await signIn(req)).user).toMatchObject({ id: "user-1", role: "staff" });
  });

  it("names nobody when the session's user is deactivated or deleted (the join finds no active user), and stops naming them", async () => {
    const pool = poolAnswering([
      { sess: stored, id: null, role: null, has_cedula: null, dependencias: null },
    ]);
    const req = await readSession(pool, "session-2");
    expect(await sessionUser(untouchable, req, "user-1")).toBeUndefined();
    // The request is anonymous, and the session no longer names the account (saved as the answer goes).
    expect((await signIn(req)).user).toBeUndefined();
    expect(req.session?.passport).toEqual({});
  });
});

describe("expired sessions and counters", () => {
  it("are never pruned by a timer of each instance (the job queue's cron does it once, docs/operations.md#job-queue)", async () => {
    vi.useFakeTimers();
    const pool = poolAnswering([]);
    // Reading and saving a session (connect-pg-simple starts its timer then) and counting a limit.
    const req = await readSession(pool, "session-3");
    await new Promise<void>((resolve) => req.session!.save(() => resolve()));
    const limiters = createRateLimiters(pool as unknown as pg.Pool);
    await limiters.reportsPerUser.consume("someone").catch(() => undefined);

    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);

    expect(pool.statements.some((text) => /INSERT INTO "?session"?/i.test(text))).toBe(true);
    expect(pool.statements.some((text) => /rate_limit/i.test(text))).toBe(true);
    expect(pool.statements.filter((text) => /\bDELETE\b/i.test(text))).toEqual([]);
  });
});
