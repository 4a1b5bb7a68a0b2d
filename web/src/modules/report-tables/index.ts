// The report tables (filters in the URL, pages, the staff status select): the module's public entry.
export { ReportFilterBar, type FilterKey } from "./components/report-filter-bar";
export { ReportTable } from "./components/report-table";
export { InboxPage } from "./components/inbox-page";
export { ReportTablePage } from "./components/report-table-page";
export { TableSubjectNotFound } from "./components/table-subject-not-found";
export { usePrintedReports, useReportTable } from "./hooks/use-report-table";
export {
  describeTableSearch,
  exportQuery,
  readTableSearch,
  withFilter,
  type TableFilter,
} from "./table-search";
