import { Button, Center, Checkbox, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { countFormat } from "../../../ui/number-format";
import { PageShell } from "../../../ui/page-shell";
import { useUrlParams } from "../../../ui/use-url-params";
import { useInbox } from "../hooks/use-inbox";
import { readTableSearch, withFilter, withPage } from "../table-search";
import { ReportFilterBar } from "./report-filter-bar";
import { canSelect } from "../bulk-selection";
import { useRowSelection } from "../hooks/use-row-selection";
import type { TableReport } from "./report-details";
import { BulkActionsBar } from "./bulk-actions-bar";
import { ReportTable } from "./report-table";

const ASSIGNED_TO_ME = "mios";

/**
 * Mi bandeja (/bandeja): the open reports of the viewer's dependencias, the ones due first, with the
 * tables' filters (in the URL) and "solo los asignados a mí"; live as reports arrive or change.
 */
export function InboxPage() {
  const [params, updateParams] = useUrlParams();
  const search = readTableSearch(params, {});
  const assignedToMe = params.get(ASSIGNED_TO_ME) === "1";
  const { data, loading, error, refetch } = useInbox({ ...search.filter, assignedToMe }, search.after);
  const page = data?.inbox;
  const selection = useRowSelection<TableReport>();

  return (
    <PageShell title="Mi bandeja">
      <Text color="gray.700" mb="4">
        Los reportes abiertos de tus dependencias: primero los que vencen antes. Se actualiza sola cuando
        llega o cambia un reporte.
      </Text>
      <ReportFilterBar
        search={search}
        hidden={["status", "createdFrom", "createdTo", "sort"]}
        onChange={(changes) => updateParams((current) => withFilter(current, changes))}
      />
      <Checkbox.Root
        mb="4"
        colorPalette="teal"
        checked={assignedToMe}
        onCheckedChange={(details) =>
          updateParams((current) => {
            const next = withPage(current, {}, 1);
            if (details.checked === true) next.set(ASSIGNED_TO_ME, "1");
            else next.delete(ASSIGNED_TO_ME);
            return next;
          })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Solo los asignados a mí</Checkbox.Label>
      </Checkbox.Root>
      <Text role="status" aria-live="polite" color="gray.700" fontSize="sm" mb="3">
        {page
          ? `${countFormat.format(page.totalCount)} ${page.totalCount === 1 ? "reporte abierto" : "reportes abiertos"} · página ${search.page}`
          : loading
            ? "Cargando reportes..."
            : ""}
      </Text>
      {error && !data ? (
        <Stack align="start" gap="3" role="alert">
          <Text color="red.700" fontWeight="medium">
            {MESSAGES.reportsLoadFailed}
          </Text>
          <Button variant="outline" colorPalette="teal" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : !page ? (
        <Center py="10">
          <Spinner color="teal.600" aria-hidden="true" />
        </Center>
      ) : page.nodes.length === 0 ? (
        <Text color="gray.700">No tienes reportes abiertos con estos filtros.</Text>
      ) : (
        <>
          <BulkActionsBar selection={selection} />
          <ReportTable
            reports={page.nodes}
            caption="Mi bandeja"
            // Checkboxes only where the viewer may act on some row (staff; docs/staff.md#bulk-actions).
            selection={page.nodes.some(canSelect) || selection.reports.length > 0 ? selection : undefined}
          />
          <HStack as="nav" aria-label="Páginas" justify="space-between" mt="4">
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={search.page <= 1}
              onClick={() => updateParams((current) => withPage(current, {}, 1))}
            >
              Volver al inicio
            </Button>
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={!page.pageInfo.hasNextPage}
              onClick={() =>
                updateParams((current) =>
                  withPage(current, { after: page.pageInfo.endCursor ?? undefined }, search.page + 1),
                )
              }
            >
              Siguiente
            </Button>
          </HStack>
        </>
      )}
    </PageShell>
  );
}
