import { Box } from "@chakra-ui/react";
import type { LatLng } from "@domain";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { createLocalityMap, HAS_TILES } from "./locality-map";
import { PIN_ICON } from "./pin-icon";
import { formatLatLng } from "./map-config";

/**
 * Where the report is: a read-only map with its pin (tiles only when configured; no network otherwise).
 * `approximate`: the centre of the report's square, all that the public view gives
 * (docs/community.md#the-public-view).
 */
export function ReportLocationMap({
  location,
  approximate = false,
}: {
  location: LatLng;
  approximate?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = createLocalityMap(container.current, {
      center: [location.lat, location.lng],
      zoom: HAS_TILES ? 16 : 15,
      dragging: false,
      scrollWheelZoom: false,
      keyboard: false,
    });
    L.marker([location.lat, location.lng], { icon: PIN_ICON, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [location.lat, location.lng]);
  return (
    <Box
      ref={container}
      role="img"
      aria-label={
        approximate
          ? `Ubicación aproximada del reporte (a unos 100 m): ${formatLatLng(location)}`
          : `Ubicación del reporte: ${formatLatLng(location)}`
      }
      h="180px"
      rounded="lg"
      borderWidth="1px"
      bg="gray.100"
      overflow="hidden"
    />
  );
}
