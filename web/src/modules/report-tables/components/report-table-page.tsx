import type { ReactNode } from "react";
import { PageShell } from "../../../ui/page-shell";
import { useUrlParams } from "../../../ui/use-url-params";
import { useReportTable } from "../hooks/use-report-table";
import { readTableSearch, withFilter, withPage, type TableFilter } from "../table-search";
import { ReportFilterBar, type FilterKey } from "./report-filter-bar";
import { ReportTableResults } from "./report-table-results";

/**
 * A report table screen (/reportes/*, /barrio/*, /categoria/*): the filters the route fixes, the filter
 * bar for the rest, the table, and pages by cursor ("Anterior"/"Siguiente"), all in the URL.
 */
export function ReportTablePage({
  title,
  fixed,
  hidden,
  intro,
}: {
  title: string;
  fixed: TableFilter;
  hidden: ReadonlyArray<FilterKey>;
  intro?: ReactNode;
}) {
  const [params, updateParams] = useUrlParams();
  const search = readTableSearch(params, fixed);
  const { data, loading, error, refetch } = useReportTable(search);
  const page = data?.searchReports;

  return (
    <PageShell title={title}>
      {intro}
      <ReportFilterBar
        search={search}
        hidden={hidden}
        onChange={(changes) => updateParams((current) => withFilter(current, changes))}
      />
      <ReportTableResults
        page={page}
        loading={loading}
        failed={Boolean(error) && !data}
        onRetry={() => void refetch()}
        caption={title}
        counted={["reporte", "reportes"]}
        empty="No hay reportes con estos filtros."
        pageNumber={search.page}
        back={{
          label: "Anterior",
          disabled: search.page <= 1 || !page?.pageInfo.startCursor,
          onClick: () =>
            updateParams((current) =>
              search.page <= 2
                ? withPage(current, {}, 1)
                : withPage(current, { before: page?.pageInfo.startCursor ?? undefined }, search.page - 1),
            ),
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
