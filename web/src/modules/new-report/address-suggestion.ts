import { LIMITS, NEIGHBORHOODS, type LatLng, type NeighborhoodDefinition } from "@domain";
import { REQUEST_TIMEOUTS_MS, timeoutSignal } from "../../apollo/request-timeout";

/**
 * An address suggestion as `GET /api/geocode/search` answers it, in Nominatim's shape
 * (docs/decisions.md#rest-calls).
 */
export interface RawAddressSuggestion {
  lat: string;
  lon: string;
  display_name: string;
  address?: {
    road?: string;
    house_number?: string;
    neighbourhood?: string;
    suburb?: string;
    city?: string;
    state?: string;
  };
}

/** What the address input shows and hands back for one suggestion. */
export interface AddressSuggestion {
  /** Street and house number, or the first part of the display name. */
  primary: string;
  /** Neighbourhood (or suburb), city, state. */
  secondary: string;
  /** The text the field takes when the suggestion is picked. */
  text: string;
  location: LatLng;
  /** The neighbourhood or suburb the geocoder placed it in, as it names it. */
  area: string | undefined;
  /**
   * Not a place that was found: the resident's own text, which the offline gazetteer answers at the
   * chosen neighbourhood's centre. The list offers it as "Usar «…» tal como lo escribí", and picking
   * it keeps the text without moving the pin.
   */
  typed?: boolean;
}

const foldText = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("es");

/** The gazetteer's echo of `query`: the typed text as a street, placed at the neighbourhood's centre. */
export function isTypedEcho(suggestion: AddressSuggestion, query: string, neighborhood: string): boolean {
  const centroid = (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).find(
    (n) => n.slug === neighborhood,
  )?.centroid;
  return (
    centroid !== null &&
    centroid !== undefined &&
    foldText(suggestion.primary) === foldText(query) &&
    suggestion.location.lat === centroid.lat &&
    suggestion.location.lng === centroid.lng
  );
}

const clean = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

function uniqueJoin(parts: (string | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    if (!part || seen.has(part.toLocaleLowerCase("es"))) continue;
    seen.add(part.toLocaleLowerCase("es"));
    kept.push(part);
  }
  return kept.join(", ");
}

export function toAddressSuggestion(raw: RawAddressSuggestion): AddressSuggestion | undefined {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  const address = raw.address ?? {};
  const street = [clean(address.road), clean(address.house_number)].filter(Boolean).join(" ");
  const primary = street || clean(raw.display_name.split(",")[0]) || raw.display_name.trim();
  if (!primary) return undefined;
  const area = clean(address.neighbourhood) ?? clean(address.suburb);
  const secondary = uniqueJoin([area, clean(address.city), clean(address.state)]);
  const text = uniqueJoin([primary, area, clean(address.city)]).slice(0, LIMITS.addressMaxLength);
  return { primary, secondary, text, location: { lat, lng }, area };
}

function isRawSuggestion(value: unknown): value is RawAddressSuggestion {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record.lat === "string" || typeof record.lat === "number") &&
    (typeof record.lon === "string" || typeof record.lon === "number") &&
    typeof record.display_name === "string" &&
    (record.address === undefined || (typeof record.address === "object" && record.address !== null))
  );
}

/**
 * The first suggestions of an answer (5, docs/decisions.md#address-input), skipping any the input could not
 * place.
 */
export function parseSuggestions(
  body: unknown,
  limit: number = LIMITS.addressSuggestions,
): AddressSuggestion[] {
  if (!Array.isArray(body)) throw new TypeError("La búsqueda de direcciones no respondió una lista.");
  return body
    .filter(isRawSuggestion)
    .map((raw) => toAddressSuggestion({ ...raw, lat: String(raw.lat), lon: String(raw.lon) }))
    .filter((suggestion): suggestion is AddressSuggestion => suggestion !== undefined)
    .slice(0, limit);
}

/** Runs the search; the signal lets a newer keystroke cancel an older request. */
export async function searchAddresses(
  query: string,
  neighborhood: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const params = new URLSearchParams({ q: query });
  if (neighborhood) params.set("neighborhood", neighborhood);
  // Like every request, it gives up after its time (docs/decisions.md#request-timeouts).
  const clock = timeoutSignal(REQUEST_TIMEOUTS_MS.ordinary, signal);
  try {
    const response = await fetch(`/api/geocode/search?${params.toString()}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: clock.signal,
    });
    if (!response.ok)
      throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    return parseSuggestions(await response.json()).map((suggestion) =>
      isTypedEcho(suggestion, query, neighborhood) ? { ...suggestion, typed: true } : suggestion,
    );
  } finally {
    clock.clear();
  }
}
