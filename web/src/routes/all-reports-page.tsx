import { useParams } from "react-router-dom";
import { PageShell } from "../ui/page-shell";
import { NotFoundPage } from "./not-found-page";

const TITLES: Record<string, string> = {
  all: "Todos los reportes",
  resueltos: "Reportes resueltos",
  pendientes: "Reportes pendientes",
  semana: "Reportes de la semana",
};

/** `/reportes/{filter?}`: all, resueltos, pendientes or semana; default all (SPEC.md §2). */
export function AllReportsPage() {
  const { filter = "all" } = useParams();
  const title = TITLES[filter];
  return title ? <PageShell title={title} /> : <NotFoundPage />;
}
