// The header's bell: the notifications module's public entry.
export { NotificationBell } from "./components/notification-bell";
export { PushToggle } from "./components/push-toggle";
export { checkPushOwner, forgetPushSubscription } from "./push/web-push";
