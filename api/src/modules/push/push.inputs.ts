import { ECDH } from "node:crypto";
import { z } from "zod";
import { isLocalHost, PUSH_LIMITS, PUSH_MESSAGES } from "../../domain";
import { cleanText } from "../../validation/text";

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A base64url value (padded or not) of exactly `length` bytes, else null. */
function bytesOf(value: string, length: number): Buffer | null {
  if (!BASE64URL.test(value)) return null;
  const bytes = Buffer.from(value.replace(/=+$/, ""), "base64url");
  return bytes.length === length ? bytes : null;
}

/** The browser's public key: an uncompressed point of P-256 (65 bytes), one the curve accepts. */
function isP256Point(value: string): boolean {
  const bytes = bytesOf(value, 65);
  if (!bytes || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

/**
 * The push service's address: https, without a user or password. `http://` only on this machine or a
 * private network, and only outside production (a test's push service; docs/push.md#subscribing).
 */
function endpoint(allowLocalHttp: boolean) {
  return z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .trim()
    .min(1, { error: PUSH_MESSAGES.endpointInvalid })
    .max(PUSH_LIMITS.endpointMaxLength, { error: PUSH_MESSAGES.endpointInvalid })
    .superRefine((value, context) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: "custom", message: PUSH_MESSAGES.endpointInvalid });
        return;
      }
      if (url.username !== "" || url.password !== "" || url.hash !== "") {
        context.addIssue({ code: "custom", message: PUSH_MESSAGES.endpointInvalid });
      } else if (url.protocol === "http:" && !(allowLocalHttp && isLocalHost(url.hostname))) {
        context.addIssue({ code: "custom", message: PUSH_MESSAGES.endpointNotHttps });
      } else if (url.protocol !== "https:" && url.protocol !== "http:") {
        context.addIssue({ code: "custom", message: PUSH_MESSAGES.endpointInvalid });
      }
    });
}

/**
 * The browser's PushSubscription as `toJSON()` gives it (`expirationTime` is read by nobody), and the
 * device's user agent as the person's label for it, cleaned and cut rather than refused.
 */
export function pushSubscriptionInput(allowLocalHttp: boolean) {
  return z.object({
    endpoint: endpoint(allowLocalHttp),
    keys: z.object(
      {
        p256dh: z
          .string({ error: PUSH_MESSAGES.keysInvalid })
          .refine(isP256Point, { error: PUSH_MESSAGES.keysInvalid })
          .transform((value) => value.replace(/=+$/, "")),
        auth: z
          .string({ error: PUSH_MESSAGES.keysInvalid })
          .refine((value) => bytesOf(value, 16) !== null, { error: PUSH_MESSAGES.keysInvalid })
          .transform((value) => value.replace(/=+$/, "")),
      },
      { error: PUSH_MESSAGES.keysInvalid },
    ),
    userAgent: z
      .string()
      .nullish()
      .transform((value) => cleanText(value, PUSH_LIMITS.userAgentMaxLength)),
  });
}

export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionInput>>;

/** What an unsubscribe names: the endpoint, as the browser knows it. */
export const pushEndpointInput = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .trim()
    .min(1, { error: PUSH_MESSAGES.endpointInvalid })
    .max(PUSH_LIMITS.endpointMaxLength, { error: PUSH_MESSAGES.endpointInvalid }),
});
