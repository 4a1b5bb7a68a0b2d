// The signed-in home page's parts.
export { HomeStatCards } from "./components/home-stat-cards";
export { QuickActions } from "./components/quick-actions";
export { RecentActivity } from "./components/recent-activity";
export { WelcomeBanner } from "./components/welcome-banner";
