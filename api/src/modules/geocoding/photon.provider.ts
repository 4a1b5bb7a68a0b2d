import { z } from "zod";
import { CITY_BOUNDS } from "../../domain/neighborhoods";
import { LOCALITY_CENTRE, type AddressSuggestion } from "./address-suggestion";
import { compact, fieldsSchema, firstText, joinParts, text } from "./provider-fields";
import { UpstreamError, type GeocodingProvider } from "./upstream-client";

const collectionSchema = z.object({ features: z.array(z.unknown()) });
const featureSchema = z.object({
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: fieldsSchema.optional(),
});

const NEIGHBOURHOOD_PLACES = new Set(["neighbourhood", "quarter", "residential"]);

/**
 * Photon (photon.komoot.io or self-hosted): made for type-ahead, biased towards a point and
 * filtered to a box.
 */
export function photonProvider(baseUrl: string, upstreamLimit: number): GeocodingProvider {
  const endpoint = `${baseUrl.replace(/\/+$/u, "")}/api`;
  return {
    kind: "photon",
    searchUrl(query, near) {
      const focus = near ?? LOCALITY_CENTRE;
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        q: query,
        limit: String(upstreamLimit),
        lat: coordinate(focus.lat),
        lon: coordinate(focus.lng),
        bbox: [CITY_BOUNDS.west, CITY_BOUNDS.south, CITY_BOUNDS.east, CITY_BOUNDS.north].join(","),
        // Photon refuses languages its index lacks (the public one has no "es"); "default" is the
        // local name, which in Barranquilla is the Spanish one.
        lang: "default",
      }).toString();
      return url;
    },
    parse(body) {
      const collection = collectionSchema.safeParse(body);
      if (!collection.success) throw new UpstreamError("bad-response");
      return collection.data.features.flatMap((feature) => {
        const parsed = featureSchema.safeParse(feature);
        return parsed.success ? [toSuggestion(parsed.data)] : [];
      });
    },
  };
}

/** About a metre: enough for a bias, without float noise such as -74.83500000000001. */
function coordinate(degrees: number): string {
  return String(Number(degrees.toFixed(5)));
}

function toSuggestion({ geometry, properties = {} }: z.infer<typeof featureSchema>): AddressSuggestion {
  const [lon, lat] = geometry.coordinates as [number, number];
  const name = text(properties.name);
  const placeType = text(properties.osm_value) ?? "";
  const isStreet = properties.osm_key === "highway" || properties.type === "street";
  const road = firstText(properties.street, isStreet ? name : undefined);
  const houseNumber = text(properties.housenumber);
  const neighbourhood = firstText(
    properties.locality,
    NEIGHBOURHOOD_PLACES.has(placeType) ? name : undefined,
  );
  const suburb = firstText(properties.district, placeType === "suburb" ? name : undefined);
  const city = text(properties.city);
  const state = text(properties.state);
  return {
    lat: String(lat),
    lon: String(lon),
    display_name: joinParts([
      name,
      houseNumber,
      road,
      neighbourhood,
      suburb,
      city,
      state,
      text(properties.country),
    ]),
    address: compact({ road, house_number: houseNumber, neighbourhood, suburb, city, state }),
  };
}
