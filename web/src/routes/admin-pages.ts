// The admin panel's screens, one download for all of them: staff open several in a session, and one
// import in the router instead of eight keeps the landing page's first download smaller
// (docs/decisions.md#first-download), as account-pages.ts does for the sign-in screens.
export { AdminActivityPage } from "./admin-activity-page";
export { AdminDependenciasPage } from "./admin-dependencias-page";
export { AdminIntegracionesPage } from "./admin-integraciones-page";
export { AdminModerationPage } from "./admin-moderation-page";
export { AdminPage } from "./admin-page";
export { AdminReportPage } from "./admin-report-page";
export { AdminSettingsPage } from "./admin-settings-page";
export { AdminUsersPage } from "./admin-users-page";
