import { createECDH } from "node:crypto";
import { z } from "zod";

/**
 * Web Push's VAPID keys (docs/push.md#keys): both from the environment, or neither, and then the app
 * generates a pair once and keeps it in the database, so that every instance signs alike.
 */
export const pushEnvShape = {
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .url({ protocol: /^(https|mailto)$/, error: "must be an https: URL or a mailto: address" })
    .optional(),
};

export interface PushConfig {
  /** The configured key pair (base64url: a 65-byte P-256 point and its 32-byte secret), or null: the database's. */
  keys: { publicKey: string; privateKey: string } | null;
  /** Who the push services may contact about our messages (the VAPID `sub`). */
  subject: string;
  /**
   * Whether a subscription may name an `http://` push service on this machine or a private network:
   * outside production only, for a test's push service (docs/push.md#subscribing).
   */
  allowLocalHttp: boolean;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The public key a private key makes, base64url; null when the value is not a P-256 private key. */
function publicKeyOf(privateKey: string): string | null {
  if (!BASE64URL.test(privateKey)) return null;
  const bytes = Buffer.from(privateKey, "base64url");
  if (bytes.length !== 32) return null;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey().toString("base64url");
  } catch {
    return null;
  }
}

export function readPushConfig(values: {
  NODE_ENV: string;
  PUBLIC_URL?: string;
  ACCOUNT_CONTACT?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): { config: PushConfig; problems: string[] } {
  const problems: string[] = [];
  let keys: PushConfig["keys"] = null;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (publicKey && privateKey) {
    const derived = publicKeyOf(privateKey);
    if (derived === null) {
      problems.push("  VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url");
    } else if (derived !== publicKey.replace(/=+$/, "")) {
      problems.push("  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY");
    } else {
      keys = { publicKey: derived, privateKey };
    }
  } else if (publicKey || privateKey) {
    const missing = publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    problems.push(
      `  ${missing}: is missing; Web Push keys are both set, or neither (generated and kept in the database)`,
    );
  }
  return {
    config: {
      keys,
      subject: values.VAPID_SUBJECT ?? defaultSubject(values.PUBLIC_URL, values.ACCOUNT_CONTACT),
      allowLocalHttp: values.NODE_ENV !== "production",
    },
    problems,
  };
}

/**
 * The app's own https origin, else the contact address, else a placeholder the push services accept
 * (they require an https: or mailto: URL, and Apple's refuses localhost).
 */
function defaultSubject(publicUrl: string | undefined, contact: string | undefined): string {
  if (publicUrl) {
    const url = new URL(publicUrl);
    if (url.protocol === "https:" && url.hostname !== "localhost") return url.origin;
  }
  if (contact && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) return `mailto:${contact}`;
  return "mailto:no-responder@reporta-riomar.invalid";
}
