import { ApiError } from "./api-fetch";

export const CONNECTION_FAILED = "No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.";

/** The Spanish message to show for a failed REST call: the server's own, or a connection problem. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof TypeError ? CONNECTION_FAILED : fallback;
}
