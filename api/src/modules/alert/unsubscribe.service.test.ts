import { describe, expect, it } from "vitest";
import { ALERT_MESSAGES } from "../../domain";
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./unsubscribe.service";

const SECRET = "un secreto de prueba suficientemente largo";
const ALERT = "6f1c2a4e-0b7d-4c8e-9f3a-2d5b6c7e8f90";

describe("unsubscribe links", () => {
  it("name one alert, or every alert e-mail of a person whatever their id holds", () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { alertId: ALERT }))).toEqual({
      ok: true,
      target: { alertId: ALERT },
    });
    const userId = "oidc:https://id.example/realms/riomar:1234";
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { userId }))).toEqual({
      ok: true,
      target: { userId },
    });
  });

  it("work for 90 days, then say they expired", () => {
    const issued = new Date("2026-11-27T12:00:00Z");
    const token = unsubscribeToken(SECRET, { alertId: ALERT }, issued);
    expect(readUnsubscribeToken(SECRET, token, new Date("2027-02-24T12:00:00Z")).ok).toBe(true);
    expect(readUnsubscribeToken(SECRET, token, new Date("2027-02-25T12:00:01Z"))).toEqual({
      ok: false,
      message: ALERT_MESSAGES.unsubscribeExpired,
    });
  });

  it("refuse another secret's link with the Spanish message", () => {
    expect(readUnsubscribeToken("otro", unsubscribeToken(SECRET, { alertId: ALERT }))).toEqual({
      ok: false,
      message: ALERT_MESSAGES.unsubscribeInvalid,
    });
  });

  it("are absolute links to the one-click route, the token URL-safe", () => {
    const url = new URL(unsubscribeUrl("https://reporta.example", SECRET, { alertId: ALERT }));
    expect(url.origin + url.pathname).toBe("https://reporta.example/api/unsubscribe");
    expect(url.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });
});
