// The new report form: the module's public entry.
export { NewReportForm } from "./components/new-report-form";
export { EditQueuedReport } from "./components/edit-queued-report";
