/** One set of severity labels everywhere (docs/decisions.md#severity-labels). */
export const SEVERITY_LEVELS = [
  { value: 1, label: "Leve" },
  { value: 2, label: "Moderado" },
  { value: 3, label: "Importante" },
  { value: 4, label: "Grave" },
  { value: 5, label: "Crítico" },
] as const;

export type Severity = (typeof SEVERITY_LEVELS)[number]["value"];

export const MIN_SEVERITY = 1;
export const MAX_SEVERITY = 5;

export function isSeverity(value: unknown): value is Severity {
  return Number.isInteger(value) && (value as number) >= MIN_SEVERITY && (value as number) <= MAX_SEVERITY;
}

export function severityLabel(value: number): string | undefined {
  return SEVERITY_LEVELS.find((level) => level.value === value)?.label;
}
