// The admin panel's public entry: what the staff screens (routes/admin-*) use.
export { AdminActions } from "./components/admin-actions";
export { AdminTiles } from "./components/admin-tiles";
export { CategoryEditor } from "./components/category-editor";
export { DependenciaEditor } from "./components/dependencia-editor";
export { ApiKeyEditor } from "./components/api-key-editor";
export { StaffDependenciasForm } from "./components/staff-dependencias-form";
export { AccountChangeDialog } from "./components/account-change-dialog";
export { ResetLinkDialog } from "./components/reset-link-dialog";
export { UserActionsMenu, type ManagedUser } from "./components/user-actions-menu";
export type { AccountChange } from "./account-changes";
export { auditChangeLines } from "./audit-entry-text";
export { useAccountChanges, useAdminUsers } from "./hooks/use-admin-users";
export { useCategoryAdmin } from "./hooks/use-category-admin";
export { useNewReportsLive } from "./hooks/use-new-reports-live";
export { useReportSummary } from "./hooks/use-report-summary";
export { ResponseTemplatesSection } from "./components/response-template-editor";
export { useResponseTemplateAdmin } from "./hooks/use-response-template-admin";
