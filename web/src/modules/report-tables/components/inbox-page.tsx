import { Checkbox, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageShell } from "../../../ui/page-shell";
import { useUrlParams } from "../../../ui/use-url-params";
import { useInbox } from "../hooks/use-inbox";
import { readTableSearch, withFilter, withPage } from "../table-search";
import { ReportFilterBar } from "./report-filter-bar";
import { ReportTableResults } from "./report-table-results";

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

  return (
    <PageShell title="Mi bandeja">
      <Text color="gray.700" mb="4">
        Los reportes abiertos de tus dependencias: primero los que vencen antes. Se actualiza sola cuando
        llega o cambia un reporte. Lo que los vecinos marcan como inapropiado está en{" "}
        <Link asChild color="teal.800" textDecoration="underline">
          <RouterLink to="/admin/moderacion">Moderación</RouterLink>
        </Link>
        .
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
      <ReportTableResults
        page={page}
        loading={loading}
        failed={Boolean(error) && !data}
        onRetry={() => void refetch()}
        caption="Mi bandeja"
        counted={["reporte abierto", "reportes abiertos"]}
        empty="No tienes reportes abiertos con estos filtros."
        pageNumber={search.page}
        // Mi bandeja pages forward only: back goes to the first page.
        back={{
          label: "Volver al inicio",
          disabled: search.page <= 1,
          onClick: () => updateParams((current) => withPage(current, {}, 1)),
        }}
        onNext={() =>
          updateParams((current) =>
            withPage(current, { after: page?.pageInfo.endCursor ?? undefined }, search.page + 1),
          )
        }
      />
    </PageShell>
  );
}
