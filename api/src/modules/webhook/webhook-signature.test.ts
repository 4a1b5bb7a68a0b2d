import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WEBHOOK_LIMITS } from "../../domain";
import { newWebhookSecret, signWebhook, verifyWebhook, webhookTimestamp } from "./webhook-signature";

/** The signing scheme of docs/webhooks.md#signing, checked against a plain HMAC written out here. */
describe("webhook signatures", () => {
  const secret = "whsec_prueba";
  const body = JSON.stringify({ id: "e1", type: "report.status_changed", texto: "Calle 84 — ñandú" });
  const now = new Date("2026-11-27T16:00:00Z");
  const timestamp = webhookTimestamp(now);

  it("are HMAC-SHA256 over timestamp, a dot and the body, in hex after sha256=", () => {
    const hex = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    expect(signWebhook(secret, timestamp, body)).toBe(`sha256=${hex}`);
    expect(signWebhook(secret, timestamp, Buffer.from(body, "utf8"))).toBe(`sha256=${hex}`);
    expect(timestamp).toBe("1795795200");
  });

  it("verify what was signed with the same secret, within five minutes either way", () => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhook(secret, timestamp, body, signature, now)).toBe("ok");
    const edge = new Date(now.getTime() + WEBHOOK_LIMITS.maxSkewSeconds * 1000);
    expect(verifyWebhook(secret, timestamp, body, signature, edge)).toBe("ok");
    const early = new Date(now.getTime() - WEBHOOK_LIMITS.maxSkewSeconds * 1000);
    expect(verifyWebhook(secret, timestamp, body, signature, early)).toBe("ok");
  });

  it("refuse another secret, another body, another timestamp or a malformed signature", () => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhook("whsec_otro", timestamp, body, signature, now)).toBe("bad-signature");
    expect(verifyWebhook(secret, timestamp, `${body} `, signature, now)).toBe("bad-signature");
    expect(verifyWebhook(secret, String(Number(timestamp) + 1), body, signature, now)).toBe("bad-signature");
    expect(verifyWebhook(secret, timestamp, body, signature.toUpperCase(), now)).toBe("bad-signature");
    expect(verifyWebhook(secret, timestamp, body, "sha256=", now)).toBe("bad-signature");
  });

  it("call a correctly signed request older than five minutes stale", () => {
    const old = webhookTimestamp(new Date(now.getTime() - (WEBHOOK_LIMITS.maxSkewSeconds + 1) * 1000));
    const signature = signWebhook(secret, old, body);
    expect(verifyWebhook(secret, old, body, signature, now)).toBe("stale");
    const text = "mañana";
    expect(verifyWebhook(secret, text, body, signWebhook(secret, text, body), now)).toBe("stale");
  });

  it("makes a new random secret each time", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
