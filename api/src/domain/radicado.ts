/**
 * The radicado, a petition's filing number (docs/legal-clock.md#radicado): `RIO-AAAA-NNNNNN`, the Bogotá
 * year of filing and its consecutive number in that year. The database gives them (`next_radicado`).
 */
export const RADICADO_PATTERN = /^RIO-\d{4}-\d{6}$/;

/** A typed radicado, tolerant of case and surrounding spaces, or null when the text is not one. */
export function parseRadicado(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return RADICADO_PATTERN.test(candidate) ? candidate : null;
}

/**
 * The legal terms of a petition, in días hábiles (docs/legal-clock.md): an answer within 15, a transfer
 * to the competent entity within 5, and one extension of at most as much again.
 */
export const LEGAL_TERMS = {
  answerBusinessDays: 15,
  transferBusinessDays: 5,
  maxExtensionBusinessDays: 15,
} as const;
