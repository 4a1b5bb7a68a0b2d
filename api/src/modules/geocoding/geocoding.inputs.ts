import { z } from "zod";
import { LIMITS, MESSAGES, NEIGHBORHOODS, type NeighborhoodDefinition } from "../../domain";
import { collapseSpaces } from "./address-normaliser";

export const GEOCODING_MESSAGES = { unknownNeighborhood: "Barrio desconocido." } as const;

/**
 * `GET /api/geocode/search?q=&neighborhood=`: what was typed, spaces collapsed (anything but text
 * counts as nothing typed), and the barrio it should be near, when one is chosen.
 */
export const addressSearchInput = z.object({
  q: z
    .unknown()
    .transform((value) => collapseSpaces(typeof value === "string" ? value : ""))
    // Longer than a report's address may be: not an address.
    .pipe(z.string().max(LIMITS.addressMaxLength, { error: MESSAGES.addressTooLong })),
  neighborhood: z.unknown().transform((value, context): NeighborhoodDefinition | undefined => {
    if (value === undefined || value === "") return undefined;
    const found = (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).find(({ slug }) => slug === value);
    if (!found) context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.unknownNeighborhood });
    return found;
  }),
});
