import { Box, Button, Field, HStack, Input, SimpleGrid } from "@chakra-ui/react";
import { ChevronDown, ChevronRight, Search, SlidersHorizontal } from "lucide-react";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { useCategories } from "../../categories";
import { SelectField } from "../../../ui/select-field";
import {
  NEIGHBORHOOD_OPTIONS,
  SEVERITY_OPTIONS,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type TableSearch,
} from "../table-search";

export type FilterKey =
  "status" | "categoryId" | "neighborhood" | "severity" | "createdFrom" | "createdTo" | "text" | "sort";

/** Below Chakra's `md` breakpoint (48rem): a phone, where the filters fold away behind one button. */
const PHONE_QUERY = "(max-width: 47.99rem)";

/**
 * The pages whose folded filters the resident opened: the bar may be drawn anew while they use them (a
 * slow answer, the session re-read), and it must not fold itself under their finger.
 */
const openFilterPanels = new Set<string>();

function useFilterPanelOpen(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => openFilterPanels.has(pathname));
  return [
    open,
    (next) => {
      if (next) openFilterPanels.add(pathname);
      else openFilterPanels.delete(pathname);
      setOpen(next);
    },
  ];
}

function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** How many of the offered filters (and the order) differ from the table's default. */
export function activeFilterCount(search: TableSearch, hidden: ReadonlyArray<FilterKey>): number {
  const values: Record<FilterKey, unknown> = {
    status: search.filter.status,
    categoryId: search.filter.categoryId,
    neighborhood: search.filter.neighborhood,
    severity: search.filter.severity,
    createdFrom: search.filter.createdFrom,
    createdTo: search.filter.createdTo,
    text: search.filter.text,
    sort: search.sort === "newest" ? undefined : search.sort,
  };
  return (Object.keys(values) as FilterKey[]).filter(
    (key) => !hidden.includes(key) && values[key] !== undefined && values[key] !== "",
  ).length;
}

/**
 * The tables' filters and order; each change goes to the URL (so a filtered table can be shared and
 * survives a reload). Filters fixed by the route (a barrio's page…) are not offered. On a phone they
 * fold behind "Filtros (n)", n the ones in use, so that the table is not eight fields down the page.
 */
export function ReportFilterBar({
  search,
  hidden,
  onChange,
}: {
  search: TableSearch;
  hidden: ReadonlyArray<FilterKey>;
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
}) {
  const { categories } = useCategories();
  // What is typed stays while other filters change; a new text in the URL (back, a link) replaces it.
  const urlText = search.filter.text ?? "";
  const [text, setText] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }
  const ids = { text: useId(), from: useId(), to: useId(), panel: useId() };
  const phone = usePhoneWidth();
  const [open, setOpen] = useFilterPanelOpen();
  const active = activeFilterCount(search, hidden);
  const shown = (key: FilterKey) => !hidden.includes(key);
  const handleText = (event: FormEvent) => {
    event.preventDefault();
    onChange({ text: text.trim() });
  };

  const grid = (
    <SimpleGrid
      as="section"
      id={ids.panel}
      aria-label="Filtros"
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="3"
      mb="4"
    >
      {shown("status") && (
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={STATUS_FILTER_OPTIONS}
          value={search.filter.status ?? ""}
          onValueChange={(value) => onChange({ status: value })}
        />
      )}
      {shown("categoryId") && (
        <SelectField
          label="Categoría"
          placeholder="Todas"
          options={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={search.filter.categoryId ?? ""}
          onValueChange={(value) => onChange({ categoryId: value })}
        />
      )}
      {shown("neighborhood") && (
        <SelectField
          label="Barrio"
          placeholder="Todos"
          options={NEIGHBORHOOD_OPTIONS}
          value={search.filter.neighborhood ?? ""}
          onValueChange={(value) => onChange({ neighborhood: value })}
        />
      )}
      {shown("severity") && (
        <SelectField
          label="Gravedad"
          placeholder="Todas"
          options={SEVERITY_OPTIONS}
          value={search.filter.severity ? String(search.filter.severity) : ""}
          onValueChange={(value) => onChange({ severity: value })}
        />
      )}
      {shown("createdFrom") && (
        <Field.Root>
          <Field.Label htmlFor={ids.from}>Desde</Field.Label>
          <Input
            id={ids.from}
            type="date"
            bg="white"
            value={search.filter.createdFrom ?? ""}
            onChange={(event) => onChange({ createdFrom: event.target.value })}
          />
        </Field.Root>
      )}
      {shown("createdTo") && (
        <Field.Root>
          <Field.Label htmlFor={ids.to}>Hasta</Field.Label>
          <Input
            id={ids.to}
            type="date"
            bg="white"
            value={search.filter.createdTo ?? ""}
            onChange={(event) => onChange({ createdTo: event.target.value })}
          />
        </Field.Root>
      )}
      {shown("sort") && (
        <SelectField
          label="Ordenar por"
          options={SORT_OPTIONS}
          value={search.sort}
          onValueChange={(value) => onChange({ sort: value })}
        />
      )}
      {/* A search landmark: the field's own role (group) is not one a form may take. */}
      <Field.Root as="form" role="search" onSubmit={handleText}>
        <Field.Label htmlFor={ids.text}>Buscar en dirección o descripción</Field.Label>
        <HStack gap="2" w="full">
          <Input
            id={ids.text}
            type="search"
            bg="white"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" colorPalette="teal" aria-label="Buscar">
            <Search aria-hidden="true" />
          </Button>
        </HStack>
      </Field.Root>
    </SimpleGrid>
  );
  if (!phone) return grid;
  return (
    <Box mb={open ? "0" : "4"}>
      <Button
        variant="outline"
        colorPalette="teal"
        bg="white"
        w="full"
        justifyContent="space-between"
        mb={open ? "3" : "0"}
        aria-expanded={open}
        aria-controls={open ? ids.panel : undefined}
        onClick={() => setOpen(!open)}
      >
        <HStack gap="2" as="span">
          <SlidersHorizontal aria-hidden="true" />
          {`Filtros (${active})`}
        </HStack>
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      </Button>
      {open && grid}
    </Box>
  );
}
