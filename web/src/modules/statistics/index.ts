// The statistics screen's sections.
export { AnalystToolsSection } from "./components/analyst-tools-section";
export { CategoryCards } from "./components/category-cards";
export { HeatMapSection } from "./components/heat-map-section";
export { NeighborhoodList } from "./components/neighborhood-list";
export { PeriodPicker } from "./components/period-picker";
export { SummaryCards } from "./components/summary-cards";
export { TimeSeriesSection } from "./components/time-series-section";
export { TransparencyLink } from "./components/transparency-link";
