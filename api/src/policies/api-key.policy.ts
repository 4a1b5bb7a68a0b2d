import type { CurrentUser } from "../context/current-user";

/**
 * Partners' API keys (docs/open311.md#api-keys): a key files reports in the locality's name, so only a
 * super_admin issues, lists and revokes them.
 */
export function canManageApiKeys(viewer: CurrentUser | undefined): boolean {
  return viewer?.role === "super_admin";
}
