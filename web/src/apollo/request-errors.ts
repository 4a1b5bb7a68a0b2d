import { ApiError } from "./api-fetch";
import { REQUEST_TIMED_OUT, REQUEST_TIMED_OUT_DETAIL, RequestTimeoutError } from "./request-timeout";

export const CONNECTION_FAILED = "No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.";

/**
 * The Spanish message to show for a failed REST call: the server's own, no answer in time, or a
 * connection problem.
 */
export function requestErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof RequestTimeoutError) return `${REQUEST_TIMED_OUT} ${REQUEST_TIMED_OUT_DETAIL}`;
  return error instanceof TypeError ? CONNECTION_FAILED : fallback;
}
