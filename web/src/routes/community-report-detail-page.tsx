import { PageShell } from "../ui/page-shell";

export function CommunityReportDetailPage() {
  return <PageShell title="Detalle del reporte" />;
}
