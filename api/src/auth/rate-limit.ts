import type { RequestHandler } from "express";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "../errors/app-error";

export interface RateLimiters {
  signInPerIp: RateLimiterPostgres;
  /** Wrong passwords per e-mail from browsers that never signed in to that account. */
  signInFailuresPerEmail: RateLimiterPostgres;
  /** Wrong passwords per trusted browser (one that signed in to the account before). */
  signInFailuresPerDevice: RateLimiterPostgres;
  signUpPerIp: RateLimiterPostgres;
  /** "¿Olvidaste tu contraseña?" requests per address and per e-mail (docs/password-reset.md#limits). */
  passwordResetPerIp: RateLimiterPostgres;
  passwordResetPerEmail: RateLimiterPostgres;
  cedulaAttemptsPerUser: RateLimiterPostgres;
  cedulaAttemptsPerIp: RateLimiterPostgres;
  cedulaChangesPerUser: RateLimiterPostgres;
  reportsPerUser: RateLimiterPostgres;
  uploadsPerUser: RateLimiterPostgres;
  geocodePerUser: RateLimiterPostgres;
  votesPerUser: RateLimiterPostgres;
  commentsPerUser: RateLimiterPostgres;
  likesPerUser: RateLimiterPostgres;
  flagsPerUser: RateLimiterPostgres;
  statisticsPerIp: RateLimiterPostgres;
  /** "¿Ya lo reportaron?" reads, per signed-in user or else per address (docs/nearby.md#limits). */
  nearbyPerCaller: RateLimiterPostgres;
  openDataPerIp: RateLimiterPostgres;
  /** Open311 reads and filings per address, and filings per partner key (docs/open311.md#limits). */
  open311ReadsPerIp: RateLimiterPostgres;
  open311PostsPerIp: RateLimiterPostgres;
  open311PostsPerKey: RateLimiterPostgres;
  /** Partners' inbound webhooks per address (docs/webhooks.md#inbound). */
  webhookInboundPerIp: RateLimiterPostgres;
}

/** Counters live in PostgreSQL (table `rate_limit`) so that every app instance shares them. */
export function createRateLimiters(pool: pg.Pool): RateLimiters {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limit",
      tableCreated: true,
      // Pruned by the job queue's `prune-expired-rows`, once across instances, not by a timer in
      // every limiter of every instance.
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  return {
    // Every attempt, right or wrong: each costs a 32 MiB scrypt hash.
    signInPerIp: limiter("sign-in-ip", 20, 15 * 60),
    // Failures only (docs/security.md#sign-in-limits).
    signInFailuresPerEmail: limiter("sign-in-email", 5, 15 * 60),
    signInFailuresPerDevice: limiter("sign-in-device", 5, 15 * 60),
    signUpPerIp: limiter("sign-up-ip", 5, 60 * 60),
    // Like sign-in, per address and per e-mail: a resident asks once or twice; each request may send an
    // e-mail, so the per-e-mail budget also keeps anyone from filling a stranger's inbox.
    passwordResetPerIp: limiter("password-reset-ip", 20, 15 * 60),
    passwordResetPerEmail: limiter("password-reset-email", 3, 60 * 60),
    // A resident types their cédula once or twice; each try answers whether a number is taken.
    cedulaAttemptsPerUser: limiter("cedula-user", 5, 60 * 60),
    // Neighbours behind one carrier NAT share an address: more room than per user, still far from a scan.
    cedulaAttemptsPerIp: limiter("cedula-ip", 20, 60 * 60),
    // A typo and its correction; beyond that, the locality can help (docs/security.md#cédula).
    cedulaChangesPerUser: limiter("cedula-change-user", 2, 30 * 24 * 60 * 60),
    // Generous for a resident (a report takes minutes to write), tight for a script.
    reportsPerUser: limiter("reports-user", 20, 60 * 60),
    // Each photo costs one upload URL and one processing call; 3 photos per report, with retries.
    uploadsPerUser: limiter("uploads-user", 120, 60 * 60),
    // Type-ahead sends a request per pause in typing; the upstream itself is held to 1 request/s.
    geocodePerUser: limiter("geocode-user", 60, 60),
    // Community actions (docs/community.md#abuse-limits): far above what a resident does in an hour,
    // far below what a script needs to skew counts or flood a thread.
    votesPerUser: limiter("votes-user", 120, 60 * 60),
    commentsPerUser: limiter("comments-user", 30, 60 * 60),
    likesPerUser: limiter("likes-user", 240, 60 * 60),
    // A resident flags what offends them now and then; a script flagging a neighbour's every comment
    // would hide them all (docs/moderation.md#flags).
    flagsPerUser: limiter("flags-user", 30, 60 * 60),
    // Public and anonymous (docs/statistics.md#limits): a screen asks once per period chosen, a script
    // may ask every second; an IP may be a whole office or a mobile carrier's NAT.
    statisticsPerIp: limiter("statistics-ip", 120, 60),
    // The new-report form asks again when the category, the pin or the text changes: a few dozen times
    // while filing one report; a script probing pins hits this long before it has mapped anything.
    nearbyPerCaller: limiter("nearby-caller", 60, 60),
    // A full download streams every report: a few an hour is plenty for anyone.
    openDataPerIp: limiter("open-data-ip", 30, 60 * 60),
    // A partner's system polls the requests every minute or so and reads single ones as they change.
    open311ReadsPerIp: limiter("open311-ip", 120, 60),
    // A partner forwards what its own users file: many a day, never a flood (one key, one partner).
    open311PostsPerKey: limiter("open311-key", 300, 60 * 60),
    // Spent before the key is read: a script trying keys, or flooding with refused filings, stops here.
    open311PostsPerIp: limiter("open311-post-ip", 60, 60),
    // Each refused webhook is written to the audit log: a flood of bad signatures must not fill it.
    webhookInboundPerIp: limiter("webhook-inbound-ip", 120, 60),
  };
}

/** Express middleware spending one point of the signed-in user's (or else the client's) budget. */
export function limitPerUser(limiter: RateLimiterPostgres): RequestHandler {
  return (req, _res, next) => {
    consume(limiter, req.user?.id ?? req.ip ?? "unknown").then(() => next(), next);
  };
}

/** The report-creation budget of `userId`, spent by the service once a submission is valid and new. */
export function reportBudget(limiters: RateLimiters, userId: string): () => Promise<void> {
  return () => consume(limiters.reportsPerUser, userId);
}

/**
 * The cédula budgets (user.service.ts `CedulaBudget`): attempts per user and, when the door knows the
 * client's address, per address; changes per user.
 */
export function cedulaBudget(limiters: RateLimiters, userId: string, clientAddress: string | undefined) {
  return {
    attempt: async () => {
      await consume(limiters.cedulaAttemptsPerUser, userId);
      if (clientAddress) await consume(limiters.cedulaAttemptsPerIp, clientAddress);
    },
    change: () => consume(limiters.cedulaChangesPerUser, userId),
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

/** The per-e-mail budget of reset requests (password-reset.service.ts `ResetRequestBudget`). */
export function passwordResetBudget(limiters: RateLimiters) {
  return (email: string) => consume(limiters.passwordResetPerEmail, email);
}
