import type { Request } from "express";
import type { PasswordAttemptGuard } from "../modules/user/user.service";
import { consume, type RateLimiters } from "./rate-limit";
import type { TrustedDevices } from "./trusted-device";

/**
 * Per-e-mail limits on password checks that nobody can use to lock a resident out
 * (docs/security.md#sign-in-limits). Only wrong passwords count: an attempt is spent before the check
 * (so parallel guesses cannot slip past the limit) and given back when the password is right. A browser
 * that has signed in to the account before (a trusted device) spends its own budget; everyone else shares
 * the e-mail's. Guessing from elsewhere therefore blocks only other unknown browsers, never the
 * resident's own phone, and the resident's own typos do not block them from a new browser.
 */
export function passwordAttemptGuard(
  limiters: RateLimiters,
  devices: TrustedDevices,
  req: Request,
): PasswordAttemptGuard {
  return {
    async beforeCheck(email, accountId) {
      const device = accountId ? devices.deviceOf(req, accountId) : null;
      const limiter = device ? limiters.signInFailuresPerDevice : limiters.signInFailuresPerEmail;
      const key = device ?? email;
      await consume(limiter, key);
      return {
        succeeded: async () => {
          await limiter.reward(key, 1);
        },
      };
    },
  };
}
