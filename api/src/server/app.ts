import { RequestContext, type MikroORM } from "@mikro-orm/core";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { categoryRouter } from "../modules/category/category.rest";
import { healthRouter } from "./health";
import { webAppRouter } from "./web-app";

/** The Express app without /graphql (mounted by the GraphQL server once Apollo has started). */
export function createExpressApp(options: { orm: MikroORM; logger: Logger }): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(pinoHttp({ logger: options.logger, autoLogging: { ignore: (req) => req.url === "/api/health" } }));
  app.use(compression());
  app.use((_req, _res, next) => RequestContext.create(options.orm.em, next));

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  api.use(healthRouter(options.orm));
  api.use(categoryRouter);
  api.use((_req, res) => {
    res.status(404).json({ error: "Recurso no encontrado" });
  });
  app.use("/api", api);
  return app;
}

/** Mounted last: the web app, then a JSON error for anything that failed. */
export function finishExpressApp(app: Express, logger: Logger): void {
  app.use(webAppRouter());
  const handleError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) (req.log ?? logger).error({ err: error }, "request failed");
    if (res.headersSent) return;
    res.status(status).json({ error: status >= 500 ? "Error interno del servidor" : "Solicitud inválida" });
  };
  app.use(handleError);
}
