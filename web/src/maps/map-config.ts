import { LOCALITY_BOUNDS, NEIGHBORHOODS, type LatLng, type NeighborhoodDefinition } from "@domain";

export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface TileConfig {
  url: string;
  attribution: string;
}

/**
 * The map's tiles come from configuration (VITE_MAP_TILE_URL at build time). Without it the map has
 * no tile layer, so the app never asks a third party for anything; OpenStreetMap's tiles require
 * their attribution, which is supplied when the URL is theirs and none is configured.
 */
export function tileConfig(env: {
  VITE_MAP_TILE_URL?: string;
  VITE_MAP_TILE_ATTRIBUTION?: string;
}): TileConfig | undefined {
  const url = env.VITE_MAP_TILE_URL?.trim();
  if (!url) return undefined;
  const configured = env.VITE_MAP_TILE_ATTRIBUTION?.trim();
  const attribution = configured || (/openstreetmap\./i.test(url) ? OSM_ATTRIBUTION : "");
  return { url, attribution };
}

export const LOCALITY_CENTRE: LatLng = {
  lat: (LOCALITY_BOUNDS.south + LOCALITY_BOUNDS.north) / 2,
  lng: (LOCALITY_BOUNDS.west + LOCALITY_BOUNDS.east) / 2,
};

/** Neighbourhoods the map can place (Villa Campestre has no known centroid yet). */
export const MAPPED_NEIGHBORHOODS = (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).flatMap((n) =>
  n.centroid ? [{ slug: n.slug, label: n.label, centroid: n.centroid }] : [],
);

export function neighborhoodCentroid(slug: string): LatLng | undefined {
  return MAPPED_NEIGHBORHOODS.find((n) => n.slug === slug)?.centroid;
}

/** The neighbourhood whose label a geocoder answered with, if it is one of the 21. */
export function neighborhoodSlugForLabel(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  const wanted = fold(label);
  return NEIGHBORHOODS.find((n) => fold(n.label) === wanted)?.slug;
}

/** Coordinates as a resident reads them, e.g. "11.01234, -74.81234". */
export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
