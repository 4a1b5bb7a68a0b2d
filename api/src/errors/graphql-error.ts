import { unwrapResolverError } from "@apollo/server/errors";
import type { GraphQLFormattedError } from "graphql";
import type { Logger } from "pino";
import { ALERT_MESSAGES, MESSAGES, STATISTICS_MESSAGES } from "../domain";
import { AppError, expectedError } from "./app-error";

/**
 * The message for an input field that GraphQL's own types refuse (missing, null, or of the wrong type),
 * by field name, so that a GraphQL client hears the same Spanish sentence as the form and the REST door
 * (any other field: "Dato inválido."). Here rather than in the domain: only the API needs the map, and
 * in the web bundle its reads would pull every module it names into the first download.
 */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  categoryId: MESSAGES.categoryRequired,
  neighborhood: MESSAGES.neighborhoodRequired,
  severity: MESSAGES.severityRequired,
  status: MESSAGES.statusInvalid,
  cedula: MESSAGES.cedulaRequired,
  consent: MESSAGES.consentRequired,
  content: MESSAGES.commentEmpty,
  period: STATISTICS_MESSAGES.periodInvalid,
  granularity: STATISTICS_MESSAGES.granularityInvalid,
  statuses: MESSAGES.statusInvalid,
  severities: STATISTICS_MESSAGES.severityInvalid,
  frequency: ALERT_MESSAGES.frequencyInvalid,
};

const INVALID_VALUE = "Dato inválido.";
const INTERNAL_ERROR = "Error interno del servidor";

/**
 * Every GraphQL error on its way to a client, over HTTP and over the WebSocket alike:
 * - an AppError (or a statement the database cancelled at its time limit: QUERY_TIMEOUT) becomes its
 *   Spanish message with `extensions.code` (and `fields`, `retryAfterSeconds`, `limit`, `maximum` and a bulk action's `failures`);
 * - a variable refused by the schema's own types (graphql-js words it in English) becomes
 *   BAD_USER_INPUT naming the field, in Spanish;
 * - GraphQL's own parse/validation errors pass unchanged;
 * - anything else (a database error, a bug) would carry SQL, ids and values in its message: it is
 *   logged and the client gets a plain Spanish message.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = expectedError(unwrapped) ?? unwrapped;
  if (original instanceof AppError) {
    const { fields, retryAfterSeconds, limit, maximum, failures } = original.details;
    return {
      message: original.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code: original.code,
        ...(fields ? { fields } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        ...(limit !== undefined ? { limit, maximum } : {}),
        ...(failures ? { failures } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code === "BAD_USER_INPUT" && !formatted.extensions?.fields) return translateVariableError(formatted);
  if (code !== undefined && code !== "INTERNAL_SERVER_ERROR") return formatted;
  logger.error({ err: original, path: formatted.path }, "GraphQL operation failed");
  return {
    message: INTERNAL_ERROR,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}

// graphql-js words these `Variable "$input" got invalid value 2.5 at "input.severity"; Int cannot…`,
// `Variable "$input" got invalid value {…}; Field "categoryId" of required type "String!" was not provided.`
// and `Variable "$id" of required type "ID!" was not provided.`
const VARIABLE_ERROR = /^Variable "\$(\w+)"(?:.*? at "([^"]+)")?/s;
const MISSING_INPUT_FIELD = /Field "(\w+)" of required type "[^"]+" was not provided/;

/** The same shape as the services' errors: a Spanish message per field, named by its last segment. */
function translateVariableError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const match = VARIABLE_ERROR.exec(formatted.message);
  if (!match) return formatted;
  const missingField = MISSING_INPUT_FIELD.exec(formatted.message)?.[1];
  const path = missingField ?? match[2] ?? match[1]!;
  const field = path
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "");
  const message = FIELD_MESSAGES[field] ?? INVALID_VALUE;
  return { message, extensions: { code: "BAD_USER_INPUT", fields: { [field]: message } } };
}
