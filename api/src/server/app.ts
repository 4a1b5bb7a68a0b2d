import { RequestContext, type MikroORM } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { callerKey, identifyCaller } from "../database/expensive-reads";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from "express";
import type { Logger } from "pino";
import type { LiveHub } from "../pubsub/live-hub";
import { authRouter } from "../auth/auth.rest";
import { csrfProtection, originChecker } from "../auth/csrf";
import type { Authentication } from "../auth/passport";
import { hasSessionCookie } from "../auth/session";
import { handlersInTurn } from "../auth/session-user";
import { consume, limitPerIp, limitPerUser, type RateLimiters } from "../auth/rate-limit";
import { requireSignIn } from "../auth/require-sign-in";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { alertRouter } from "../modules/alert/alert.rest";
import { unsubscribeRouter } from "../modules/alert/unsubscribe.rest";
import { resolutionCheckPageRouter } from "../modules/resolution-check/answer-page.rest";
import { resolutionCheckRouter } from "../modules/resolution-check/resolution-check.rest";
import { categoryRouter } from "../modules/category/category.rest";
import { moderationRouter } from "../modules/moderation/moderation.rest";
import { communityRouter } from "../modules/community/community.rest";
import { nearbyRouter } from "../modules/community/nearby.rest";
import { sharePageRouter } from "../modules/community/share-page.rest";
import { geocodingRouter } from "../modules/geocoding/geocoding.rest";
import type { GeocodingService } from "../modules/geocoding/geocoding.service";
import type { OpenDataFiles } from "../modules/open-data/open-data.files";
import { openDataRouter } from "../modules/open-data/open-data.rest";
import { open311Router } from "../modules/open311/open311.rest";
import { apiKeyRouter } from "../modules/open311/api-key.rest";
import { webhookInboundRouter } from "../modules/webhook/webhook-inbound.rest";
import { webhookRouter } from "../modules/webhook/webhook.rest";
import { photoRouter } from "../modules/photo/photo.rest";
import { reportPhotoAccess } from "../modules/report/report-photo-access";
import { requestEntityManager } from "../context/request-context";
import { uploadWidgetRouter } from "../modules/photo/upload-widget.rest";
import { reportRouter } from "../modules/report/report.rest";
import { reportBulkRouter } from "../modules/report-bulk/report-bulk.rest";
import { photoBlurRouter } from "../modules/photo-blur/photo-blur.rest";
import { statisticsRouter } from "../modules/statistics/statistics.rest";
import { performanceRouter } from "../modules/statistics/performance.rest";
import { reportExportRouter } from "../modules/report/report-export.rest";
import { responseTemplateRouter } from "../modules/response-template/response-template.rest";
import { privacyRouter } from "../modules/privacy/privacy.rest";
import { pushRouter } from "../modules/push/push.rest";
import { userAdminRouter } from "../modules/user/user-admin.rest";
import { userRouter } from "../modules/user/user.rest";
import { objectStorageRouter } from "../storage/local-object-storage.rest";
import type { ObjectStorage } from "../storage/object-storage";
import { expectedError } from "../errors/app-error";
import { sendAppError } from "../errors/rest-error";
import { GRAPHQL_PATH } from "./graphql";
import { graphqlIdeRouter } from "./graphql-ide";
import { COMPRESSION_THRESHOLD_BYTES, compressJsonAtOnce } from "./json-compression";
import { healthRouter } from "./health";
import { enteredUnderItsPaths } from "./router-entry";
import type { AppMetrics } from "./metrics";
import { requestLogging } from "./request-log";
import { readWebBuildSettings, securityHeaders } from "./security-headers";
import { WEB_DIST_DIR, webAppRouter } from "./web-app";

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
  /** Live updates (docs/live-updates.md): each client connection subscribes through its own door. */
  live: LiveHub;
  /** The open-data files, built once per change (docs/statistics.md#open-data). */
  openData: OpenDataFiles;
  /** The built web app (web/dist unless a test gives its own). */
  webDistDir: string;
  /** Prometheus metrics (docs/operations.md#metrics). */
  metrics: AppMetrics;
}

/**
 * The cookie session and its user, read once per request. A request without the session cookie has no
 * session to read and nobody signed in, so it skips them (and their work: a session object, a random
 * id, the store) and is anonymous (`req.user` unset); the sign-in routes load them always, since they
 * start sessions, and add passport's `req.login` and `req.logout`.
 */
