import type { CurrentUser } from "../context/current-user";

/**
 * Web Push subscriptions are personal (docs/push.md#subscribing): anyone signed in keeps their own
 * browsers' subscriptions, and nobody, staff included, reads or removes another person's.
 */
export function canKeepPushSubscriptions(viewer: CurrentUser | undefined): viewer is CurrentUser {
  return viewer !== undefined;
}

export function isOwnPushSubscription(
  viewer: CurrentUser | undefined,
  subscription: { userId: string },
): boolean {
  return viewer !== undefined && subscription.userId === viewer.id;
}
