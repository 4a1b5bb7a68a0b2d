// What every report screen shows the same way: the card, the status badge, names and short ids.
export { ReportCard } from "./components/report-card";
export { ReportFact } from "./components/report-fact";
export { ReportHeadingTitle } from "./components/report-heading-title";
export { StatusBadge, StatusIcon, statusPalette } from "./components/status-badge";
export { neighborhoodName, reportPhotoAlt, severityName, statusName } from "./report-display";
export { DueDate, DueDateFragment } from "./components/due-date";
