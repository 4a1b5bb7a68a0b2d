import { DependenciaEditor } from "../modules/admin";
import { PageShell } from "../ui/page-shell";

/** /admin/dependencias (super_admins): who does the work, and where new reports go. */
export function AdminDependenciasPage() {
  return (
    <PageShell title="Dependencias y reparto">
      <DependenciaEditor />
    </PageShell>
  );
}
