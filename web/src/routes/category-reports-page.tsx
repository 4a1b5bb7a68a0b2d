import { Center, Spinner } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { useParams } from "react-router-dom";
import { useCategories } from "../modules/categories";
import { ReportTablePage, TableSubjectNotFound } from "../modules/report-tables";

/** `/categoria/{categoryId}`: names come from the API (categories are data staff edit). */
export function CategoryReportsPage() {
  const { categoryId = "" } = useParams();
  const { categories, loading, error } = useCategories();
  if (loading && !categories) {
    return (
      <Center minH="50vh">
        <Spinner color="teal.600" aria-label="Cargando..." />
      </Center>
    );
  }
  const category = categories?.find((c) => c.id === categoryId);
  if (!category) {
    return <TableSubjectNotFound message={error ? MESSAGES.reportsLoadFailed : MESSAGES.categoryNotFound} />;
  }
  return (
    <ReportTablePage
      key={category.id}
      title={`Reportes de ${category.name}`}
      fixed={{ categoryId: category.id }}
      hidden={["categoryId"]}
    />
  );
}
