import { LOCALITY_BOUNDS } from "@domain";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { tileConfig } from "./map-config";

/**
 * The one Leaflet set-up of the app: every map starts here, so tiles and their attribution are the same
 * everywhere. Tiles come from configuration (`map-config.ts`): without them a map asks no third party for
 * anything and shows the neighbourhoods on a plain background. The pin is apart (`pin-icon.ts`), so that
 * a map without pins does not download its images.
 */
const tiles = tileConfig(import.meta.env);

/** Whether the build configured map tiles (streets to see), which changes how close a map can usefully go. */
export const HAS_TILES = tiles !== undefined;

/** Riomar's rectangle, for `fitBounds`. */
export const LOCALITY_LEAFLET_BOUNDS: L.LatLngBoundsLiteral = [
  [LOCALITY_BOUNDS.south, LOCALITY_BOUNDS.west],
  [LOCALITY_BOUNDS.north, LOCALITY_BOUNDS.east],
];

/**
 * A Leaflet map in `element` with the configured tiles and their attribution (no "Leaflet" prefix, which
 * links outside the app), and no zoom buttons: each map brings its own, named in Spanish.
 */
export function createLocalityMap(element: HTMLElement, options: L.MapOptions): L.Map {
  const map = L.map(element, { ...options, zoomControl: false, attributionControl: false });
  if (tiles) {
    L.control.attribution({ prefix: false, position: "bottomright" }).addTo(map);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
  }
  return map;
}
