import { unwrapResolverError } from "@apollo/server/errors";
import type { Express, Request } from "express";
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import { makeServer, type SubscribePayload } from "graphql-ws";
import type { IncomingMessage, Server } from "node:http";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
import type { CurrentUser } from "../context/current-user";
import type { GraphQLContext } from "../context/graphql-context";
import { GRAPHQL_LIMITS } from "../domain";
import { AppError } from "../errors/app-error";
import type { LiveConnection, LivePubSub } from "../pubsub/live-hub";
import { checkDocument, costLimitError, OperationLimitError } from "./graphql-limits";
import type { AppMetrics } from "./metrics";
import { serveSockets, type SocketHandshake } from "./socket-server";

/**
 * A running subscription re-reads its caller's session before each event it delivers, reusing a
 * reading younger than this for the other subscriptions of the same socket (docs/graphql.md#sessions).
 */
export const SESSION_RECHECK_MS = 1000;

export interface WebSocketOptions {
  httpServer: Server;
  /** The Express app: its `trust proxy` setting decides a socket's client address, as for HTTP. */
  app: Express;
  path: string;
  schema: GraphQLSchema;
  isAllowedOrigin: (origin: string, host: string | undefined) => boolean;
  /** The signed-in user of a handshake's session, read anew at each call. */
  readUser: (handshake: IncomingMessage) => Promise<CurrentUser | undefined>;
  /**
   * A new context (its own EntityManager fork) for one operation, or one event of a subscription.
   * `clientAddress` follows the app's `trust proxy` setting, as `req.ip` does over HTTP; `pubSub` is
   * the socket's own door onto live updates, whose budgets all its subscriptions share.
   */
  createContext: (user: CurrentUser | undefined, clientAddress: string, pubSub: LivePubSub) => GraphQLContext;
  /** A client connection's door onto live updates (docs/live-updates.md#limits). */
  connectLive: (clientAddress: string) => LiveConnection;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Reads the open sockets at each scrape (docs/operations.md#metrics). */
  metrics?: Pick<AppMetrics, "countSockets">;
  logger: Logger;
}

/**
 * What graphql-ws keeps per socket: the handshake, the latest reading of its session, and its door onto
 * live updates (closed with the socket).
 */
type SocketExtra = SocketHandshake & { session?: SocketSession; live?: LiveConnection };

/**
 * GraphQL over WebSocket (graphql-ws) with the rules of the HTTP door: the same size, token, alias,
 * depth, directive and cost limits, the session re-read for every operation, the same error masking.
 * Returns a function that closes every socket.
 */
export function mountWebSocket(options: WebSocketOptions): () => Promise<void> {
  const { app, schema, isAllowedOrigin, readUser, createContext, connectLive, formatError } = options;
  const socketsByAddress = new Map<string, number>();
  const wsServer = new WebSocketServer({
    server: options.httpServer,
    path: options.path,
    // A larger message is refused by ws itself before it is buffered whole (close code 1009).
    maxPayload: GRAPHQL_LIMITS.maxOperationBytes,
    verifyClient: (
      { origin, req }: { origin?: string; req: IncomingMessage },
      done: (accept: boolean, code?: number, message?: string) => void,
    ) => {
      // Browsers always send Origin on WebSockets, and cookies ride along: refuse other sites' pages.
      if (origin && !isAllowedOrigin(origin, req.headers.host)) return done(false, 403);
      const open = socketsByAddress.get(clientAddress(app, req)) ?? 0;
      if (open >= GRAPHQL_LIMITS.maxSocketsPerAddress) {
        return done(
          false,
          429,
          new OperationLimitError("sockets", GRAPHQL_LIMITS.maxSocketsPerAddress).message,
        );
      }
      done(true);
    },
  });
  options.metrics?.countSockets(() => wsServer.clients.size);
  wsServer.on("connection", (socket, request) => {
    const address = clientAddress(app, request);
    socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
    socket.once("close", () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });

  const sessionOf = (extra: SocketExtra): SocketSession =>
    (extra.session ??= new SocketSession(() => readUser(extra.request)));
  const liveOf = (extra: SocketExtra): LiveConnection =>
    (extra.live ??= connectLive(clientAddress(app, extra.request)));
  const formatAll = (errors: readonly GraphQLError[]) =>
    errors.map((error) => formatError(error.toJSON(), error));

  const server = makeServer<Record<string, unknown>, SocketExtra>({
    schema,
    onSubscribe: async (ctx, _id, payload) => {
      try {
        // graphql-ws has already registered this operation.
        if (Object.keys(ctx.subscriptions).length > GRAPHQL_LIMITS.maxOperationsPerSocket) {
          return [new OperationLimitError("operations", GRAPHQL_LIMITS.maxOperationsPerSocket)];
        }
        // A subscription its connection has no room for is refused before it costs anything more.
        const full = isSubscription(schema, payload) ? liveOf(ctx.extra).refusal() : undefined;
        if (full)
          return [new GraphQLError(full.message, { extensions: { code: full.code, ...full.details } })];
        const checked = checkOperation(schema, payload);
        if (!("document" in checked)) return checked;
        const user = await sessionOf(ctx.extra).user(0);
        const contextValue = createContext(user, clientAddress(app, ctx.extra.request), liveOf(ctx.extra));
        socketOfContext.set(contextValue, ctx.extra);
        return { schema, ...checked, contextValue };
      } catch (error) {
        return [internalError(error)];
      }
    },
    subscribe: (args) =>
      subscribeWithFreshContext(args, async (context) => {
        const extra = socketOfContext.get(context);
        if (!extra) throw new Error("subscription context without its socket");
        return createContext(
          await sessionOf(extra).user(SESSION_RECHECK_MS),
          clientAddress(app, extra.request),
          liveOf(extra),
        );
      }),
    // graphql-ws ends the socket's subscriptions; this also frees whatever they still held.
    onClose: (ctx) => ctx.extra.live?.close(),
    // The same shapes and masking as Apollo's formatError over HTTP.
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors ? { ...result, errors: formatAll(result.errors) } : undefined,
    onError: (_ctx, _id, _payload, errors) => formatAll(errors),
  });
  return serveSockets(wsServer, server, (socket, request) => ({ socket, request }), options.logger);
}

/** The socket an operation's first context belongs to, so that each event can re-read its session. */
const socketOfContext = new WeakMap<GraphQLContext, SocketExtra>();

/** The latest reading of a socket's session, shared by its operations for `maxAgeMs`. */
class SocketSession {
  private latest?: { at: number; user: Promise<CurrentUser | undefined> };

  constructor(private readonly read: () => Promise<CurrentUser | undefined>) {}

  user(maxAgeMs: number): Promise<CurrentUser | undefined> {
    const now = performance.now();
    if (this.latest && now - this.latest.at <= maxAgeMs) return this.latest.user;
    const user = this.read();
    this.latest = { at: now, user };
    user.catch(() => {
      if (this.latest?.user === user) this.latest = undefined;
    });
    return user;
  }
}

/** Documents that passed graphql-js's validation (validating one costs milliseconds). */
const validDocuments = new WeakSet<DocumentNode>();

/**
 * What the HTTP door does to a request before executing it, for a WebSocket message: parse and check
 * the document's limits (`checkDocument`, as the HTTP middleware does), validate with graphql-js's
 * rules (as Apollo does), pick the operation, coerce the variables, cost (as `limitsPlugin` does).
 * Errors carry the codes Apollo gives them, so that both doors format them alike.
 */
export function checkOperation(
  schema: GraphQLSchema,
  payload: SubscribePayload,
):
  | { document: DocumentNode; operationName: string | undefined; variableValues: Record<string, unknown> }
  | GraphQLError[] {
  let document: DocumentNode;
  try {
    const checked = checkDocument(schema, payload.query);
    if (checked instanceof OperationLimitError) return [checked];
    document = checked;
  } catch (error) {
    if (error instanceof GraphQLError) return [withCode(error, "GRAPHQL_PARSE_FAILED")];
    throw error;
  }
  if (!validDocuments.has(document)) {
    const validationErrors = validate(schema, document, specifiedRules);
    if (validationErrors.length > 0)
      return validationErrors.map((error) => withCode(error, "GRAPHQL_VALIDATION_FAILED"));
    // checkDocument hands back the same node for the same text: validated once, like Apollo's store.
    validDocuments.add(document);
  }
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}".`
      : "Must provide operation name if query contains multiple operations.";
    return [new GraphQLError(message, { extensions: { code: "OPERATION_RESOLUTION_FAILURE" } })];
  }
  const variables = payload.variables ?? {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
    maxErrors: 10,
  });
  if (coerced.errors) return coerced.errors.map((error) => withCode(error, "BAD_USER_INPUT"));
  const operationName = operation.name?.value;
  const costError = costLimitError(schema, document, operationName, variables);
  if (costError) return [costError];
  return { document, operationName, variableValues: variables };
}

