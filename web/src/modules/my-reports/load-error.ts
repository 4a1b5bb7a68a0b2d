import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client";

/** What the resident can do about a failed load: check their connection, or just wait a moment. */
export function loadFailureAdvice(error: unknown): string {
  const serverAnswered =
    CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error);
  return serverAnswered
    ? "El servidor tuvo un problema. Inténtalo de nuevo en unos momentos."
    : "Revisa tu conexión a internet e inténtalo de nuevo.";
}
