import { MESSAGES, NEIGHBORHOODS } from "@domain";
import { useParams } from "react-router-dom";
import { ReportTablePage, TableSubjectNotFound } from "../modules/report-tables";

/** `/barrio/{neighborhood}` accepts the slug or the URL-encoded name (docs/decisions.md#routes). */
export function NeighborhoodReportsPage() {
  const { neighborhood = "" } = useParams();
  const match = NEIGHBORHOODS.find((n) => n.slug === neighborhood || n.label === neighborhood);
  if (!match) return <TableSubjectNotFound message={MESSAGES.neighborhoodNotFound} />;
  return (
    <ReportTablePage
      key={match.slug}
      title={`Reportes de ${match.label}`}
      fixed={{ neighborhood: match.slug }}
      hidden={["neighborhood"]}
    />
  );
}
