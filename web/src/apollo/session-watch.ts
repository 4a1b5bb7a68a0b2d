import { apiFetch } from "./api-fetch";

/** At most one check per this long, however often the tab comes back. */
export const SESSION_CHECK_INTERVAL_MS = 15_000;

/**
 * While a signed-in page is open, checks the session whenever the tab comes back into view or the
 * connection returns (docs/decisions.md#signed-out-visitors-and-wrong-roles): a session ended elsewhere
 * (signed out in another tab, deactivated, a password reset) is said at once, by the 401's toast, rather
 * than when the next action fails. No polling: a hidden tab costs nothing. Returns the stop function.
 */
export function watchSession(): () => void {
  let lastCheck = Date.now();
  const check = () => {
    if (document.visibilityState !== "visible") return;
    if (Date.now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    // A 401 shows the "Sesión cerrada" toast and goes to sign-in (apiFetch); other failures (offline,
    // a timeout) say nothing here: the screen's own requests report them.
    apiFetch("/api/auth/user").catch(() => undefined);
  };
  document.addEventListener("visibilitychange", check);
  window.addEventListener("online", check);
  window.addEventListener("focus", check);
  return () => {
    document.removeEventListener("visibilitychange", check);
    window.removeEventListener("online", check);
    window.removeEventListener("focus", check);
  };
}
