import type { z } from "zod";
import { badUserInput } from "../errors/app-error";

/** What a field gets when its schema names no message of its own: a value no form would send. */
export const INVALID_VALUE = "Dato inválido.";

/**
 * Parses what a door received (a REST body or query, GraphQL arguments) with the operation's zod
 * schema, the same for every door. Failure is BAD_USER_INPUT with one Spanish message per field: the
 * schema's own (from the domain module) or "Dato inválido.".
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {}, { error: () => INVALID_VALUE });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "input";
    fields[field] ??= issue.message;
  }
  throw badUserInput(fields);
}
