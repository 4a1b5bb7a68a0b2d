import type { RequestHandler } from "express";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "../errors/app-error";

export interface RateLimiters {
  signInPerIp: RateLimiterPostgres;
  signInPerEmail: RateLimiterPostgres;
  signUpPerIp: RateLimiterPostgres;
  reportsPerUser: RateLimiterPostgres;
  uploadsPerUser: RateLimiterPostgres;
  geocodePerUser: RateLimiterPostgres;
  statisticsPerIp: RateLimiterPostgres;
  openDataPerIp: RateLimiterPostgres;
}

/** Counters live in PostgreSQL (table `rate_limit`) so that every app instance shares them. */
export function createRateLimiters(pool: pg.Pool): RateLimiters {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limit",
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  return {
    signInPerIp: limiter("sign-in-ip", 20, 15 * 60),
    signInPerEmail: limiter("sign-in-email", 5, 15 * 60),
    signUpPerIp: limiter("sign-up-ip", 5, 60 * 60),
    // Generous for a resident (a report takes minutes to write), tight for a script.
    reportsPerUser: limiter("reports-user", 20, 60 * 60),
    // Each photo costs one upload URL and one processing call; 3 photos per report, with retries.
    uploadsPerUser: limiter("uploads-user", 120, 60 * 60),
    // Type-ahead sends a request per pause in typing; the upstream itself is held to 1 request/s.
    geocodePerUser: limiter("geocode-user", 60, 60),
    // Public and anonymous (docs/statistics.md#limits): a screen asks once per period chosen, a script
    // may ask every second; an IP may be a whole office or a mobile carrier's NAT.
    statisticsPerIp: limiter("statistics-ip", 120, 60),
    // A full download streams every report: a few an hour is plenty for anyone.
    openDataPerIp: limiter("open-data-ip", 30, 60 * 60),
  };
}

/** Express middleware spending one point of the signed-in user's (or else the client's) budget. */
export function limitPerUser(limiter: RateLimiterPostgres): RequestHandler {
  return (req, _res, next) => {
    consume(limiter, req.user?.id ?? req.ip ?? "unknown").then(() => next(), next);
  };
}

/** Express middleware spending one point of the client's budget, by IP. */
export function limitPerIp(limiter: RateLimiterPostgres): RequestHandler {
  return (req, _res, next) => {
    consume(limiter, req.ip ?? "unknown").then(() => next(), next);
  };
}

/** Spends one point of `key`, or throws RATE_LIMITED with how long to wait. */
export async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
