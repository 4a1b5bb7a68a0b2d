// Mis reportes: the module's public entry.
export { MyReportsView } from "./components/my-reports-view";
export { useLoadFailedToast } from "./hooks/use-load-failed-toast";
export { useMyReports } from "./hooks/use-my-reports";
export { loadFailureAdvice } from "./load-error";
export { statusFromSearch } from "./status-filter";
