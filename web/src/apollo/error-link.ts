import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { handleUnauthorized } from "./unauthorized";

/** True when the error means "not signed in": GraphQL `UNAUTHENTICATED` or an HTTP 401. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === "UNAUTHENTICATED");
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * One place turns a lost session into its toast and the redirect to sign-in
 * (docs/decisions.md#signed-out-visitors-and-wrong-roles).
 */
export function createUnauthorizedLink(): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isUnauthenticatedError(error)) handleUnauthorized();
  });
}
