import { PageShell } from "../ui/page-shell";

export function CommunityReportsPage() {
  return <PageShell title="Reportes comunitarios" />;
}
