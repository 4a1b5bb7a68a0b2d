import { z } from "zod";

/** A non-empty trimmed string from whatever an upstream put in a field, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

export function firstText(...values: unknown[]): string | undefined {
  for (const value of values) {
    const found = text(value);
    if (found) return found;
  }
  return undefined;
}

/** Drops undefined fields, so the JSON answer carries only what the upstream knew. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** "a, b, c" without empty or repeated parts (upstreams often repeat the city as the state). */
export function joinParts(parts: Array<string | undefined>): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    if (!part || seen.has(part.toLowerCase())) continue;
    seen.add(part.toLowerCase());
    kept.push(part);
  }
  return kept.join(", ");
}

export const fieldsSchema = z.record(z.string(), z.unknown());
