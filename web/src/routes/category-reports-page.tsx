import { CATEGORIES } from "@domain";
import { useParams } from "react-router-dom";
import { PageShell } from "../ui/page-shell";

export function CategoryReportsPage() {
  const { categoryId } = useParams();
  const category = CATEGORIES.find((c) => c.id === categoryId);
  return <PageShell title={category ? `Reportes de ${category.name}` : "Categoría no encontrada"} />;
}
