import { cedulaProblem, MESSAGES } from "@domain";

export interface CedulaFieldErrors {
  cedula?: string;
  consent?: string;
}

/**
 * The cédula's rules (docs/decisions.md#cédula), checked before sending so the resident hears at once; the
 * API checks again.
 */
export function validateCedulaForm(cedula: string, consent: boolean): CedulaFieldErrors {
  const errors: CedulaFieldErrors = {};
  const problem = cedulaProblem(cedula);
  if (problem) errors.cedula = problem;
  if (!consent) errors.consent = MESSAGES.consentRequired;
  return errors;
}
