// The transparency screen's sections (docs/transparency.md).
export { PerformanceDefinitions } from "./components/performance-definitions";
export { PerformanceSummary, type OverallPerformance } from "./components/performance-summary";
export { PerformanceTable, type PerformanceCell } from "./components/performance-table";
