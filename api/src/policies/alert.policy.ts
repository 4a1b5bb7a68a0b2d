import type { CurrentUser } from "../context/current-user";

/**
 * Area alerts are personal (docs/alerts.md): anyone signed in keeps their own, and nobody, staff
 * included, reads or changes another's.
 */
export function canKeepAlerts(viewer: CurrentUser | undefined): viewer is CurrentUser {
  return viewer !== undefined;
}

export function isOwnAlert(viewer: CurrentUser | undefined, alert: { userId: string }): boolean {
  return viewer !== undefined && alert.userId === viewer.id;
}
