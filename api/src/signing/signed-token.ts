import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links that act without a session carry a signed token (docs/alerts.md#signed-links): what the link is
 * for (`purpose`), what it acts on (`subject`) and until when, signed with HMAC-SHA256 under a key
 * derived from the app's secret and the purpose, so a token made for one purpose never passes for
 * another. Nothing is stored: the signature is the credential, and changing the secret voids them all.
 */
export interface TokenClaims {
  purpose: string;
  subject: string;
  expiresAt: Date;
}

export type TokenCheck =
  { ok: true; subject: string; expiresAt: Date } | { ok: false; problem: "invalid" | "expired" };

/** A token is short: a longer string is refused before any work. */
const MAX_TOKEN_LENGTH = 600;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

const keyFor = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`signed-token:${purpose}`).digest();

const sign = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", keyFor(secret, purpose)).update(payload).digest("base64url");

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: claims.purpose,
      s: claims.subject,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString("base64url");
  return `${payload}.${sign(secret, claims.purpose, payload)}`;
}

/**
 * The subject of a token made for `purpose` with `secret`, or why not: `invalid` (malformed, tampered
 * with, signed with another secret or for another purpose) or `expired` (only a genuine token can be
 * told to have expired).
 */
export function verifyToken(secret: string, purpose: string, token: unknown, now = new Date()): TokenCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) {
    return { ok: false, problem: "invalid" };
  }
  const [payload, signature] = token.split(".") as [string, string];
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: "invalid" };
  }
  let claims: { p?: unknown; s?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (claims.p !== purpose || typeof claims.s !== "string" || typeof claims.e !== "number") {
    return { ok: false, problem: "invalid" };
  }
  const expiresAt = new Date(claims.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, subject: claims.s, expiresAt };
}
