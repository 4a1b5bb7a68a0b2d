import { z } from "zod";
import type { LatLng } from "../../domain/neighborhoods";
import { CITY_BOUNDS } from "../../domain/neighborhoods";
import type { AddressSuggestion } from "./address-suggestion";
import { compact, fieldsSchema, firstText, text } from "./provider-fields";
import { UpstreamError, type GeocodingProvider } from "./upstream-client";

const placeSchema = z.object({
  lat: z.union([z.string(), z.number()]),
  lon: z.union([z.string(), z.number()]),
  display_name: z.string().min(1),
  address: fieldsSchema.optional(),
});

/**
 * A Nominatim-compatible service. Only a self-hosted one suits type-ahead: the public instance's
 * usage policy forbids autocomplete.
 */
export function nominatimProvider(baseUrl: string, upstreamLimit: number): GeocodingProvider {
  const endpoint = `${baseUrl.replace(/\/+$/u, "")}/search`;
  return {
    kind: "nominatim",
    searchUrl(query) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        q: query,
        format: "jsonv2",
        addressdetails: "1",
        limit: String(upstreamLimit),
        countrycodes: "co",
        viewbox: [CITY_BOUNDS.west, CITY_BOUNDS.north, CITY_BOUNDS.east, CITY_BOUNDS.south].join(","),
        bounded: "1",
        "accept-language": "es",
      }).toString();
      return url;
    },
    parse(body, near) {
      if (!Array.isArray(body)) throw new UpstreamError("bad-response");
      const suggestions = body.flatMap((place) => {
        const parsed = placeSchema.safeParse(place);
        const valid =
          parsed.success &&
          Number.isFinite(Number(parsed.data.lat)) &&
          Number.isFinite(Number(parsed.data.lon));
        return valid ? [toSuggestion(parsed.data)] : [];
      });
      return near ? nearestFirst(suggestions, near) : suggestions;
    },
  };
}

function toSuggestion(place: z.infer<typeof placeSchema>): AddressSuggestion {
  const address = place.address ?? {};
  return {
    lat: String(place.lat),
    lon: String(place.lon),
    display_name: place.display_name,
    address: compact({
      road: firstText(address.road, address.pedestrian, address.footway),
      house_number: text(address.house_number),
      neighbourhood: firstText(address.neighbourhood, address.quarter),
      suburb: firstText(address.suburb, address.city_district),
      city: firstText(address.city, address.town, address.village, address.municipality),
      state: text(address.state),
    }),
  };
}

/**
 * Nominatim has no focus point, and naming the neighbourhood in the query turns hits into misses
 * (OSM seldom tags streets with these barrios), so the bias is applied here: nearest first.
 */
function nearestFirst(suggestions: AddressSuggestion[], near: LatLng): AddressSuggestion[] {
  const cosLat = Math.cos((near.lat * Math.PI) / 180);
  const distance = (s: AddressSuggestion) =>
    (Number(s.lat) - near.lat) ** 2 + ((Number(s.lon) - near.lng) * cosLat) ** 2;
  return suggestions
    .map((suggestion) => ({ suggestion, distance: distance(suggestion) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ suggestion }) => suggestion);
}
