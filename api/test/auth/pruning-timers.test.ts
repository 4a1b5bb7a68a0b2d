import { createHmac } from "node:crypto";
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiters } from "../../src/auth/rate-limit";
import { sessionMiddleware } from "../../src/auth/session";

/** A pool that answers every statement with no rows and remembers it. */
function recordingPool() {
  const statements: string[] = [];
  const answer = { rows: [], rowCount: 0 };
  const pool = {
    statements,
    query: (text: string | { text: string }, ...rest: unknown[]) => {
      statements.push(typeof text === "string" ? text : text.text);
      const callback = rest.find((arg) => typeof arg === "function") as
        ((error: null, result: typeof answer) => void) | undefined;
      if (callback) return void callback(null, answer);
      return Promise.resolve(answer);
    },
  };
  return pool;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("expired sessions and counters", () => {
  it("are never pruned by a timer of each instance (the job queue's cron does it once, docs/operations.md#job-queue)", async () => {
    vi.useFakeTimers();
    const pool = recordingPool();
    const secret = "a-secret-long-enough-for-the-test";
    const [readSession] = sessionMiddleware({ pool: pool as unknown as pg.Pool, secret, secure: false });
    // A request with a (signed) session cookie makes the store read: connect-pg-simple starts its timer then.
    const signed = `s:some-session.${createHmac("sha256", secret).update("some-session").digest("base64").replace(/=+$/, "")}`;
    const req = {
      headers: { cookie: `reporta.sid=${encodeURIComponent(signed)}` },
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
    await new Promise<void>((resolve) => readSession!(req as never, res as never, () => resolve()));
    const limiters = createRateLimiters(pool as unknown as pg.Pool);
    await limiters.reportsPerUser.consume("someone").catch(() => undefined);

    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);

    expect(pool.statements.some((text) => /FROM "?session"?/i.test(text))).toBe(true);
    expect(pool.statements.some((text) => /rate_limit/i.test(text))).toBe(true);
    expect(pool.statements.filter((text) => /\bDELETE\b/i.test(text))).toEqual([]);
  });
});
