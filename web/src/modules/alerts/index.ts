// Area alerts (docs/alerts.md): the /alertas screen's list and forms.
export { AlertManager } from "./components/alert-list";
export { AlertForm, type AlertValues } from "./components/alert-form";
export { MyAreaAlertsQuery, useAreaAlerts } from "./hooks/use-area-alerts";
