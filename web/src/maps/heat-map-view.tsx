import { Box } from "@chakra-ui/react";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { createLocalityMap, removeLocalityMap, LOCALITY_LEAFLET_BOUNDS } from "./locality-map";
import { MAPPED_NEIGHBORHOODS } from "./map-config";
import { bandOf, type HeatBand } from "./heat-map-scale";
import { declutterLabels, labelMarker, MAP_LABEL_CSS } from "./map-labels";

export interface HeatCell {
  south: number;
  west: number;
  north: number;
  east: number;
  count: number;
}

/**
 * The squares over the locality. Tiles only when configured (docs/statistics.md#heat-map); without
 * them the neighbourhoods' names give the map its shape. Nothing on it is interactive but the map.
 */
export function HeatMapView({
  cells,
  bands,
  describedBy,
}: {
  cells: HeatCell[];
  bands: HeatBand[];
  describedBy: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const squares = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = createLocalityMap(element, { minZoom: 12, maxZoom: 18, zoomSnap: 0.5 });
    L.control.zoom({ zoomInTitle: "Acercar", zoomOutTitle: "Alejar", position: "topright" }).addTo(instance);
    const labels: L.Marker[] = [];
    for (const neighborhood of MAPPED_NEIGHBORHOODS) {
      const at: L.LatLngTuple = [neighborhood.centroid.lat, neighborhood.centroid.lng];
      L.circleMarker(at, {
        radius: 3,
        color: "#134e4a",
        weight: 1,
        fillOpacity: 1,
        interactive: false,
      }).addTo(instance);
      labels.push(labelMarker(at, [neighborhood.label]).addTo(instance));
    }
    // Twenty names over a few square kilometres: only those with room show at each zoom.
    declutterLabels(instance, () => labels);
    squares.current = L.layerGroup().addTo(instance);
    instance.fitBounds(LOCALITY_LEAFLET_BOUNDS);
    map.current = instance;
    return () => {
      removeLocalityMap(instance);
      map.current = null;
      squares.current = null;
    };
  }, []);

  useEffect(() => {
    const layer = squares.current;
    const instance = map.current;
    if (!layer || !instance) return;
    layer.clearLayers();
    for (const cell of cells) {
      const color = bandOf(bands, cell.count)?.color ?? "#fcbba1";
      L.rectangle(
        [
          [cell.south, cell.west],
          [cell.north, cell.east],
        ],
        { color, weight: 1, fillColor: color, fillOpacity: 0.75, interactive: false },
      ).addTo(layer);
    }
    // Close in on where the reports are; the whole locality when there are none to show.
    const shown =
      cells.length > 0
        ? L.latLngBounds(
            cells.flatMap(
              (c) =>
                [
                  [c.south, c.west],
                  [c.north, c.east],
                ] as L.LatLngTuple[],
            ),
          )
        : undefined;
    instance.fitBounds(shown?.pad(0.3) ?? LOCALITY_LEAFLET_BOUNDS, { maxZoom: 16, animate: false });
  }, [cells, bands]);

  return (
    <Box
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.300"
      isolation="isolate"
      css={{
        "& .leaflet-container": { background: "#eef3f1", fontFamily: "inherit" },
        "& .leaflet-container:focus-visible": {
          outline: "3px solid {colors.teal.700}",
          outlineOffset: "-3px",
        },
        ...MAP_LABEL_CSS,
      }}
    >
      <Box h={{ base: "72", md: "96" }}>
        <div
          ref={container}
          style={{ height: "100%" }}
          role="region"
          aria-label="Mapa de calor de los reportes"
          aria-describedby={describedBy}
          data-testid="heat-map"
        />
      </Box>
    </Box>
  );
}
