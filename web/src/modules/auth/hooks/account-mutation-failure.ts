import { CombinedGraphQLErrors } from "@apollo/client";
import { toaster } from "../../../ui/toaster";

/**
 * What an account form's mutation failed with, for the form: the messages of its own fields (a
 * BAD_USER_INPUT's `extensions.fields`; a CONFLICT's message goes to `conflictField`). Anything else is
 * a toast titled `failedTitle` with the server's message, except an ended session, which the error link
 * already explains. The form keeps what was typed either way.
 */
export function accountMutationFailure<Field extends string>(
  error: unknown,
  {
    fields,
    conflictField,
    failedTitle,
  }: { fields: readonly Field[]; conflictField?: Field; failedTitle: string },
): Partial<Record<Field, string>> {
  const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = graphQLError?.extensions?.code;
  if (code === "BAD_USER_INPUT") {
    const given = graphQLError?.extensions?.fields;
    const record = typeof given === "object" && given !== null ? (given as Record<string, unknown>) : {};
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const message = record[field];
      if (typeof message === "string") found[field] = message;
    }
    return found;
  }
  if (code === "CONFLICT" && conflictField) {
    return { [conflictField]: graphQLError?.message } as Partial<Record<Field, string>>;
  }
  if (code !== "UNAUTHENTICATED") {
    toaster.create({
      type: "error",
      title: failedTitle,
      // Show the server's message (docs/decisions.md#error-messages).
      description: graphQLError?.message ?? "Revisa tu conexión a internet e inténtalo de nuevo.",
    });
  }
  return {};
}
