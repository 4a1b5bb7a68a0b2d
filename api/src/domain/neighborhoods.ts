/**
 * The 21 neighbourhoods of the Riomar locality (slugs fixed, docs/decisions.md#neighbourhoods; labels and
 * approximate centroids from NEIGHBOURHOODS.md). Centroids centre maps and seed the offline gazetteer; they
 * are not boundaries. Villa Campestre's centroid is unknown, so it is null rather than invented.
 */
export const NEIGHBORHOODS = [
  { slug: "riomar", label: "Riomar", centroid: { lat: 11.0111, lng: -74.8152 } },
  { slug: "las-tres-ave-maria", label: "Las Tres Ave Marías", centroid: { lat: 11.021, lng: -74.8076 } },
  { slug: "altamira", label: "Altamira", centroid: { lat: 11.0059, lng: -74.8232 } },
  { slug: "altos-de-riomar", label: "Altos de Riomar", centroid: { lat: 11.0148, lng: -74.8205 } },
  { slug: "san-salvador", label: "San Salvador", centroid: { lat: 11.0239, lng: -74.8048 } },
  { slug: "altos-del-limon", label: "Altos del Limón", centroid: { lat: 11.0143, lng: -74.8245 } },
  { slug: "san-vicente", label: "San Vicente", centroid: { lat: 11.0062, lng: -74.8199 } },
  { slug: "andalucia", label: "Andalucía", centroid: { lat: 11.0156, lng: -74.8143 } },
  { slug: "santa-monica", label: "Santa Mónica", centroid: { lat: 11.0101, lng: -74.822 } },
  {
    slug: "corregimiento-eduardo-santos",
    label: "Corregimiento Eduardo Santos",
    centroid: { lat: 11.0313, lng: -74.8662 },
  },
  { slug: "la-playa", label: "La Playa", centroid: { lat: 11.0313, lng: -74.8662 } },
  { slug: "siape", label: "Siape", centroid: { lat: 11.027, lng: -74.802 } },
  { slug: "el-limoncito", label: "El Limoncito", centroid: { lat: 11.0194, lng: -74.8111 } },
  { slug: "solaire-norte", label: "Solaire Norte", centroid: { lat: 11.015, lng: -74.8101 } },
  { slug: "el-poblado", label: "El Poblado", centroid: { lat: 11.0068, lng: -74.8267 } },
  { slug: "villa-campestre", label: "Villa Campestre", centroid: null },
  { slug: "la-floresta", label: "La Floresta", centroid: { lat: 11.0228, lng: -74.8095 } },
  { slug: "villa-carolina", label: "Villa Carolina", centroid: { lat: 11.0224, lng: -74.8156 } },
  { slug: "las-flores", label: "Las Flores", centroid: { lat: 11.0412, lng: -74.827 } },
  { slug: "villa-del-este", label: "Villa del Este", centroid: { lat: 11.0134, lng: -74.8114 } },
  { slug: "villa-santos", label: "Villa Santos", centroid: { lat: 11.0108, lng: -74.8341 } },
] as const satisfies readonly NeighborhoodDefinition[];

export interface LatLng {
  lat: number;
  lng: number;
}

export interface NeighborhoodDefinition {
  slug: string;
  label: string;
  centroid: LatLng | null;
}

export type NeighborhoodSlug = (typeof NEIGHBORHOODS)[number]["slug"];

export const NEIGHBORHOOD_SLUGS: readonly NeighborhoodSlug[] = NEIGHBORHOODS.map((n) => n.slug);

export function isNeighborhoodSlug(value: unknown): value is NeighborhoodSlug {
  return typeof value === "string" && (NEIGHBORHOOD_SLUGS as readonly string[]).includes(value);
}

export function neighborhoodLabel(slug: string): string | undefined {
  return NEIGHBORHOODS.find((n) => n.slug === slug)?.label;
}

/** Roughly the Riomar locality (NEIGHBOURHOODS.md), for centring a map on it. */
export const LOCALITY_BOUNDS = { south: 11.0, west: -74.87, north: 11.045, east: -74.8 } as const;

/** A generous box around Barranquilla: a report's location outside it is a mistake. */
export const CITY_BOUNDS = { south: 10.85, west: -74.95, north: 11.15, east: -74.7 } as const;

export function isInCity({ lat, lng }: LatLng): boolean {
  return (
    lat >= CITY_BOUNDS.south && lat <= CITY_BOUNDS.north && lng >= CITY_BOUNDS.west && lng <= CITY_BOUNDS.east
  );
}

/**
 * Whether `point` is in Riomar: within the locality's box and near enough to one of its barrios. A
 * photo's GPS is offered as the report's pin only then (docs/decisions.md#photo-location).
 */
export function isInLocality(point: LatLng): boolean {
  const { south, west, north, east } = LOCALITY_BOUNDS;
  const inBox = point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east;
  return inBox && nearestNeighborhood(point) !== undefined;
}

/** Metres between two points (haversine; plenty precise at a locality's scale). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Farther than this from every known centre, a point is not said to be in any neighbourhood. */
export const NEAREST_NEIGHBORHOOD_MAX_METERS = 2000;
/**
 * Centroids are approximate and neighbourhoods are a few hundred metres across: a chosen
 * neighbourhood is questioned only when another centre is clearly closer to the point.
 */
export const NEIGHBORHOOD_MISMATCH_MARGIN_METERS = 250;

/** The neighbourhood whose centre is nearest to `point`, if one is near enough. */
export function nearestNeighborhood(point: LatLng): NeighborhoodDefinition | undefined {
  let best: { neighborhood: NeighborhoodDefinition; distance: number } | undefined;
  for (const neighborhood of NEIGHBORHOODS as readonly NeighborhoodDefinition[]) {
    if (!neighborhood.centroid) continue;
    const distance = distanceMeters(point, neighborhood.centroid);
    if (!best || distance < best.distance) best = { neighborhood, distance };
  }
  return best && best.distance <= NEAREST_NEIGHBORHOOD_MAX_METERS ? best.neighborhood : undefined;
}

/**
 * The neighbourhood `point` more likely belongs to than `chosen`, when they clearly disagree; the
 * resident decides (a suggestion, never an override). Unknown when `chosen` has no known centre.
 */
export function likelierNeighborhood(point: LatLng, chosen: string): NeighborhoodDefinition | undefined {
  const nearest = nearestNeighborhood(point);
  const chosenCentroid = (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).find(
    (n) => n.slug === chosen,
  )?.centroid;
  if (!nearest || !chosenCentroid || nearest.slug === chosen || !nearest.centroid) return undefined;
  const margin = distanceMeters(point, chosenCentroid) - distanceMeters(point, nearest.centroid);
  return margin > NEIGHBORHOOD_MISMATCH_MARGIN_METERS ? nearest : undefined;
}
