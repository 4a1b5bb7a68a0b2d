// Reports filed without a connection (docs/offline.md#filing-offline): the module's public entry.
export { OutboxRunner } from "./components/outbox-runner";
export { QueuedReportList } from "./components/queued-report-list";
