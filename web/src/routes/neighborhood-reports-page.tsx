import { NEIGHBORHOODS } from "@domain";
import { useParams } from "react-router-dom";
import { PageShell } from "../ui/page-shell";

/** `/barrio/{neighborhood}` accepts the slug or the URL-encoded label (SPEC.md §2). */
export function NeighborhoodReportsPage() {
  const { neighborhood = "" } = useParams();
  const match = NEIGHBORHOODS.find((n) => n.slug === neighborhood || n.label === neighborhood);
  return <PageShell title={match ? `Reportes de ${match.label}` : "Barrio no encontrado"} />;
}
