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

/**
 * Removes a map made by `createLocalityMap`. Leaflet 1.9 ends a zoom animation on a 250 ms timer that does
 * not look whether the map was removed meanwhile, and then throws ("reading '_leaflet_pos'"): a screen
 * left while its map zooms (the new report's map flying to the chosen barrio, then «Es este») would end in
 * a page error. The animation is marked over first, which is all that timer checks.
 */
export function removeLocalityMap(map: L.Map): void {
  (map as L.Map & { _animatingZoom?: boolean })._animatingZoom = false;
  map.remove();
}
