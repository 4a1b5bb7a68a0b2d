// The header's bell: the notifications module's public entry.
export { NotificationBell } from "./components/notification-bell";
