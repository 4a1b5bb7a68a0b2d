import { PageShell } from "../ui/page-shell";

export function NewReportPage() {
  return <PageShell title="Nuevo reporte" />;
}
