import { Box, Heading, Skeleton, Table, Text } from "@chakra-ui/react";
import { countFormat } from "../../../ui/number-format";
import { dayFormat, monthFormat, TIME_ZONE_NOTE } from "../statistics-format";
import { SERIES_COLORS, TimeSeriesChart, type SeriesPoint } from "./time-series-chart";

/** The period's reports filed and resolved over time: a chart, and the same numbers as a table. */
export function TimeSeriesSection({
  points,
  byMonth,
  loading,
}: {
  points: SeriesPoint[] | undefined;
  byMonth: boolean;
  loading: boolean;
}) {
  const label = (point: SeriesPoint) => (byMonth ? monthFormat(point.start) : dayFormat(point.start));
  const filed = points?.reduce((sum, point) => sum + point.filed, 0) ?? 0;
  const resolved = points?.reduce((sum, point) => sum + point.resolved, 0) ?? 0;
  const summary =
    points && points.length > 0
      ? `Reportes creados y resueltos por ${byMonth ? "mes" : "día"}, del ${label(points[0]!)} al ${label(points.at(-1)!)}: ${countFormat.format(filed)} creados y ${countFormat.format(resolved)} resueltos.`
      : "";
  return (
    <Box
      as="section"
      aria-labelledby="statistics-series-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
    >
      <Heading id="statistics-series-title" as="h2" size="xl" color="teal.900" mb="1">
        Reportes en el tiempo
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="4">
        Creados: reportes presentados ese {byMonth ? "mes" : "día"}. Resueltos: reportes resueltos por primera
        vez ese {byMonth ? "mes" : "día"}, aunque se hayan creado antes; por eso su suma puede superar la
        tarjeta «Resueltos», que cuenta los creados en el periodo. {TIME_ZONE_NOTE}
      </Text>
      {loading || !points ? (
        <Skeleton h="64" rounded="lg" aria-hidden="true" />
      ) : (
        <>
          <TimeSeriesChart points={points} byMonth={byMonth} label={summary} />
          <details>
            <Box as="summary" cursor="pointer" color="teal.800" fontWeight="medium" mt="3">
              Ver los datos como tabla
            </Box>
            {/* It scrolls: a keyboard must reach it to scroll it, and then hears what it is. */}
            <Box
              maxH="80"
              overflowY="auto"
              mt="3"
              tabIndex={0}
              role="region"
              aria-label={`Datos de la gráfica: ${summary}`}
              focusVisibleRing="outside"
              focusRingColor="teal.700"
            >
              <Table.Root size="sm" variant="outline" stickyHeader>
                <Table.Caption>{summary}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{byMonth ? "Mes" : "Día"}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end" color={SERIES_COLORS.filed}>
                      Creados
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end" color={SERIES_COLORS.resolved}>
                      Resueltos
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {points.map((point) => (
                    <Table.Row key={point.start}>
                      <Table.Cell>{label(point)}</Table.Cell>
                      <Table.Cell textAlign="end">{countFormat.format(point.filed)}</Table.Cell>
                      <Table.Cell textAlign="end">{countFormat.format(point.resolved)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </details>
        </>
      )}
    </Box>
  );
}
