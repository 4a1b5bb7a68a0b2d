import { isInCity, LOCALITY_BOUNDS, type LatLng } from "../../domain/neighborhoods";

/**
 * An address suggestion (docs/decisions.md#rest-calls), in Nominatim's own shape (coordinates as strings) so
 * that the web client parses one format whatever the upstream is.
 */
export interface AddressSuggestion {
  lat: string;
  lon: string;
  display_name: string;
  address: SuggestionAddress;
}

export interface SuggestionAddress {
  road?: string;
  house_number?: string;
  neighbourhood?: string;
  suburb?: string;
  city?: string;
  state?: string;
}

/** The middle of the locality: where results are biased when no neighbourhood is given. */
export const LOCALITY_CENTRE: LatLng = {
  lat: (LOCALITY_BOUNDS.south + LOCALITY_BOUNDS.north) / 2,
  lng: (LOCALITY_BOUNDS.west + LOCALITY_BOUNDS.east) / 2,
};

export const CITY = "Barranquilla";
export const STATE = "Atlántico";
export const COUNTRY = "Colombia";

/**
 * Up to `limit` suggestions, without repeats, inside the box a report's location must fall in, so that
 * picking one never leads to a refused report.
 */
export function tidySuggestions(suggestions: AddressSuggestion[], limit: number): AddressSuggestion[] {
  const seen = new Set<string>();
  const kept: AddressSuggestion[] = [];
  for (const suggestion of suggestions) {
    const lat = Number(suggestion.lat);
    const lng = Number(suggestion.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInCity({ lat, lng })) continue;
    const key = suggestion.display_name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(suggestion);
    if (kept.length === limit) break;
  }
  return kept;
}
