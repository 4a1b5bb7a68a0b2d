import { LIMITS, MESSAGES } from "@domain";
import { toaster } from "../ui/toaster";
import { currentPath, loginPath, navigateTo } from "./browser-navigation";

let redirecting = false;

/**
 * The session is gone (docs/decisions.md#signed-out-visitors-and-wrong-roles), so say so and go to sign-in
 * after LIMITS.loginRedirectDelayMs. Several failing calls at once (a screen with many queries) must produce
 * one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  toaster.create({
    id: "unauthorized",
    type: "error",
    title: MESSAGES.unauthorizedTitle,
    description: MESSAGES.unauthorizedDescription,
  });
  const target = loginPath(currentPath());
  setTimeout(() => {
    redirecting = false;
    navigateTo(target);
  }, LIMITS.loginRedirectDelayMs);
}
