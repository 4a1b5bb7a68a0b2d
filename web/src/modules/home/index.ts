// The signed-in home page's parts.
export { QuickActions } from "./components/quick-actions";
export { RecentActivity } from "./components/recent-activity";
export { WelcomeBanner } from "./components/welcome-banner";
