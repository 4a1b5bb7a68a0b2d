import { Box, Button, Checkbox, HStack, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { ChevronDown, ChevronRight } from "lucide-react";
import { Fragment, useState } from "react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { CategoryIcon } from "../../../ui/category-icon";
import { RelativeTime } from "../../../ui/relative-time";
import { DueDate, neighborhoodName, severityName, StatusBadge } from "../../report-view";
import { canSelect } from "../bulk-selection";
import type { RowSelection } from "../hooks/use-row-selection";
import { ReportDetails, type TableReport } from "./report-details";

/**
 * A row of a report table: its columns, what staff may do with it, and the shared card its opened row
 * shows (ReportCard_report; staff's texts are read when a row opens: ReportTextsQuery).
 */
export const ReportTableReportFragment = graphql(`
  fragment ReportTable_report on Report {
    id
    radicado
    category {
      id
      name
      icon
    }
    neighborhood
    address
    severity
    status
    location {
      lat
      lng
      approximate
    }
    anonymous
    allowContact
    votesCount
    createdAt
    photos {
      id
      url
      thumbnailUrl
      width
      height
    }
    author {
      firstName
      lastName
      email
    }
    dependencia {
      id
      name
    }
    assignee {
      id
      name
    }
    dueAt
    channel
    moderation {
      state
      notice
    }
    ...DueDate_report
    ...ReportCard_report
    viewerCan {
      changeStatus
      nextStatuses
      restore
      route
      assign
      extendDueDate
    }
  }
`);

/** A row's checkbox, named by its radicado; disabled when the viewer may do nothing with it. */
function RowCheckbox({ report, selection }: { report: TableReport; selection: RowSelection<TableReport> }) {
  const allowed = canSelect(report);
  return (
    <Checkbox.Root
      colorPalette="teal"
      disabled={!allowed}
      checked={selection.isSelected(report.id)}
      onCheckedChange={(details) => selection.toggle(report, details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>
        {allowed
          ? `Seleccionar el reporte ${report.radicado}`
          : `El reporte ${report.radicado} no admite acciones tuyas`}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** "Seleccionar todos los de esta página": checked when every row that may be selected is. */
function PageCheckbox({
  reports,
  selection,
  visibleLabel = false,
}: {
  reports: readonly TableReport[];
  selection: RowSelection<TableReport>;
  visibleLabel?: boolean;
}) {
  const selectable = reports.filter(canSelect);
  const count = selectable.filter((report) => selection.isSelected(report.id)).length;
  const checked = count === 0 ? false : count === selectable.length ? true : "indeterminate";
  return (
    <Checkbox.Root
      colorPalette="teal"
      disabled={selectable.length === 0}
      checked={checked}
      onCheckedChange={(details) => selection.setPage(reports, details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly={!visibleLabel}>Seleccionar todos los de esta página</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Reports as a table with rows that open to the whole report; on a phone, as a list of cards that open
 * the same way. One row open at a time keeps the page short.
 */
export function ReportTable({
  reports: reportRefs,
  caption,
  selection,
}: {
  reports: ReadonlyArray<FragmentType<typeof ReportTableReportFragment>>;
  caption: string;
  /** Staff's selection for bulk actions (docs/staff.md#bulk-actions); without it, no checkboxes. */
  selection?: RowSelection<TableReport>;
}) {
  const reports = getFragmentData(ReportTableReportFragment, reportRefs);
  const [open, setOpen] = useState<string | null>(null);
  const layout = useBreakpointValue({ base: "cards", md: "table" }, { fallback: "md" });
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));

  if (layout === "cards") {
    return (
      <Stack gap="3">
        {selection && (
          <Box px="1">
            <PageCheckbox reports={reports} selection={selection} visibleLabel />
          </Box>
        )}
        <Stack as="ul" listStyleType="none" gap="3" aria-label={caption}>
          {reports.map((report) => (
            <Box as="li" key={report.id} bg="white" borderWidth="1px" rounded="xl" p="4">
              <Stack gap="2">
                <HStack align="start" gap="3">
                  {selection && <RowCheckbox report={report} selection={selection} />}
                  <Text fontWeight="semibold" color="gray.900">
                    <CategoryIcon name={report.category.icon} size={16} style={{ display: "inline" }} />{" "}
                    {report.category.name}{" "}
                    <Text as="span" fontFamily="mono" fontSize="sm" color="gray.600">
                      {report.radicado}
                    </Text>
                  </Text>
                </HStack>
                <Text fontSize="sm" color="gray.700">
                  {neighborhoodName(report.neighborhood)} · {severityName(report.severity)} ·{" "}
                  <RelativeTime value={report.createdAt} />
                </Text>
                <Box fontSize="sm">
                  <StatusBadge status={report.status} /> <DueDate report={report} />
                </Box>
                <ToggleButton open={open === report.id} onClick={() => toggle(report.id)} report={report} />
                {open === report.id && <ReportDetails report={report} />}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader width="1">
                <PageCheckbox reports={reports} selection={selection} />
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader>Radicado</Table.ColumnHeader>
            <Table.ColumnHeader>Categoría</Table.ColumnHeader>
            <Table.ColumnHeader>Barrio</Table.ColumnHeader>
            <Table.ColumnHeader>Gravedad</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Plazo</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Apoyos</Table.ColumnHeader>
            <Table.ColumnHeader>Enviado</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Detalles</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reports.map((report) => (
            <Fragment key={report.id}>
              <Table.Row>
                {selection && (
                  <Table.Cell>
                    <RowCheckbox report={report} selection={selection} />
                  </Table.Cell>
                )}
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {report.radicado}
                </Table.Cell>
                {/* The table's cells keep to one line; names may wrap, so that the row's button stays in
                    view at desktop width ("Corregimiento Eduardo Santos", "Vencido hace 318 días hábiles"). */}
                <Table.Cell whiteSpace="normal">
                  <CategoryIcon name={report.category.icon} size={16} style={{ display: "inline" }} />{" "}
                  {report.category.name}
                </Table.Cell>
                <Table.Cell whiteSpace="normal">{neighborhoodName(report.neighborhood)}</Table.Cell>
                <Table.Cell>{severityName(report.severity)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={report.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="normal">
                  <DueDate report={report} wrap />
                </Table.Cell>
                <Table.Cell textAlign="end">{report.votesCount}</Table.Cell>
                <Table.Cell whiteSpace="normal">
                  <RelativeTime value={report.createdAt} />
                </Table.Cell>
                <Table.Cell>
                  <ToggleButton open={open === report.id} onClick={() => toggle(report.id)} report={report} />
                </Table.Cell>
              </Table.Row>
              {open === report.id && (
                <Table.Row>
                  <Table.Cell colSpan={selection ? 10 : 9} bg="gray.50" p="4">
                    <ReportDetails report={report} />
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ToggleButton({
  open,
  onClick,
  report,
}: {
  open: boolean;
  onClick: () => void;
  report: TableReport;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="teal"
      aria-expanded={open}
      aria-label={`${open ? "Ocultar" : "Ver"} detalles del reporte ${report.radicado}`}
      onClick={onClick}
    >
      {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      {open ? "Ocultar" : "Ver detalles"}
    </Button>
  );
}
