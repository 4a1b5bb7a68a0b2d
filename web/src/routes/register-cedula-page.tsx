import { PageShell } from "../ui/page-shell";

export function RegisterCedulaPage() {
  return <PageShell title="Registrar cédula" />;
}
