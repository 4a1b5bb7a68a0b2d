import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { PubSub } from "@graphql-yoga/subscription";
import type { MikroORM } from "@mikro-orm/postgresql";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import type { GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { IncomingMessage, Server } from "node:http";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
import type { CurrentUser } from "../context/current-user";
import { originChecker } from "../auth/csrf";
import type { RateLimiters } from "../auth/rate-limit";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { findActiveUser, toCurrentUser } from "../modules/user/user.service";
import type { GraphQLContext } from "../context/graphql-context";
import { LoaderCache } from "../context/loader-cache";
import { formatGraphQLError } from "../errors/graphql-error";
import type { Topics } from "../pubsub/topics";

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
  pubSub: PubSub<Topics>;
}): Promise<ApolloServer<GraphQLContext>> {
  const { app, httpServer, schema, orm, logger, secrets, limiters, pubSub } = options;
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
      // The same error shapes and masking as Apollo's formatError over HTTP.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, logger)),
            }
          : undefined,
      // One EntityManager fork per operation, as for HTTP requests.
      context: (ctx): GraphQLContext => ({
        em: orm.em.fork(),
        logger,
        user: ctx.extra.user,
        secrets,
        limiters,
        loaders: new LoaderCache(),
        emailNotifications: options.config.email.enabled,
        pubSub,
      }),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, logger),
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
          loaders: new LoaderCache(),
          emailNotifications: options.config.email.enabled,
          pubSub,
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
