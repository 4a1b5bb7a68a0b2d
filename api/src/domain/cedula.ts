import { LIMITS } from "./limits";
import { MESSAGES } from "./messages";

/** Version of the data-processing notice (/tratamiento-de-datos) that a recorded consent refers to. */
export const PRIVACY_NOTICE_VERSION = "2026-11-23";

const CEDULA_PATTERN = new RegExp(`^\\d{${LIMITS.cedulaMinDigits},${LIMITS.cedulaMaxDigits}}$`);

/**
 * Required, digits only, 6 to 10 of them (docs/decisions.md#cédula). Returns the Spanish message, or null
 * when valid.
 */
export function cedulaProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0) return MESSAGES.cedulaRequired;
  return CEDULA_PATTERN.test(value) ? null : MESSAGES.cedulaInvalid;
}
