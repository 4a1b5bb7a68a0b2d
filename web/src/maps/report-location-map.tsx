import { Box } from "@chakra-ui/react";
import type { LatLng } from "@domain";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useEffect, useRef } from "react";
import { formatLatLng, tileConfig } from "./map-config";

const PIN_ICON = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Where the report is: a read-only map with its pin (tiles only when configured; no network otherwise). */
export function ReportLocationMap({ location }: { location: LatLng }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const tiles = tileConfig(import.meta.env);
    const map = L.map(container.current, {
      center: [location.lat, location.lng],
      zoom: tiles ? 16 : 15,
      zoomControl: false,
      dragging: false,
      scrollWheelZoom: false,
      keyboard: false,
      attributionControl: Boolean(tiles),
    });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map);
    L.marker([location.lat, location.lng], { icon: PIN_ICON, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [location.lat, location.lng]);
  return (
    <Box
      ref={container}
      role="img"
      aria-label={`Ubicación del reporte: ${formatLatLng(location)}`}
      h="180px"
      rounded="lg"
      borderWidth="1px"
      bg="gray.100"
      overflow="hidden"
    />
  );
}
