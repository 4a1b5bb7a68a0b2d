import { RequestContext, type MikroORM } from "@mikro-orm/core";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { PubSub } from "@graphql-yoga/subscription";
import type { Topics } from "../pubsub/topics";
import { authRouter } from "../auth/auth.rest";
import { csrfProtection, originChecker } from "../auth/csrf";
import type { Authentication } from "../auth/passport";
import { consume, limitPerUser, type RateLimiters } from "../auth/rate-limit";
import { requireSignIn } from "../auth/require-sign-in";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { categoryRouter } from "../modules/category/category.rest";
import { geocodingRouter } from "../modules/geocoding/geocoding.rest";
import type { GeocodingService } from "../modules/geocoding/geocoding.service";
import { photoRouter } from "../modules/photo/photo.rest";
import { uploadWidgetRouter } from "../modules/photo/upload-widget.rest";
import { reportRouter } from "../modules/report/report.rest";
import { reportExportRouter } from "../modules/report/report-export.rest";
import { userRouter } from "../modules/user/user.rest";
import { objectStorageRouter } from "../storage/local-object-storage.rest";
import type { ObjectStorage } from "../storage/object-storage";
import { AppError } from "../errors/app-error";
import { sendAppError } from "../errors/rest-error";
import { healthRouter } from "./health";
import { webAppRouter } from "./web-app";

export interface AppDependencies {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  secrets: Secrets;
  auth: Authentication;
  limiters: RateLimiters;
  /** The cookie session (without passport), shared with the WebSocket handshake. */
  session: RequestHandler[];
  storage: ObjectStorage;
  geocoding: GeocodingService;
  /** Live updates (docs/live-updates.md); subscription resolvers get it in their context. */
  pubSub: PubSub<Topics>;
}

/** Address searches carry what a resident types (often their own address): keep it out of the logs. */
function withoutSearchText(url: string | undefined): string | undefined {
  return url?.startsWith("/api/geocode") ? url.replace(/([?&]q=)[^&]*/, "$1[oculto]") : url;
}

/** The Express app without /graphql (mounted by the GraphQL server once Apollo has started). */
export function createExpressApp(deps: AppDependencies): Express {
  const { config, orm, logger, secrets, auth, limiters, storage, geocoding } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/api/health" },
      serializers: {
        req: (req: { url?: string; query?: unknown }) => ({
          ...req,
          url: withoutSearchText(req.url),
          query: undefined,
        }),
      },
    }),
  );
  app.use(compression());
  app.use((_req, _res, next) => RequestContext.create(orm.em, next));
  app.use("/api", healthRouter(orm));
  // The local driver's stand-in for S3: a signed URL is its only credential, as with S3 itself, and
  // it reads the raw body, so it comes before the session, CSRF checks and JSON parser.
  app.use("/api/storage", objectStorageRouter(storage));

  // Everything below answers to cookie sessions, so it is guarded against cross-site requests.
  app.use(
    ["/api", "/graphql"],
    csrfProtection(originChecker(config.publicUrl)),
    ...deps.session,
    auth.passport.initialize() as RequestHandler,
    auth.passport.session() as RequestHandler,
  );

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  api.use(authRouter({ config, auth, limiters }));
  api.use(categoryRouter);
  api.use(userRouter(secrets));
  const uploadLimit = limitPerUser(limiters.uploadsPerUser);
  api.use(photoRouter({ storage, publicUrl: config.publicUrl, rateLimit: uploadLimit }));
  api.use("/uploads", uploadWidgetRouter({ storage, publicUrl: config.publicUrl, rateLimit: uploadLimit }));
  // Only the new-report form searches addresses: no anonymous use of the upstream's goodwill.
  api.use("/geocode", requireSignIn);
  api.use(
    geocodingRouter(geocoding, {
      // Per resident: neighbours on one mobile carrier's NAT share an IP address.
      beforeSearch: (req) => consume(limiters.geocodePerUser, req.user!.id),
    }),
  );
  api.use(
    reportRouter({
      rateLimit: limitPerUser(limiters.reportsPerUser),
      emailNotifications: config.email.enabled,
    }),
  );
  api.use(reportExportRouter());
  api.use((_req, res) => {
    res.status(404).json({ error: "Recurso no encontrado" });
  });
  app.use("/api", api);
  if (!auth.methods.testLogin) {
    // The screen is part of the web app; here it answers 404 like its API (the page says it is off).
    app.get("/test-login", (_req, res, next) => {
      res.status(404);
      next();
    });
  }
  return app;
}

/** Mounted last: the web app, then a JSON `{ error }` for anything that failed. */
export function finishExpressApp(app: Express, logger: Logger): void {
  app.use(webAppRouter());
  const handleError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      sendAppError(res, error);
      return;
    }
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) (req.log ?? logger).error({ err: error }, "request failed");
    res.status(status).json({ error: status >= 500 ? "Error interno del servidor" : "Solicitud inválida" });
  };
  app.use(handleError);
}
