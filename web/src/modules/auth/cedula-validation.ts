import { cedulaProblem, MESSAGES } from "@domain";

export interface CedulaFieldErrors {
  cedula?: string;
  consent?: string;
}

/** SPEC.md §5, checked before sending so the resident hears at once; the API checks again. */
export function validateCedulaForm(cedula: string, consent: boolean): CedulaFieldErrors {
  const errors: CedulaFieldErrors = {};
  const problem = cedulaProblem(cedula);
  if (problem) errors.cedula = problem;
  if (!consent) errors.consent = MESSAGES.consentRequired;
  return errors;
}