/** Whether the message is a subscription, from the parsed document only (checkDocument keeps it). */
function isSubscription(schema: GraphQLSchema, payload: SubscribePayload): boolean {
  try {
    const document = checkDocument(schema, payload.query);
    if (document instanceof OperationLimitError) return false;
    return getOperationAST(document, payload.operationName)?.operation === OperationTypeNode.SUBSCRIPTION;
  } catch {
    return false; // a syntax error: checkOperation answers it
  }
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError ?? error,
    extensions: { ...error.extensions, code },
  });
}

/** An unexpected failure around an operation: masked and logged by formatError like any other. */
function internalError(error: unknown): GraphQLError {
  const originalError = error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(originalError.message, { originalError });
}

/**
 * graphql-js's `subscribe`, except that each event is executed with a fresh context (its own
 * EntityManager, the session's current user), so that the auth checker and policies judge every
 * event by who the caller is now. When the caller has lost access (UNAUTHENTICATED or FORBIDDEN), the
 * refusal is delivered once and the subscription ends.
 */
export async function subscribeWithFreshContext(
  args: ExecutionArgs,
  refresh: (context: GraphQLContext) => Promise<GraphQLContext>,
): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream;
  return mapEvents(stream, async (payload) => {
    let contextValue: GraphQLContext;
    try {
      contextValue = await refresh(args.contextValue as GraphQLContext);
    } catch (error) {
      return { result: { errors: [internalError(error)] }, last: true };
    }
    const result = await execute({ ...args, rootValue: payload, contextValue });
    return { result, last: lostAccess(result) };
  });
}

