import { Box, Heading, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { countFormat, countOf } from "../../../ui/number-format";
import { bandOf, heatBands, nearestNeighborhoodLabel } from "../../../maps/heat-map-scale";
import { HeatMapView, type HeatCell } from "../../../maps/heat-map-view";

export interface HeatMapData {
  cellSizeDegrees: number;
  minimumCount: number;
  suppressedReports: number;
  withoutLocation: number;
  cells: HeatCell[];
}

/** How many squares the table lists: the busiest ones. */
const TABLE_ROWS = 15;

/**
 * A real map of report density (docs/decisions.md#no-unfinished-screens, docs/statistics.md#heat-map), with
 * its legend and, for screen readers and anyone who prefers it, the same squares as a table.
 */
export function HeatMapSection({ heatMap, loading }: { heatMap: HeatMapData | undefined; loading: boolean }) {
  const bands = heatBands(heatMap?.cells.map((cell) => cell.count) ?? []);
  const metres = heatMap ? Math.round(heatMap.cellSizeDegrees * 111_000) : 0;
  return (
    <Box
      as="section"
      aria-labelledby="statistics-heat-map-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
    >
      <Heading id="statistics-heat-map-title" as="h2" size="xl" color="teal.900" mb="1">
        Mapa de calor
      </Heading>
      <Text id="statistics-heat-map-help" fontSize="sm" color="gray.700" mb="4">
        Reportes por cuadros de unos {metres || 220} m de lado. Nunca se muestra la ubicación de un reporte;
        los cuadros con menos de {heatMap?.minimumCount ?? 3} reportes no se dibujan.
      </Text>
      {loading || !heatMap ? (
        <Skeleton h={{ base: "72", md: "96" }} rounded="lg" aria-hidden="true" />
      ) : (
        <Stack gap="4">
          <HeatMapView cells={heatMap.cells} bands={bands} describedBy="statistics-heat-map-help" />
          {bands.length > 0 ? (
            <HStack as="ul" listStyleType="none" gap="3" wrap="wrap" aria-label="Leyenda del mapa de calor">
              {bands.map((band) => (
                <HStack as="li" key={band.color} gap="2">
                  <Box w="5" h="4" rounded="sm" bg={band.color} borderWidth="1px" borderColor="gray.400" />
                  <Text fontSize="sm" color="gray.800">
                    {band.from === band.to ? band.from : `${band.from}–${band.to}`} reportes
                  </Text>
                </HStack>
              ))}
            </HStack>
          ) : (
            <Text color="gray.700">
              No hay zonas con {heatMap.minimumCount} o más reportes en este periodo.
            </Text>
          )}
          <Text fontSize="sm" color="gray.700">
            {countOf(heatMap.suppressedReports, "reporte", "reportes")} en cuadros con pocos reportes y{" "}
            {countFormat.format(heatMap.withoutLocation)} sin ubicación en el mapa no se dibujan.
          </Text>
          {heatMap.cells.length > 0 && (
            <details>
              <Box as="summary" cursor="pointer" color="teal.800" fontWeight="medium">
                Ver las zonas con más reportes como tabla
              </Box>
              <Table.Root size="sm" mt="3" variant="outline">
                <Table.Caption>
                  Las {Math.min(TABLE_ROWS, heatMap.cells.length)} zonas con más reportes
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Zona (cerca de)</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Reportes</Table.ColumnHeader>
                    <Table.ColumnHeader>Color en el mapa</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {heatMap.cells.slice(0, TABLE_ROWS).map((cell) => (
                    <Table.Row key={`${cell.south}:${cell.west}`}>
                      <Table.Cell>
                        {nearestNeighborhoodLabel((cell.south + cell.north) / 2, (cell.west + cell.east) / 2)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{countFormat.format(cell.count)}</Table.Cell>
                      <Table.Cell>
                        <Box
                          w="5"
                          h="4"
                          rounded="sm"
                          bg={bandOf(bands, cell.count)?.color}
                          aria-hidden="true"
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </details>
          )}
        </Stack>
      )}
    </Box>
  );
}
