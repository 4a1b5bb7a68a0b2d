import { isCategoryId, isInCity, isNeighborhoodSlug, NEARBY_LIMITS } from "@domain";
import type { ReportFormValues } from "./report-form";

/** What "¿Ya lo reportaron?" asks the API (nearbyReports), from the form as typed. */
export interface NearbyRequest {
  categoryId: string;
  neighborhood: string;
  lat: number | null;
  lng: number | null;
  text: string | null;
}

/**
 * The question for "¿Ya lo reportaron?" (docs/nearby.md#the-form), or null while it cannot be asked yet:
 * it needs the category and a place, either the pin or the barrio with an address. The address and the
 * description typed so far are the text compared with the barrio's reports.
 */
export function nearbyRequest(values: ReportFormValues): NearbyRequest | null {
  if (!isCategoryId(values.categoryId) || !isNeighborhoodSlug(values.neighborhood)) return null;
  const pin = values.location && isInCity(values.location) ? values.location : null;
  const address = values.address.trim();
  if (!pin && address === "") return null;
  const text = `${address} ${values.description.trim()}`.trim().slice(0, NEARBY_LIMITS.textMaxLength);
  return {
    categoryId: values.categoryId,
    neighborhood: values.neighborhood,
    lat: pin?.lat ?? null,
    lng: pin?.lng ?? null,
    text: text.length >= NEARBY_LIMITS.textMinLength ? text : null,
  };
}

/**
 * "No, es otro" answers for one problem: the list stays hidden while the category and the barrio stay
 * the same, and comes back for another category or barrio.
 */
export function nearbyTopic(request: Pick<NearbyRequest, "categoryId" | "neighborhood">): string {
  return `${request.categoryId}|${request.neighborhood}`;
}