function lostAccess(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((error) => {
    const original = unwrapResolverError(error);
    return (
      original instanceof AppError && (original.code === "UNAUTHENTICATED" || original.code === "FORBIDDEN")
    );
  });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === "function";
}

/**
 * Maps a stream without an async generator: graphql-ws ends a subscription with `return()`, which
 * must reach the source at once, even while it waits for its next event (an async generator would
 * queue the call until that event came).
 */
function mapEvents<T, R>(
  source: AsyncIterable<T>,
  map: (value: T) => Promise<{ result: R; last: boolean }>,
): AsyncGenerator<R, void, void> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await iterator.return?.();
  };
  const done: IteratorReturnResult<void> = { done: true, value: undefined };
  const events: AsyncGenerator<R, void, void> = {
    async next() {
      if (finished) return done;
      const step = await iterator.next();
      if (step.done || finished) {
        finished = true;
        return done;
      }
      try {
        const { result, last } = await map(step.value);
        if (last) await finish();
        return { done: false, value: result };
      } catch (error) {
        await finish();
        throw error;
      }
    },
    async return() {
      await finish();
      return done;
    },
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return events;
    },
  };
  return events;
}

/** The client's address with the app's `trust proxy` setting, exactly as `req.ip` for HTTP. */
function clientAddress(app: Express, request: IncomingMessage): string {
  const req = Object.create(app.request as object, {
    headers: { value: request.headers },
    socket: { value: request.socket },
    connection: { value: request.socket },
  }) as Request;
  return req.ip ?? request.socket.remoteAddress ?? "unknown";
}
