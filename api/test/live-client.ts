import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface LiveSubscription<T> {
  /** Everything received so far, in order. */
  events: T[];
  /** Resolves with the first event (received from now on, or already waiting) that `match` accepts. */
  next(match?: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The subscription's error, if the server refused it. */
  error(): Promise<unknown>;
  dispose(): Promise<void>;
}

/**
 * A graphql-ws subscription as the web app opens it (optionally with a session cookie). Events are
 * kept in order; `next` consumes them one at a time.
 */
export function subscribe<T>(
  serverUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): LiveSubscription<T> {
  const client: Client = createClient({
    url: `${serverUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    },
    retryAttempts: 0,
    lazy: false,
  });
  const events: T[] = [];
  let consumed = 0;
  const waiters = new Set<() => void>();
  let failure: ((error: unknown) => void) | undefined;
  const failed = new Promise<unknown>((resolve) => (failure = resolve));
  client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) {
          failure?.(value.errors);
          return;
        }
        events.push(value.data as T);
        for (const wake of waiters) wake();
      },
      error: (error) => failure?.(error),
      complete: () => undefined,
    },
  );
  return {
    events,
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (consumed < events.length) {
          const event = events[consumed++]!;
          if (match(event)) return event;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, remaining);
          waiters.add(wake);
        });
      }
    },
    error: () => failed,
    dispose: () => client.dispose() as Promise<void>,
  };
}
