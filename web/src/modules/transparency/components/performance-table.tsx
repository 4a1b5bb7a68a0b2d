import { Table, Text } from "@chakra-ui/react";
import { BACKLOG_AGE_BUCKETS } from "@domain";
import { countFormat } from "../../../ui/number-format";
import { daysText, percentText, type DaysFigure, type RateFigure } from "../performance-format";

export interface PerformanceCell {
  key: string;
  name: string;
  reports: number;
  answerDays: DaysFigure;
  resolutionDays: DaysFigure;
  answeredInTerm: RateFigure;
  reopened: RateFigure;
  confirmedByResidents: RateFigure;
  backlog: ReadonlyArray<{ key: string; count: number }>;
}

/**
 * One row per category or neighbourhood (docs/transparency.md). Wide: on a phone it scrolls inside its
 * own region, which the keyboard can reach and a screen reader names, instead of widening the page.
 */
export function PerformanceTable({
  caption,
  nameHeader,
  cells,
}: {
  caption: string;
  nameHeader: string;
  cells: readonly PerformanceCell[];
}) {
  const muted = (text: string) =>
    text.startsWith("menos") ? (
      <Text as="span" color="gray.700" fontSize="xs">
        {text}
      </Text>
    ) : (
      text
    );
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="xl"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (desplazable)`}
      maxW="100%"
    >
      <Table.Root size="sm">
        <Table.Caption
          captionSide="top"
          textAlign="start"
          fontWeight="semibold"
          color="gray.800"
          py="2"
          px="3"
        >
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader rowSpan={2}>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} textAlign="end">
              Reportes
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="colgroup" colSpan={2} textAlign="center">
              Días hábiles a la respuesta
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="colgroup" colSpan={2} textAlign="center">
              Días hábiles a la resolución
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} textAlign="end">
              Respondidos en término
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} textAlign="end">
              Reabiertos
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} textAlign="end">
              Confirmados por vecinos
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="colgroup" colSpan={BACKLOG_AGE_BUCKETS.length} textAlign="center">
              Pendientes por antigüedad (días hábiles)
            </Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">Mediana</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Percentil 90</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Mediana</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Percentil 90</Table.ColumnHeader>
            {BACKLOG_AGE_BUCKETS.map((bucket) => (
              <Table.ColumnHeader key={bucket.key} textAlign="end" whiteSpace="nowrap">
                {bucket.max === null ? `más de ${bucket.min - 1}` : `${bucket.min} a ${bucket.max}`}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cells.map((cell) => (
            <Table.Row key={cell.key}>
              <Table.ColumnHeader scope="row" fontWeight="medium" color="gray.900">
                {cell.name}
              </Table.ColumnHeader>
              <Table.Cell textAlign="end">{countFormat.format(cell.reports)}</Table.Cell>
              <Table.Cell textAlign="end">
                {muted(daysText(cell.answerDays.median, cell.answerDays.tooFewReports))}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {muted(daysText(cell.answerDays.p90, cell.answerDays.tooFewReports))}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {muted(daysText(cell.resolutionDays.median, cell.resolutionDays.tooFewReports))}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {muted(daysText(cell.resolutionDays.p90, cell.resolutionDays.tooFewReports))}
              </Table.Cell>
              <Table.Cell textAlign="end">{muted(percentText(cell.answeredInTerm))}</Table.Cell>
              <Table.Cell textAlign="end">{muted(percentText(cell.reopened))}</Table.Cell>
              <Table.Cell textAlign="end">{muted(percentText(cell.confirmedByResidents))}</Table.Cell>
              {cell.backlog.map((bucket) => (
                <Table.Cell key={bucket.key} textAlign="end">
                  {countFormat.format(bucket.count)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
