import { ApiKeyEditor } from "../modules/admin";
import { PageShell } from "../ui/page-shell";

/** /admin/integraciones (super_admins): partners' Open311 API keys. */
export function AdminIntegracionesPage() {
  return (
    <PageShell title="Integraciones">
      <ApiKeyEditor />
    </PageShell>
  );
}
