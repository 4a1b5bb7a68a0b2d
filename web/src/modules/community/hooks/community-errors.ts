import { CombinedGraphQLErrors } from "@apollo/client";
import { MESSAGES } from "@domain";
import { toaster } from "../../../ui/toaster";
import { CONNECTION_FAILED } from "../../../apollo/request-errors";
import { REQUEST_TIMED_OUT, RequestTimeoutError } from "../../../apollo/request-timeout";
import type { ParticipationBlock } from "../community-types";

/** The server's answer to an action, as the gate's block it means (a session gone, a cédula missing). */
export function blockOf(error: unknown): ParticipationBlock | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  if (code === "CEDULA_REQUIRED") return "cedula";
  if (code === "UNAUTHENTICATED") return "sign_in";
  return null;
}

/**
 * The failure toast (voteFailed, commentFailed…; docs/decisions.md#error-messages) with the server's own
 * reason when it gave one.
 */
export function failureToast(title: string, error: unknown): void {
  const serverMessage = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
  toaster.create({
    type: "error",
    title,
    description:
      serverMessage && serverMessage !== MESSAGES.cedulaRequired
        ? serverMessage
        : error instanceof RequestTimeoutError
          ? `${REQUEST_TIMED_OUT} Inténtalo de nuevo.`
          : CONNECTION_FAILED,
  });
}

/** The per-field message the server gave (BAD_USER_INPUT), e.g. the comment's. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fields = error.errors[0]?.extensions?.fields as Record<string, string> | undefined;
  return fields?.[field];
}
