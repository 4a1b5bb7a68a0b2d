import { PageShell } from "../ui/page-shell";

export function TestLoginPage() {
  return <PageShell title="Ingreso de prueba" />;
}
