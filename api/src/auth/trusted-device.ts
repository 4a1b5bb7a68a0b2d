import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

/** A browser that signed in to an account with its password before (docs/security.md#sign-in-limits). */
export const DEVICE_COOKIE = "reporta.device";
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Signs and checks "this browser signed in to account X": `<device id>.<expiry>.<MAC>`, the MAC over
 * the id, the expiry and the account id. The account id is not in the cookie, so the cookie says
 * nothing to whoever reads it, and it vouches for that one account only.
 */
export class TrustedDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    // Its own key, derived: a session signature is never a device token, nor the other way round.
    this.key = createHmac("sha256", secret).update("reporta-riomar/trusted-device").digest();
  }

  /** The id of the trusted browser making `req` for `accountId`, or null. */
  deviceOf(req: Request, accountId: string): string | null {
    const token = readCookie(req, DEVICE_COOKIE);
    const [deviceId, expires, mac, ...rest] = token?.split(".") ?? [];
    if (!deviceId || !expires || !mac || rest.length > 0 || !/^\d+$/.test(expires)) return null;
    if (Number(expires) < Date.now()) return null;
    const expected = Buffer.from(this.mac(deviceId, expires, accountId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** Marks the browser of `req` as trusted for `accountId` (keeping its device id when it has one). */
  trust(req: Request, res: Response, accountId: string): void {
    const deviceId = this.deviceOf(req, accountId) ?? randomBytes(16).toString("base64url");
    const expires = String(Date.now() + DEVICE_TTL_MS);
    res.cookie(DEVICE_COOKIE, `${deviceId}.${expires}.${this.mac(deviceId, expires, accountId)}`, {
      httpOnly: true,
      sameSite: "strict",
      secure: this.secure,
      path: "/api/auth",
      maxAge: DEVICE_TTL_MS,
    });
  }

  private mac(deviceId: string, expires: string, accountId: string): string {
    return createHmac("sha256", this.key).update(`${deviceId}\n${expires}\n${accountId}`).digest("base64url");
  }
}

function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
