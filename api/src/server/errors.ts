import { GraphQLError } from "graphql";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CEDULA_REQUIRED"
  | "RATE_LIMITED"
  | "CONFLICT";

/**
 * An expected failure with its GraphQL code and HTTP status, thrown by services and answered the same
 * way through both doors: `extensions.code` in GraphQL, the status and `{ error }` in REST.
 */
export class AppError extends GraphQLError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { ...extensions, code } });
  }
}

export const unauthenticated = () => new AppError("Debes iniciar sesión.", "UNAUTHENTICATED", 401);
export const forbidden = (message = "No tienes permiso para esta acción.") =>
  new AppError(message, "FORBIDDEN", 403);
export const notFound = (message: string) => new AppError(message, "NOT_FOUND", 404);
export const conflict = (message: string) => new AppError(message, "CONFLICT", 409);
/** SPEC.md §8: the UI looks for "Cédula required" to offer the registration screen. */
export const cedulaRequired = () => new AppError("Cédula required", "CEDULA_REQUIRED", 403);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError("Demasiados intentos. Espera un momento e inténtalo de nuevo.", "RATE_LIMITED", 429, {
    retryAfterSeconds,
  });

/** Per-field Spanish messages; the first one is the REST `error`. */
export function badUserInput(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? "Datos inválidos.";
  return new AppError(first, "BAD_USER_INPUT", 400, { fields });
}
