import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { ChunkErrorBoundary, type ChunkErrorFallbackProps } from "../ui/chunk-error-boundary";
import { retryableLazy } from "../ui/retryable-lazy";
import type { ReportLocationMapProps } from "./report-location-map";

// Leaflet loads only for a report with a location, after the report itself.
const ReportLocationMap = retryableLazy(() =>
  import("./report-location-map").then((module) => module.ReportLocationMap),
);

const MAP_HEIGHT = "200px";

/** The map's place while it did not arrive: the report around it stays (docs/decisions.md#lost-connection). */
function MapFailed({ connection, retry }: ChunkErrorFallbackProps) {
  return (
    <Stack h={MAP_HEIGHT} bg="gray.100" rounded="lg" p="4" gap="3" align="start" justify="center">
      <Text color="gray.800" role="alert">
        {connection
          ? "No se pudo cargar el mapa. Revisa tu conexión; volveremos a intentarlo cuando regrese la señal."
          : "No se pudo mostrar el mapa."}
      </Text>
      <Button size="sm" colorPalette="teal" onClick={retry}>
        Reintentar
      </Button>
    </Stack>
  );
}

/**
 * A report's map as its own download, with its own boundary: a map that fails to arrive or to draw
 * takes only its own place, never the report's page.
 */
export function LazyReportLocationMap(props: ReportLocationMapProps) {
  return (
    <ChunkErrorBoundary fallback={MapFailed}>
      <Suspense fallback={<Box h={MAP_HEIGHT} bg="gray.100" rounded="lg" />}>
        <ReportLocationMap {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
