import { Box, Link, Text } from "@chakra-ui/react";
import type { LatLng } from "@domain";
import L from "leaflet";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { createLocalityMap, removeLocalityMap, HAS_TILES } from "./locality-map";
import { PIN_ICON } from "./pin-icon";
import { MAPPED_NEIGHBORHOODS } from "./map-config";
import { declutterLabels, labelMarker, MAP_LABEL_CSS } from "./map-labels";

/** The point in OpenStreetMap's site, for whoever needs streets the app does not draw. */
export function externalMapUrl({ lat, lng }: LatLng, approximate: boolean): string {
  const zoom = approximate ? 17 : 18;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * Where the report is: a read-only map with its pin, labelled with the barrio as filed and the address
 * so that it says where even without tiles (docs/decisions.md#maps), and a link that opens the point in
 * an external map. `approximate`: the public point, the centre of the report's square, all that the
 * public view gives (docs/community.md#the-public-view).
 */
export interface ReportLocationMapProps {
  location: LatLng;
  approximate?: boolean;
  /** The barrio's name as filed. */
  neighborhood: string;
  address?: string | null;
}

export function ReportLocationMap({
  location,
  approximate = false,
  neighborhood,
  address,
}: ReportLocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const at: L.LatLngTuple = [location.lat, location.lng];
    const map = createLocalityMap(container.current, {
      center: at,
      zoom: HAS_TILES ? 16 : 15,
      dragging: false,
      scrollWheelZoom: false,
      keyboard: false,
    });
    // Leaflet's own alternative text is English ("Marker").
    L.marker(at, { icon: PIN_ICON, keyboard: false, alt: "Ubicación del reporte" }).addTo(map);
    const place = [
      approximate ? `Cerca de aquí · ${neighborhood}` : neighborhood,
      ...(address ? [address] : []),
    ];
    const strong = labelMarker(at, place, "map-label-strong").addTo(map);
    // The label starts just right of the centred pin: it may take the map's right half, and wraps
    // there instead of running off a phone's narrow map.
    const label = strong.getElement();
    const box = container.current;
    const fitLabel = () => {
      if (label) label.style.maxWidth = `${Math.max(120, box.clientWidth / 2 - 16)}px`;
    };
    if (label) {
      label.style.whiteSpace = "normal";
      // As wide as its text up to that limit (a marker's box would shrink it to its longest word).
      label.style.setProperty("width", "max-content", "important");
    }
    fitLabel();
    // A phone turned on its side and back changes the map's width: the limit follows it (before the
    // labels are decluttered for the new size).
    map.on("resize", fitLabel);
    const labels = [strong];
    // Without streets, the other barrios' names around it give the map its sense of place.
    if (!HAS_TILES) {
      for (const n of MAPPED_NEIGHBORHOODS) {
        if (n.label === neighborhood) continue;
        const centroid: L.LatLngTuple = [n.centroid.lat, n.centroid.lng];
        L.circleMarker(centroid, {
          radius: 3,
          color: "#134e4a",
          weight: 1,
          fillOpacity: 1,
          interactive: false,
        }).addTo(map);
        labels.push(labelMarker(centroid, [n.label]).addTo(map));
      }
    }
    declutterLabels(map, () => labels);
    return () => {
      removeLocalityMap(map);
    };
  }, [location.lat, location.lng, approximate, neighborhood, address]);
  const where = [neighborhood, address].filter(Boolean).join(", ");
  return (
    <Box>
      <Box
        ref={container}
        role="img"
        aria-label={
          approximate
            ? `Ubicación aproximada del reporte (a unos 100 m): ${where}`
            : `Ubicación del reporte: ${where}`
        }
        h="200px"
        rounded="lg"
        borderWidth="1px"
        bg="#eef3f1"
        overflow="hidden"
        isolation="isolate"
        css={{ "&.leaflet-container": { background: "#eef3f1", fontFamily: "inherit" }, ...MAP_LABEL_CSS }}
      />
      <Text fontSize="sm" mt="1">
        <Link
          href={externalMapUrl(location, approximate)}
          target="_blank"
          rel="noopener noreferrer"
          color="teal.800"
          textDecoration="underline"
        >
          {approximate ? "Ver la zona en OpenStreetMap" : "Abrir el punto en OpenStreetMap"}
          <ExternalLink size={14} aria-hidden="true" />
          <Text as="span" srOnly>
            (se abre en otra pestaña)
          </Text>
        </Link>
      </Text>
    </Box>
  );
}
