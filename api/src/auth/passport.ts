import type { RequestHandler } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import { Passport } from "passport";
import type { Configuration } from "openid-client";
import type { Logger } from "pino";
import type { Config } from "../config/env";
import { toCurrentUser, upsertOidcUser } from "../modules/user/user.service";
import { currentRequestEntityManager, requestEntityManager } from "../context/request-context";
import { createOidcStrategy, discoverOidc } from "./oidc";
import { sessionUser, signedInUserId } from "./session-user";

export type AuthMethods = { oidc: boolean; builtIn: boolean; testLogin: boolean };

export interface Authentication {
  /** Signing in and out (`req.login`, `req.logout`) and the OpenID Connect strategy. */
  passport: InstanceType<typeof Passport>;
  /**
   * Who the session's user is (`req.user`), after the session middleware: what passport's session
   * strategy does, without passport's per-request set-up, which only signing in and out need
   * (docs/security.md#sessions).
   */
  signedInUser: RequestHandler;
  methods: AuthMethods;
  /** The provider's configuration, discovered on first use (a provider that is down must not stop the app). */
  oidcConfiguration(): Promise<Configuration>;
}

export function createAuthentication(options: {
  config: Config;
  orm: MikroORM;
  logger: Logger;
}): Authentication {
  const { config, logger } = options;
  const passport = new Passport();
  // GraphQL requests have no request context (each operation forks its own, server/graphql.ts).
  const entityManager = () => currentRequestEntityManager() ?? options.orm.em.fork();
  passport.serializeUser<string>((user, done) => done(null, user.id));
  const signedInUser: RequestHandler = (req, _res, next) => {
    const id = signedInUserId(req);
    if (id === undefined) return next();
    // The same lookup as every WebSocket operation's: a deleted or deactivated account ends the session.
    // The session store has read it with the session, in the same statement.
    sessionUser(entityManager, req, id).then(
      (user) => {
        if (user) req.user = user;
        // As passport's session strategy: the session no longer names anyone.
        else delete (req.session as { passport?: { user?: string } }).passport!.user;
        next();
      },
      (error: unknown) => next(error),
    );
  };

  const methods: AuthMethods = {
    oidc: config.oidc != null,
    builtIn: config.oidc == null,
    testLogin: config.nodeEnv !== "production",
  };

  let discovery: Promise<Configuration> | undefined;
  const oidcConfiguration = (): Promise<Configuration> => {
    const oidc = config.oidc;
    if (!oidc) return Promise.reject(new Error("OpenID Connect is not configured"));
    discovery ??= discoverOidc(oidc).then(
      (configuration) => {
        const callbackUrl = new URL(
          "/api/auth/callback",
          config.publicUrl ?? `http://localhost:${config.port}`,
        );
        passport.use(
          createOidcStrategy(configuration, callbackUrl.toString(), async (profile) =>
            toCurrentUser(await upsertOidcUser(requestEntityManager(), profile)),
          ),
        );
        return configuration;
      },
      (error: unknown) => {
        discovery = undefined;
        logger.error({ err: error, issuer: oidc.issuerUrl }, "OpenID Connect discovery failed");
        throw error;
      },
    );
    return discovery;
  };

  return { passport, signedInUser, methods, oidcConfiguration };
}
