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
    rememberSessionEnded();
    navigateTo(target);
  }, LIMITS.loginRedirectDelayMs);
}

const SESSION_ENDED_KEY = "reporta.sessionEnded";

/** The toast does not survive the page load to sign-in: the sign-in screen says it again. */
function rememberSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, "1");
  } catch {
    // Storage refused (private mode, quota): the toast has said it.
  }
}

/** Whether the last page ended because the session did (read once: the next visit starts clean). */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === "1";
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
}
