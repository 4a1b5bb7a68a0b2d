import { CombinedGraphQLErrors } from "@apollo/client";
import { toaster } from "../../../ui/toaster";

/** Per-field Spanish messages the server gave (BAD_USER_INPUT), for the form to show. */
export type FieldErrors = Record<string, string>;

/**
 * An admin action that failed: the toast with `title` and the server's reason, and the per-field messages
 * it gave, if any.
 */
export function adminFailure(error: unknown, title: string): FieldErrors {
  const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  toaster.create({
    type: "error",
    title,
    description: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
  });
  return (graphQLError?.extensions?.fields ?? {}) as FieldErrors;
}
