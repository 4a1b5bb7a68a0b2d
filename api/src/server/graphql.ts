import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { MikroORM } from "@mikro-orm/postgresql";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from "express";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import type { Server } from "node:http";
import type { Logger } from "pino";
import type { CurrentUser } from "../context/current-user";
import { originChecker } from "../auth/csrf";
import type { RateLimiters } from "../auth/rate-limit";
import { handshakeSessionUser } from "../auth/session-user";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { GRAPHQL_LIMITS } from "../domain";
import type { GraphQLContext } from "../context/graphql-context";
import { formatGraphQLError } from "../errors/graphql-error";
import type { LiveHub, LivePubSub } from "../pubsub/live-hub";
import {
  checkDocument,
  formatLimitError,
  LIMIT_RULES,
  limitsPlugin,
  OperationLimitError,
  PARSE_OPTIONS,
} from "./graphql-limits";
import type { AppMetrics } from "./metrics";
import type { ObjectStorage } from "../storage/object-storage";
import { OperationContext } from "./operation-context";
import { mountWebSocket } from "./websocket";

export const GRAPHQL_PATH = "/graphql";

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws over WebSocket, both on `GRAPHQL_PATH`
 * of the one HTTP server, with one set of rules (docs/graphql.md): the same limits, the user re-read
 * from the session for every operation, the same error formatting and masking, introspection on.
 * Stopping Apollo drains HTTP and closes sockets.
 */
export async function mountGraphQL(options: {
  app: Express;
  /** The app's router on GRAPHQL_PATH (server/app.ts), behind its cross-site guard and session. */
  graphql: Router;
  httpServer: Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  logger: Logger;
  config: Config;
  secrets: Secrets;
  limiters: RateLimiters;
  session: RequestHandler[];
  live: LiveHub;
  metrics: AppMetrics;
  storage: ObjectStorage;
}): Promise<ApolloServer<GraphQLContext>> {
  const {
    app,
    graphql,
    httpServer,
    schema,
    orm,
    logger,
    secrets,
    limiters,
    session,
    live,
    metrics,
    storage,
  } = options;
  const isAllowedOrigin = originChecker(options.config.publicUrl);
  const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError =>
    formatLimitError(error) ?? formatGraphQLError(formatted, error, logger);
  const shared = {
    secrets,
    limiters,
    emailEnabled: options.config.email.enabled,
    push: options.config.push,
    storage,
  };
  const createContext = (
    user: CurrentUser | undefined,
    clientAddress: string | undefined,
    pubSub: LivePubSub,
  ): GraphQLContext => new OperationContext(orm, user, clientAddress, pubSub, shared);

  const closeWebSockets = mountWebSocket({
    httpServer,
    app,
    path: GRAPHQL_PATH,
    schema,
    isAllowedOrigin,
    readUser: (handshake) => handshakeSessionUser(() => orm.em.fork(), handshake, session),
    connectLive: (address) => live.connect(address),
    createContext,
    formatError,
    metrics,
    logger,
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // On in production too, under the same limits: the analysts' IDE documents the schema from it
    // (docs/graphql.md#introspection).
    introspection: true,
    parseOptions: PARSE_OPTIONS,
    validationRules: LIMIT_RULES,
    includeStacktraceInErrorResponses: false,
    formatError,
    // main.ts owns signal handling and shuts down in order (HTTP, WebSockets, ORM, database).
    stopOnTerminationSignals: false,
    plugins: [
      limitsPlugin<GraphQLContext>(),
      metrics.graphqlPlugin<GraphQLContext>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints here; Apollo's default cache-control plugin wrapped every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: () => Promise.resolve({ drainServer: closeWebSockets }) },
    ],
  });
  await apollo.start();

  graphql.use(
    express.json({ limit: GRAPHQL_LIMITS.maxOperationBytes }),
    refuseOversizedBody,
    refuseOverLimits(schema),
    // The session's user is req.user for this request, if it has the session cookie (auth/passport.ts).
    expressMiddleware(apollo, {
      context: ({ req, res }) => {
        // Subscriptions run over the WebSocket: an HTTP request connects only if something subscribes,
        // and whatever it opened ends with it.
        const pubSub = lazyLiveConnection(() => {
          const connection = live.connect(req.ip ?? "unknown");
          res.once("close", () => connection.close());
          return connection;
        });
        return Promise.resolve(createContext(req.user, req.ip, pubSub));
      },
    }),
  );
  return apollo;
}

/**
 * The document's limits, checked before Apollo validates it: some of graphql-js's validation rules
 * take quadratic time, so a document over the limits must not reach them. Apollo checks the same
 * rules again, and the cost in `limitsPlugin` (it needs the variables and the resolved operation).
 */
function refuseOverLimits(schema: GraphQLSchema): RequestHandler {
  return (req, res, next) => {
    const query: unknown =
      req.method === "GET" ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== "string") return next();
    let refusal: OperationLimitError | undefined;
    try {
      const checked = checkDocument(schema, query);
      if (checked instanceof OperationLimitError) refusal = checked;
    } catch {
      return next(); // a syntax error: Apollo answers it in GraphQL's own words
    }
    if (!refusal) return next();
    res.status(400).json({ errors: [refusal.toFormatted()] });
  };
}

/** A body over the limit gets a GraphQL answer in Spanish, like the WebSocket's limits. */
const refuseOversizedBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if ((error as { type?: string }).type !== "entity.too.large") return next(error);
  const refusal = new OperationLimitError("size", GRAPHQL_LIMITS.maxOperationBytes);
  res.status(413).json({ errors: [refusal.toFormatted()] });
};

/** A live door that connects on first use (`connect` runs at most once). */
function lazyLiveConnection(connect: () => LivePubSub): LivePubSub {
  let connection: LivePubSub | undefined;
  const door = () => (connection ??= connect());
  return {
    subscribe: (topic, ...id) => door().subscribe(topic, ...id),
    subscribeMany: (topic, ids) => door().subscribeMany(topic, ids),
  };
}
