import { CLOSED_FILTER, PENDING_FILTER } from "@domain";
import { useParams } from "react-router-dom";
import { type FilterKey, ReportTablePage, type TableFilter } from "../modules/report-tables";
import { NotFoundPage } from "./not-found-page";

const VIEWS: Record<string, { title: string; fixed: TableFilter; hidden: FilterKey[] }> = {
  all: { title: "Todos los reportes", fixed: {}, hidden: [] },
  resueltos: { title: "Reportes resueltos", fixed: { status: "resuelto" }, hidden: ["status"] },
  pendientes: { title: "Reportes pendientes", fixed: { status: PENDING_FILTER }, hidden: ["status"] },
  cerrados: { title: "Reportes cerrados", fixed: { status: CLOSED_FILTER }, hidden: ["status"] },
  semana: { title: "Reportes de la semana", fixed: { thisWeek: true }, hidden: ["createdFrom", "createdTo"] },
};

/** `/reportes/{filter?}`: all, resueltos, pendientes, cerrados or semana; default all (docs/decisions.md#routes). */
export function AllReportsPage() {
  const { filter = "all" } = useParams();
  const view = VIEWS[filter];
  return view ? <ReportTablePage key={filter} {...view} /> : <NotFoundPage />;
}
