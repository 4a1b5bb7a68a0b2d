import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { MikroORM } from "@mikro-orm/postgresql";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import { unwrapResolverError } from "@apollo/server/errors";
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { IncomingMessage, Server } from "node:http";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
import type { CurrentUser } from "../auth/current-user";
import { originChecker } from "../auth/csrf";
import type { RateLimiters } from "../auth/rate-limit";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { findActiveUser, toCurrentUser } from "../modules/user/user.service";
import type { GraphQLContext } from "./context";

export const GRAPHQL_PATH = "/graphql";

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions over WebSocket,
 * both on `GRAPHQL_PATH` of the one HTTP server. Stopping Apollo drains HTTP and closes sockets.
 */
export async function mountGraphQL(options: {
  app: Express;
  httpServer: Server;
  schema: GraphQLSchema;
  orm: MikroORM;
  logger: Logger;
  config: Config;
  secrets: Secrets;
  limiters: RateLimiters;
  session: RequestHandler[];
}): Promise<ApolloServer<GraphQLContext>> {
  const { app, httpServer, schema, orm, logger, secrets, limiters } = options;
  const isAllowedOrigin = originChecker(options.config.publicUrl);

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: GRAPHQL_PATH,
    // Browsers always send Origin on WebSockets, and cookies ride along: refuse other sites' pages.
    verifyClient: ({ origin, req }: { origin?: string; req: IncomingMessage }) =>
      !origin || isAllowedOrigin(origin, req.headers.host),
  });
  const wsCleanup = useServer<Record<string, unknown>, { user?: CurrentUser }>(
    {
      schema,
      onConnect: async (ctx) => {
        ctx.extra.user = await sessionUser(ctx.extra.request, options.session, orm);
        return true;
      },
      // One EntityManager fork per operation, as for HTTP requests.
      context: (ctx): GraphQLContext => ({
        em: orm.em.fork(),
        logger,
        user: ctx.extra.user,
        secrets,
        limiters,
      }),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => maskInternalError(formatted, error, logger),
    // main.ts owns signal handling and shuts down in order (HTTP, WebSockets, ORM, database).
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: () => Promise.resolve({ drainServer: () => Promise.resolve(wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  app.use(
    GRAPHQL_PATH,
    express.json({ limit: "100kb" }),
    expressMiddleware(apollo, {
      context: ({ req }) =>
        Promise.resolve({
          em: orm.em.fork(),
          logger: req.log ?? logger,
          user: req.user,
          secrets,
          limiters,
        }),
    }),
  );
  return apollo;
}

/** Reads the session cookie of a WebSocket handshake with the same middleware as HTTP requests. */
async function sessionUser(
  request: IncomingMessage,
  session: RequestHandler[],
  orm: MikroORM,
): Promise<CurrentUser | undefined> {
  const req = request as Request;
  const res = {
    getHeader: () => undefined,
    setHeader: () => undefined,
    end: () => undefined,
  } as unknown as Response;
  for (const handler of session) {
    await new Promise<void>((resolve, reject) => {
      void handler(req, res, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error("session middleware failed")) : resolve(),
      );
    });
  }
  const userId = (req.session as { passport?: { user?: string } } | undefined)?.passport?.user;
  if (!userId) return undefined;
  const user = await findActiveUser(orm.em.fork(), userId);
  return user ? toCurrentUser(user) : undefined;
}

/**
 * Errors we raise on purpose (AppError and GraphQL's own validation errors) reach the client as they
 * are; anything else (a database error, a bug) would carry SQL, ids and values in its message, so it
 * is logged here and the client gets a plain Spanish message.
 */
export function maskInternalError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (formatted.extensions?.code === "BAD_USER_INPUT" && !formatted.extensions.fields) {
    return translateVariableError(formatted);
  }
  if (original instanceof GraphQLError || formatted.extensions?.code !== "INTERNAL_SERVER_ERROR") {
    return formatted;
  }
  logger.error({ err: original, path: formatted.path }, "GraphQL operation failed");
  return {
    message: "Error interno del servidor",
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}

const INVALID_VALUE = "Dato inválido.";
// graphql-js words it `Variable "$input" got invalid value 2.5 at "input.severity"; Int cannot…`.
const VARIABLE_ERROR = /^Variable "\$(\w+)"(?:.*? at "([^"]+)")?/s;

/**
 * A variable refused by the schema's own types (a severity of 2.5, a number for a text) comes from
 * graphql-js in English; clients get the same shape as the services' errors instead: a Spanish
 * message and the field it concerns, named by the last segment of its path.
 */
function translateVariableError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const match = VARIABLE_ERROR.exec(formatted.message);
  if (!match) return formatted;
  const path = match[2] ?? match[1]!;
  const field = path
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "");
  return {
    message: INVALID_VALUE,
    extensions: { code: "BAD_USER_INPUT", fields: { [field]: INVALID_VALUE } },
  };
}
