import { PageShell } from "../ui/page-shell";

export function MyReportsPage() {
  return <PageShell title="Mis reportes" />;
}
