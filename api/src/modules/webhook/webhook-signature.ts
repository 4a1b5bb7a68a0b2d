import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { WEBHOOK_LIMITS } from "../../domain";

/** Secrets start with this, so that a leaked one is recognisable in logs and secret scanners. */
const SECRET_PREFIX = "whsec_";

/** A new secret: 32 random bytes (docs/webhooks.md#the-secret). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;

/**
 * The signature of both directions (docs/webhooks.md#signing): HMAC-SHA256 with the dependencia's secret
 * over the timestamp (Unix seconds, as in X-Reporta-Timestamp), a dot and the body's exact bytes.
 */
export function signWebhook(secret: string, timestamp: string, body: string | Buffer): string {
  const hmac = createHmac("sha256", secret);
  hmac.update(`${timestamp}.`, "utf8");
  hmac.update(body);
  return `sha256=${hmac.digest("hex")}`;
}

export type SignatureCheck = "ok" | "bad-signature" | "stale";

/**
 * Checks an inbound request's signature and age. The comparison takes the same time whatever the
 * signature, so that it cannot be guessed byte by byte; a timestamp more than 5 minutes from `now`, in
 * either direction, is stale (a captured request cannot be replayed later).
 */
export function verifyWebhook(
  secret: string,
  timestamp: string,
  body: string | Buffer,
  signature: string,
  now: Date = new Date(),
): SignatureCheck {
  const expected = Buffer.from(signWebhook(secret, timestamp, body), "utf8");
  const given = Buffer.from(signature, "utf8");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bad-signature";
  if (!/^\d{1,12}$/.test(timestamp)) return "stale";
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skew > WEBHOOK_LIMITS.maxSkewSeconds ? "stale" : "ok";
}

/** X-Reporta-Timestamp for `date`: whole Unix seconds. */
export const webhookTimestamp = (date: Date = new Date()) => String(Math.floor(date.getTime() / 1000));