function sessionLoaders({ session, auth }: Pick<AppDependencies, "session" | "auth">) {
  const loadSessionAndUser = handlersInTurn([...session, auth.signedInUser]);
  const load: RequestHandler = (req, res, next) => {
    if (res.locals.sessionLoaded === true) return next();
    res.locals.sessionLoaded = true;
    loadSessionAndUser(req, res, next);
  };
  const signInHelpers = auth.passport.initialize() as RequestHandler;
  const always: RequestHandler = (req, res, next) =>
    load(req, res, (error?: unknown) => (error ? next(error) : signInHelpers(req, res, next)));
  const ifCookie: RequestHandler = (req, res, next) =>
    hasSessionCookie(req) ? load(req, res, next) : next();
  return { always, ifCookie };
}

/**
 * The Express app, and the router on /graphql where the GraphQL server mounts Apollo once it has
 * started (behind the app's logging, headers, cross-site guard and session).
 */
export function createExpressApp(deps: AppDependencies): { app: Express; graphql: Router } {
  const { config, orm, logger, secrets, auth, limiters, storage, geocoding, webDistDir, metrics } = deps;
  const app = express();
  app.disable("x-powered-by");
  compressJsonAtOnce(app);
  // Whose X-Forwarded-For/-Proto to believe: nobody's unless TRUST_PROXY names the proxies in front.
  app.set("trust proxy", config.trustProxy);
  app.use(metrics.httpMiddleware);
  // Probes and scrapes come every few seconds: logging each would bury the requests that matter.
  app.use(
    requestLogging(logger, { ignore: (path) => path.startsWith("/api/health") || path === "/metrics" }),
  );
  app.use(securityHeaders(config, readWebBuildSettings(webDistDir)));
  app.use((req, _res, next) => {
    // A GraphQL operation forks its own EntityManager, if it needs one (server/operation-context.ts).
    if (req.path === GRAPHQL_PATH) return next();
    RequestContext.create(orm.em, () => {
      // Read when an expensive read is gated, once the session has named the user (if any).
      identifyCaller(RequestContext.getEntityManager() as EntityManager, () =>
        callerKey(req.user?.id, req.ip),
      );
      next();
    });
  });
  // Answers that are always small and the same for everyone come first: no compression stream to set
  // up (a tenth of such a request's time, `npm run bench`), no session, nothing to guard (GET only).
  app.use("/api", enteredUnderItsPaths(healthRouter(orm)), enteredUnderItsPaths(categoryRouter));
  // Small answers go as they are: under a few kilobytes, compressing costs CPU on both ends and saves
  // no round trip (they fit the first TCP window either way). A client that accepts no encoding (a
  // partner's script, a probe) skips it: it would only wrap the answer to send it as is. The answer
  // still varies by the header, so that a shared cache does not keep it for clients that accept gzip.
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  app.use((req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    res.vary("Accept-Encoding");
    next();
  });
  // Before Apollo: a browser opening /graphql gets the analysts' IDE.
  app.use(enteredUnderItsPaths(graphqlIdeRouter()));

  // Everything that answers to cookie sessions is guarded against cross-site requests.
  const guardCrossSite = csrfProtection(originChecker(config.publicUrl));
  const { always: sessionAlways, ifCookie: sessionIfCookie } = sessionLoaders(deps);
  // GraphQL answers here (Apollo mounts on `graphql` once started: server/graphql.ts), so that an
  // operation does not walk the routers below, none of which serves its path.
  const graphql = express.Router();
  app.use(GRAPHQL_PATH, guardCrossSite, sessionIfCookie, graphql);
  app.use(enteredUnderItsPaths(metrics.router(config.metrics)));
  // The local driver's stand-in for S3: a signed URL is its only credential, as with S3 itself, and
  // it reads the raw body, so it comes before the session, CSRF checks and JSON parser.
  app.use("/api/storage", objectStorageRouter(storage));

  // One-click unsubscribe from alert e-mails: its signed token is its only credential, and the mail
  // provider's POST carries no Origin, no cookie and a form body (docs/alerts.md#unsubscribe), so it comes
  // before the session and its CSRF rule.
  app.use("/api/unsubscribe", unsubscribeRouter(secrets.sessionSecret));
  // «¿Quedó resuelto?» from an e-mail: answered by its signed token alone, signed out, from a form of its
  // own page (docs/resolution-check.md#the-e-mail), so it comes before the session and its CSRF rule too.
  app.use("/api/resolution-check", resolutionCheckPageRouter(secrets.sessionSecret));

  // Open311 (docs/open311.md): partners' systems, no cookie and no Origin; filing is by API key.
  app.use(
    enteredUnderItsPaths(
      open311Router({
        readLimit: limitPerIp(limiters.open311ReadsPerIp),
        postLimit: limitPerIp(limiters.open311PostsPerIp),
        publicUrl: config.publicUrl,
        keyBudget: (keyId) => () => consume(limiters.open311PostsPerKey, keyId),
      }),
    ),
  );

  // Partners' inbound webhooks (docs/webhooks.md#inbound): no cookie and no Origin; the signature is
  // the credential, over the raw body, so it comes before the session, CSRF checks and JSON parser.
  app.use(enteredUnderItsPaths(webhookInboundRouter(limitPerIp(limiters.webhookInboundPerIp))));

  // Everything below answers to cookie sessions.
  app.use("/api", guardCrossSite, sessionIfCookie);

  const api = express.Router();
  // Each feature's router is entered only by requests under its own paths (server/router-entry.ts).
  const feature = (router: Router) => api.use(enteredUnderItsPaths(router));
  api.use(express.json({ limit: "100kb" }));
  // Signing in and out start and end sessions, cookie or not.
  api.use(["/login", "/logout", "/auth", "/test-login"], sessionAlways);
  feature(authRouter({ config, auth, limiters, secrets }));
  feature(privacyRouter());
  feature(alertRouter());
  feature(pushRouter(config.push));
  feature(resolutionCheckRouter());
  feature(userRouter(secrets, limiters));
  feature(userAdminRouter({ secret: secrets.sessionSecret, emailEnabled: config.email.enabled }));
  const uploadLimit = limitPerUser(limiters.uploadsPerUser);
  feature(
    photoRouter({
      storage,
      publicUrl: config.publicUrl,
      rateLimit: uploadLimit,
      reportAccess: (reportId, viewer) => reportPhotoAccess(requestEntityManager(), reportId, viewer),
    }),
  );
  api.use("/uploads", uploadWidgetRouter({ storage, publicUrl: config.publicUrl, rateLimit: uploadLimit }));
  // Only the new-report form searches addresses: no anonymous use of the upstream's goodwill.
  api.use("/geocode", requireSignIn);
  feature(
    geocodingRouter(geocoding, {
      // Per resident: neighbours on one mobile carrier's NAT share an IP address.
      beforeSearch: (req) => consume(limiters.geocodePerUser, req.user!.id),
    }),
  );
  // Before the report router, whose /reports/{id} routes would take "bulk" or "nearby" for an id.
  feature(reportBulkRouter());
  feature(nearbyRouter({ rateLimit: limitPerUser(limiters.nearbyPerCaller) }));
  feature(reportRouter({ limiters }));
  feature(photoBlurRouter({ storage }));
  feature(reportExportRouter());
  feature(responseTemplateRouter());
  feature(apiKeyRouter());
  feature(webhookRouter());
  feature(
    communityRouter({
      rateLimits: {
        vote: limitPerUser(limiters.votesPerUser),
        comment: limitPerUser(limiters.commentsPerUser),
        like: limitPerUser(limiters.likesPerUser),
      },
    }),
  );
  feature(moderationRouter({ flagRateLimit: limitPerUser(limiters.flagsPerUser) }));
  feature(statisticsRouter({ rateLimit: limitPerIp(limiters.statisticsPerIp) }));
  feature(performanceRouter({ rateLimit: limitPerIp(limiters.statisticsPerIp) }));
  feature(
    openDataRouter({
      rateLimit: limitPerIp(limiters.openDataPerIp),
      files: deps.openData,
      limits: config.clientLimits.openData,
    }),
  );
  api.use((_req, res) => {
    res.status(404).json({ error: "Recurso no encontrado" });
  });
  app.use("/api", api);
  // A shared report's page carries its link preview in the HTML (before the web app's catch-all).
  app.use(enteredUnderItsPaths(sharePageRouter({ distDir: webDistDir, publicUrl: config.publicUrl })));
  if (!auth.methods.testLogin) {
    // The screen is part of the web app; here it answers 404 like its API (the page says it is off).
    app.get("/test-login", (_req, res, next) => {
      res.status(404);
      next();
    });
  }
  return { app, graphql };
}

/** Mounted last: the web app, then a JSON `{ error }` for anything that failed. */
export function finishExpressApp(app: Express, logger: Logger, webDistDir = WEB_DIST_DIR): void {
  app.use(webAppRouter(webDistDir));
  // Ours rather than Express's default 404, which replaces the security headers with its own (and
  // answers HTML): the same headers on every answer, built web app or not.
  app.use((_req, res) => {
    res.status(404).json({ error: "Recurso no encontrado" });
  });
  const handleError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const expected = expectedError(error);
    if (expected) {
      sendAppError(res, expected);
      return;
    }
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) (req.log ?? logger).error({ err: error }, "request failed");
    res.status(status).json({ error: status >= 500 ? "Error interno del servidor" : "Solicitud inválida" });
  };
  app.use(handleError);
}
