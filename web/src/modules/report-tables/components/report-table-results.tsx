import { Button, Center, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { getFragmentData, type FragmentType } from "../../../gql";
import { countFormat } from "../../../ui/number-format";
import { canSelect } from "../bulk-selection";
import { useRowSelection } from "../hooks/use-row-selection";
import { BulkActionsBar } from "./bulk-actions-bar";
import type { TableReport } from "./report-details";
import { ReportTable, ReportTableReportFragment } from "./report-table";

export interface ResultsPage {
  nodes: ReadonlyArray<FragmentType<typeof ReportTableReportFragment>>;
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
}

/**
 * What every report table screen shows under its filters: the count (announced), the table with its
 * row selection and bulk actions, and the pages; or, while there is nothing to show, the spinner, the
 * load failure with "Reintentar", or the empty message.
 */
export function ReportTableResults({
  page,
  loading,
  failed,
  onRetry,
  caption,
  counted,
  empty,
  pageNumber,
  back,
  onNext,
}: {
  page: ResultsPage | undefined;
  loading: boolean;
  /** The request failed and there is nothing earlier to show. */
  failed: boolean;
  onRetry: () => void;
  caption: string;
  /** How the count reads, e.g. ["reporte", "reportes"]. */
  counted: readonly [string, string];
  empty: string;
  pageNumber: number;
  /** The button before "Siguiente": the previous page, or back to the first. */
  back: { label: string; disabled: boolean; onClick: () => void };
  onNext: () => void;
}) {
  const selection = useRowSelection<TableReport>();
  return (
    <>
      <Text role="status" aria-live="polite" color="gray.700" fontSize="sm" mb="3">
        {page
          ? `${countFormat.format(page.totalCount)} ${page.totalCount === 1 ? counted[0] : counted[1]} · página ${pageNumber}`
          : loading
            ? "Cargando reportes..."
            : ""}
      </Text>
      {failed ? (
        <Stack align="start" gap="3" role="alert">
          <Text color="red.700" fontWeight="medium">
            {MESSAGES.reportsLoadFailed}
          </Text>
          <Button variant="outline" colorPalette="teal" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      ) : !page ? (
        <Center py="10">
          <Spinner color="teal.600" aria-hidden="true" />
        </Center>
      ) : page.nodes.length === 0 ? (
        <Text color="gray.700">{empty}</Text>
      ) : (
        <>
          <BulkActionsBar selection={selection} />
          <ReportTable
            reports={page.nodes}
            caption={caption}
            // Checkboxes only where the viewer may act on some row (staff; docs/staff.md#bulk-actions).
            selection={
              getFragmentData(ReportTableReportFragment, page.nodes).some(canSelect) ||
              selection.reports.length > 0
                ? selection
                : undefined
            }
          />
          <HStack as="nav" aria-label="Páginas" justify="space-between" mt="4">
            <Button variant="outline" colorPalette="teal" disabled={back.disabled} onClick={back.onClick}>
              {back.label}
            </Button>
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={!page.pageInfo.hasNextPage}
              onClick={onNext}
            >
              Siguiente
            </Button>
          </HStack>
        </>
      )}
    </>
  );
}
