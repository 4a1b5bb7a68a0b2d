import { SimpleGrid } from "@chakra-ui/react";
import { NEIGHBORHOODS, REPORT_STATUSES } from "@domain";
import { SelectField } from "../../../ui/select-field";
import { useCategories } from "../../categories";
import type { CommunityFilters } from "../community-filters";

const SORT_OPTIONS = [{ value: "most_supported", label: "Más apoyados" }] as const;

/**
 * Category (as staff left them: docs/staff.md#categories), barrio, status and order, kept in the URL so
 * that a filtered list can be shared.
 */
export function CommunityFiltersBar({
  filters,
  onChange,
}: {
  filters: CommunityFilters;
  /** The filters that changed; the page applies them to the URL as it is now. */
  onChange: (changes: Partial<CommunityFilters>) => void;
}) {
  const { categories } = useCategories();
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filtrar reportes"
      columns={{ base: 2, lg: 4 }}
      gap="3"
      mb="6"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Categoría"
        placeholder="Todas"
        options={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
        value={filters.categoryId ?? ""}
        onValueChange={(value) => onChange({ categoryId: value || null })}
      />
      <SelectField
        label="Barrio"
        placeholder="Todos"
        options={NEIGHBORHOODS.map((neighborhood) => ({
          value: neighborhood.slug,
          label: neighborhood.label,
        }))}
        value={filters.neighborhood ?? ""}
        onValueChange={(value) => onChange({ neighborhood: value || null })}
      />
      <SelectField
        label="Estado"
        placeholder="Todos"
        options={REPORT_STATUSES.map((status) => ({ value: status.value, label: status.label }))}
        value={filters.status ?? ""}
        onValueChange={(value) => onChange({ status: (value || null) as CommunityFilters["status"] })}
      />
      <SelectField
        label="Orden"
        placeholder="Más recientes"
        options={SORT_OPTIONS}
        value={filters.sort === "most_supported" ? "most_supported" : ""}
        onValueChange={(value) =>
          onChange({ sort: value === "most_supported" ? "most_supported" : "newest" })
        }
      />
    </SimpleGrid>
  );
}
