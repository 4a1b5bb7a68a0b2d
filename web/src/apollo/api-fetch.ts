import { trackedFetch } from "../offline/tracked-fetch";
import { REQUEST_TIMEOUTS_MS, timeoutSignal } from "./request-timeout";
import { handleUnauthorized } from "./unauthorized";

/** The JSON error body of the REST API: `{ error, fields? }` (docs/decisions.md#error-shapes). */
export interface ApiErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

/**
 * The message is "STATUS: body text" (docs/decisions.md#error-messages); the parsed body is kept for the UI.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiError";
  }

  /** The server's Spanish message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body.error;
  }
}

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /**
   * A 401 normally means the session ended (toast and redirect to sign-in). Sign-in forms turn this
   * off: there a 401 is "wrong email or password".
   */
  redirectOnUnauthorized?: boolean;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A credentialed call to the REST API. State-changing requests always carry a JSON body (`{}` when
 * there is nothing to send) because the server's CSRF check refuses them without a JSON content type.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = "GET", body, redirectOnUnauthorized = true } = options;
  const sendsBody = body !== undefined || STATE_CHANGING.has(method);
  // No answer in time fails with RequestTimeoutError (docs/decisions.md#request-timeouts), reading the
  // body included.
  const clock = timeoutSignal(REQUEST_TIMEOUTS_MS.ordinary);
  try {
    const response = await trackedFetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(sendsBody ? { "Content-Type": "application/json" } : {}),
      },
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
      signal: clock.signal,
    });
    if (!response.ok) {
      if (response.status === 401 && redirectOnUnauthorized) handleUnauthorized();
      const text = await response.text();
      throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    clock.clear();
  }
}

function parseErrorBody(text: string): ApiErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}
