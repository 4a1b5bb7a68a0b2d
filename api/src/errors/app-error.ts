import { QUERY_TIME_MESSAGES, rateLimitedMessage, type BulkFailure } from "../domain";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CEDULA_REQUIRED"
  | "RATE_LIMITED"
  | "CONFLICT"
  | "SUBSCRIPTION_LIMIT_EXCEEDED"
  | "QUERY_TIMEOUT"
  /** A dependency failed (storage, image processing) and nothing changed: the same request may pass later. */
  | "SERVICE_UNAVAILABLE";

export interface AppErrorDetails {
  /** Per-field Spanish messages (BAD_USER_INPUT). */
  fields?: Record<string, string>;
  /** How long to wait before trying again (RATE_LIMITED, QUERY_TIMEOUT). */
  retryAfterSeconds?: number;
  /** Which limit refused, and its maximum (SUBSCRIPTION_LIMIT_EXCEEDED). */
  limit?: string;
  maximum?: number;
  /** The reports that stopped a bulk action, each with why (docs/staff.md#bulk-actions). */
  failures?: BulkFailure[];
}

/**
 * An expected failure, thrown by services and answered the same way through every door: the edges map
 * it to `extensions.code` in GraphQL (server/graphql-errors.ts) and to the status and `{ error }` in
 * REST (server/app.ts). It knows nothing of either protocol.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly status: number,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError("Debes iniciar sesión.", "UNAUTHENTICATED", 401);
export const forbidden = (message = "No tienes permiso para esta acción.") =>
  new AppError(message, "FORBIDDEN", 403);
export const notFound = (message: string) => new AppError(message, "NOT_FOUND", 404);
export const conflict = (message: string) => new AppError(message, "CONFLICT", 409);
/** The web client looks for "Cédula required" to offer the registration screen (docs/decisions.md). */
export const cedulaRequired = () => new AppError("Cédula required", "CEDULA_REQUIRED", 403);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(rateLimitedMessage(retryAfterSeconds), "RATE_LIMITED", 429, { retryAfterSeconds });

/**
 * The database gave up on a query at its time limit, or the query waited too long for its turn among
 * the expensive reads (docs/graphql.md#expensive-reads). 503: the same request may pass later.
 */
export const queryTimeout = (message: string, retryAfterSeconds = 5) =>
  new AppError(message, "QUERY_TIMEOUT", 503, { retryAfterSeconds });

/** PostgreSQL's query_canceled: a statement stopped at its `statement_timeout`. */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "57014";
}

/**
 * `error` as the AppError a client should get, when it is one: an AppError itself, or a statement the
 * database cancelled at its time limit (QUERY_TIMEOUT), wherever it ran.
 */
export function expectedError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isStatementTimeout(error)) return queryTimeout(QUERY_TIME_MESSAGES.statementTimeout);
  return undefined;
}

/** One caller has as many expensive reads running and waiting as it may (docs/graphql.md#expensive-reads). */
export const tooManyExpensiveReads = (message: string, retryAfterSeconds = 5) =>
  new AppError(message, "RATE_LIMITED", 429, { retryAfterSeconds });

/** Per-field Spanish messages; the first one is the REST `error`. */
export function badUserInput(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? "Datos inválidos.";
  return new AppError(first, "BAD_USER_INPUT", 400, { fields });
}
