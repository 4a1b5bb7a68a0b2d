import { createClient, type Client, type ExecutionResult } from "graphql-ws";
import WebSocket from "ws";

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A graphql-ws client on the server's /graphql, sending `cookie` in the handshake like a browser. */
export function openSocket(serverUrl: string, cookie?: string): Client {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${serverUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
  });
}

/**
 * Runs one operation to its end: its result, or the errors the server refused it with (graphql-ws's
 * `error` message). A closed socket rejects.
 */
export function run(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLAnswer> {
  return new Promise((resolve, reject) => {
    let answer: GraphQLAnswer = {};
    client.subscribe(
      { query, variables },
      {
        next: (result: ExecutionResult) => {
          answer = result;
        },
        error: (error: unknown) =>
          Array.isArray(error)
            ? resolve({ errors: error as GraphQLAnswer["errors"] })
            : reject(toError(error)),
        complete: () => resolve(answer),
      },
    );
  });
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  const close = error as { code?: number; reason?: string };
  return new Error(`socket closed: ${close.code} ${close.reason ?? ""}`);
}

/** A subscription whose events a test reads one at a time. */
export interface Subscription {
  /** The next event (or refusal), waiting for it if needed. */
  next(): Promise<GraphQLAnswer>;
  /** Resolves when the server completes or refuses the subscription. */
  ended: Promise<void>;
  /** Ends the subscription from the client's side. */
  close(): void;
}

export function subscribe(client: Client, query: string): Subscription {
  const queue: GraphQLAnswer[] = [];
  const waiting: Array<(answer: GraphQLAnswer) => void> = [];
  const push = (answer: GraphQLAnswer) => {
    const waiter = waiting.shift();
    if (waiter) waiter(answer);
    else queue.push(answer);
  };
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const close = client.subscribe(
    { query },
    {
      next: (result: ExecutionResult) => push(result as GraphQLAnswer),
      error: (error: unknown) => {
        push(
          Array.isArray(error)
            ? { errors: error as GraphQLAnswer["errors"] }
            : { errors: [{ message: String(error) }] },
        );
        end();
      },
      complete: () => end(),
    },
  );
  return {
    next: () => {
      const answer = queue.shift();
      return answer ? Promise.resolve(answer) : new Promise((resolve) => waiting.push(resolve));
    },
    ended,
    close,
  };
}

/** Waits until `condition` holds (e.g. the server has registered a subscription's listener). */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
