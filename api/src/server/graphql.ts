import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { MikroORM } from "@mikro-orm/postgresql";
import express, { type Express } from "express";
import type { GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { Server } from "node:http";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
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
}): Promise<ApolloServer<GraphQLContext>> {
  const { app, httpServer, schema, orm, logger } = options;

  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH });
  const wsCleanup = useServer<Record<string, unknown>, Record<string, unknown>>(
    {
      schema,
      // One EntityManager fork per operation, as for HTTP requests.
      context: (): GraphQLContext => ({ em: orm.em.fork(), logger }),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    // main.ts owns signal handling and shuts down in order (HTTP, WebSockets, ORM, database).
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: () => Promise.resolve({ drainServer: () => wsCleanup.dispose() }) },
    ],
  });
  await apollo.start();

  app.use(
    GRAPHQL_PATH,
    express.json({ limit: "100kb" }),
    expressMiddleware(apollo, {
      context: ({ req }) => Promise.resolve({ em: orm.em.fork(), logger: req.log ?? logger }),
    }),
  );
  return apollo;
}
