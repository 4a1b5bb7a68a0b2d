import { createHmac } from "node:crypto";
import { LIMITS, MESSAGES } from "../../domain";

/** Version of the data-processing notice that a consent refers to (web: /tratamiento-de-datos). */
export const PRIVACY_NOTICE_VERSION = "2026-11-22";

const CEDULA_PATTERN = new RegExp(`^\\d{${LIMITS.cedulaMinDigits},${LIMITS.cedulaMaxDigits}}$`);

/** SPEC.md §5: required, digits only, 6 to 10 of them. Returns the Spanish message, or null when valid. */
export function cedulaProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0) return MESSAGES.cedulaRequired;
  return CEDULA_PATTERN.test(value) ? null : MESSAGES.cedulaInvalid;
}

export function hashCedula(cedula: string, key: string): string {
  return createHmac("sha256", key).update(cedula).digest("hex");
}

export function maskCedula(last3: string | null): string | null {
  return last3 ? `•••••${last3}` : null;
}
