import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token";

const SECRET = "un secreto de prueba suficientemente largo";
const NOW = new Date("2026-11-27T12:00:00Z");
const LATER = new Date("2026-12-27T12:00:00Z");

const token = (overrides: Partial<{ purpose: string; subject: string; expiresAt: Date }> = {}) =>
  signToken(SECRET, { purpose: "unsubscribe", subject: "alert:123", expiresAt: LATER, ...overrides });

describe("signed tokens", () => {
  it("give back their subject and expiry to the same secret and purpose", () => {
    expect(verifyToken(SECRET, "unsubscribe", token(), NOW)).toEqual({
      ok: true,
      subject: "alert:123",
      expiresAt: LATER,
    });
  });

  it("are URL-safe as they are", () => {
    expect(token()).toMatch(/^[A-Za-z0-9_.-]+$/);
  });

  it("expire at their time, and say so only for a genuine token", () => {
    expect(verifyToken(SECRET, "unsubscribe", token(), LATER)).toEqual({ ok: false, problem: "expired" });
    expect(verifyToken(SECRET, "unsubscribe", token({ expiresAt: NOW }), NOW)).toEqual({
      ok: false,
      problem: "expired",
    });
  });

  it("refuse a token whose payload was changed, even to a later expiry or another subject", () => {
    const [, signature] = token().split(".");
    for (const claims of [
      { p: "unsubscribe", s: "alert:999", e: Math.floor(LATER.getTime() / 1000) },
      { p: "unsubscribe", s: "alert:123", e: Math.floor(LATER.getTime() / 1000) + 1 },
    ]) {
      const forged = `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
      expect(verifyToken(SECRET, "unsubscribe", forged, NOW)).toEqual({ ok: false, problem: "invalid" });
    }
  });

  it("refuse a changed signature, another secret's token and another purpose's token", () => {
    const good = token();
    const last = good.at(-1) === "A" ? "B" : "A";
    expect(verifyToken(SECRET, "unsubscribe", good.slice(0, -1) + last, NOW).ok).toBe(false);
    expect(verifyToken("otro secreto", "unsubscribe", good, NOW)).toEqual({ ok: false, problem: "invalid" });
    expect(verifyToken(SECRET, "resolved-answer", good, NOW)).toEqual({ ok: false, problem: "invalid" });
    // Signed for another purpose, then presented with a payload claiming ours: still refused.
    const other = signToken(SECRET, { purpose: "resolved-answer", subject: "alert:123", expiresAt: LATER });
    const [, otherSignature] = other.split(".");
    const [payload] = good.split(".");
    expect(verifyToken(SECRET, "unsubscribe", `${payload}.${otherSignature}`, NOW).ok).toBe(false);
  });

  it("refuse what is not a token at all", () => {
    for (const value of [undefined, null, 42, "", "abc", "a.b", `${"a".repeat(700)}.${"b".repeat(43)}`]) {
      expect(verifyToken(SECRET, "unsubscribe", value, NOW)).toEqual({ ok: false, problem: "invalid" });
    }
    // Well signed, but its payload is not JSON.
    const payload = Buffer.from("no es json").toString("base64url");
    const bogus = signToken(SECRET, { purpose: "x", subject: "y", expiresAt: LATER });
    expect(verifyToken(SECRET, "unsubscribe", `${payload}.${bogus.split(".")[1]}`, NOW).ok).toBe(false);
  });
});
