import type { CurrentUser } from "../context/current-user";

/**
 * Partners' webhooks (docs/webhooks.md): the URL receives every change of a dependencia's reports and
 * the secret lets a partner act on them, so only a super_admin configures them and reads their log.
 */
export function canManageWebhooks(viewer: CurrentUser | undefined): boolean {
  return viewer?.role === "super_admin";
}
