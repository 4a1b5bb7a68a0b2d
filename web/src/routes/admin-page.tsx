import { PageShell } from "../ui/page-shell";

export function AdminPage() {
  return <PageShell title="Panel de administración" />;
}
