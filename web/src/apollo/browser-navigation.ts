import { safeReturnPath } from "@domain";

/**
 * Full-page navigations (sign-in, sign-out, after a session change) go through here so that tests can
 * replace them: jsdom's `window.location` cannot be reassigned or spied on.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** `/api/login`, coming back to `returnTo` afterwards when it is a path of this app. */
export function loginPath(returnTo?: string): string {
  const path = returnTo === undefined ? "/" : safeReturnPath(returnTo);
  return path === "/" ? "/api/login" : `/api/login?returnTo=${encodeURIComponent(path)}`;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
