import { PageShell } from "../ui/page-shell";

export function StatisticsPage() {
  return <PageShell title="Estadísticas" />;
}
