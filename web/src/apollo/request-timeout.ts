import { STATEMENT_TIMEOUTS_MS } from "@domain";

/**
 * How long the app waits for an answer before it says so (docs/decisions.md#request-timeouts). An
 * ordinary request's statements stop at the server's interactive limit; this leaves room for a few of
 * them and a slow phone connection. Statistics have a longer limit on the server, and so here.
 */
export const REQUEST_TIMEOUTS_MS = {
  ordinary: 3 * STATEMENT_TIMEOUTS_MS.interactive,
  statistics: STATEMENT_TIMEOUTS_MS.statistics + 10_000,
} as const;

export const REQUEST_TIMED_OUT = "El servidor no respondió a tiempo.";
export const REQUEST_TIMED_OUT_DETAIL = "Puede estar ocupado o tu conexión ser lenta. Inténtalo de nuevo.";

/** The request was given up after its time: the server may still be working on it. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(REQUEST_TIMED_OUT);
    this.name = "RequestTimeoutError";
  }
}

/**
 * An AbortSignal that fires after `timeoutMs` with a RequestTimeoutError as its reason (fetch then
 * rejects with that error), and also when `outer` (the caller's own signal) does.
 */
export function timeoutSignal(timeoutMs: number, outer?: AbortSignal | null) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    /** Stops the clock once the answer is in (or the request was abandoned). */
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", follow);
    },
  };
}
