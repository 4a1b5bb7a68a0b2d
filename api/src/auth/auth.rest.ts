import { Router, type Request, type RequestHandler } from "express";
import type { Config } from "../config/env";
import { DEFAULT_ACCOUNT_CONTACT, safeReturnPath } from "../domain";
import {
  TEST_USERS,
  findActiveUser,
  presentUser,
  requireActiveUser,
  signIn,
  signUp,
  toCurrentUser,
} from "../modules/user/user.service";
import type { User } from "../modules/user/user.entity";
import { USER_MESSAGES } from "../modules/user/user.inputs";
import type { Secrets } from "../config/secrets";
import { notFound, unauthenticated } from "../errors/app-error";
import { requestEntityManager } from "../context/request-context";
import { OIDC_STRATEGY, providerLogoutUrl } from "./oidc";
import type { Authentication } from "./passport";
import { passwordAttemptGuard } from "./password-attempts";
import { consume, passwordResetBudget, type RateLimiters } from "./rate-limit";
import {
  checkPasswordResetLink,
  requestPasswordReset,
  resetPassword,
} from "../modules/user/password-reset.service";
import { TrustedDevices } from "./trusted-device";
import { SESSION_COOKIE } from "./session";

export function authRouter(options: {
  config: Config;
  auth: Authentication;
  limiters: RateLimiters;
  secrets: Secrets;
}): Router {
  const { config, auth, limiters } = options;
  const router = Router();
  const devices = new TrustedDevices(options.secrets.sessionSecret, config.nodeEnv === "production");

  /** Signs `user` in: passport regenerates the session id (no fixation), then we stamp the time. */
  const signInAs = (req: Request, user: User) =>
    new Promise<void>((resolve, reject) => {
      req.login(toCurrentUser(user), (error) => {
        if (error) return reject(error as Error);
        req.session.signedInAt = Date.now();
        resolve();
      });
    });

  router.get("/auth/methods", (_req, res) => {
    res.json(auth.methods);
  });

  router.get("/login", async (req, res, next) => {
    const returnTo = safeReturnPath(req.query.returnTo);
    if (!auth.methods.oidc) {
      res.redirect(`/ingresar?returnTo=${encodeURIComponent(returnTo)}`);
      return;
    }
    try {
      await auth.oidcConfiguration();
    } catch {
      res.redirect("/?error=proveedor-no-disponible");
      return;
    }
    req.session.returnTo = returnTo;
    (auth.passport.authenticate(OIDC_STRATEGY) as RequestHandler)(req, res, next);
  });

  router.get("/auth/callback", async (req, res, next) => {
    if (!auth.methods.oidc) throw notFound("Recurso no encontrado");
    try {
      await auth.oidcConfiguration();
    } catch (error) {
      req.log.warn({ err: error }, "OpenID Connect provider unavailable at callback");
      res.redirect("/?error=proveedor-no-disponible");
      return;
    }
    const returnTo = safeReturnPath(req.session.returnTo);
    const authenticate = auth.passport.authenticate(
      OIDC_STRATEGY,
      (error: unknown, user: Express.User | false) => {
        if (error || !user) {
          req.log.warn({ err: error }, "OpenID Connect sign-in failed");
          res.redirect("/?error=inicio-de-sesion-fallido");
          return;
        }
        req.login(user, (loginError) => {
          if (loginError) return next(loginError);
          req.session.signedInAt = Date.now();
          res.redirect(returnTo);
        });
      },
    ) as RequestHandler;
    authenticate(req, res, next);
  });

  router.get("/logout", async (req, res, next) => {
    let redirectTo = "/";
    if (auth.methods.oidc && req.user) {
      try {
        const home = new URL("/", config.publicUrl ?? `${req.protocol}://${req.get("host")}`).toString();
        redirectTo = providerLogoutUrl(await auth.oidcConfiguration(), home) ?? "/";
      } catch {
        // The provider is unreachable: end our own session anyway.
      }
    }
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: "/" });
        res.redirect(redirectTo);
      });
    });
  });

  router.get("/auth/user", async (req, res) => {
    const user = req.user && (await findActiveUser(requestEntityManager(), req.user.id));
    if (!user) throw unauthenticated();
    res.json(presentUser(user));
  });

  // The one door that checks a built-in account's password (docs/security.md#sign-in-limits).
  router.post("/auth/sign-in", async (req, res) => {
    if (!auth.methods.builtIn) throw notFound("Recurso no encontrado");
    await consume(limiters.signInPerIp, req.ip ?? "unknown");
    const user = await signIn(
      requestEntityManager(),
      req.body,
      passwordAttemptGuard(limiters, devices, req),
      config.accountContact ?? DEFAULT_ACCOUNT_CONTACT,
    );
    await signInAs(req, user);
    devices.trust(req, res, user.id);
    res.json(presentUser(user));
  });

  // Never signs in: the same answer whether the e-mail was free or taken (docs/security.md#sign-up).
  router.post("/auth/sign-up", async (req, res) => {
    if (!auth.methods.builtIn) throw notFound("Recurso no encontrado");
    await consume(limiters.signUpPerIp, req.ip ?? "unknown");
    await signUp(requestEntityManager(), req.body);
    res.status(201).json({ message: USER_MESSAGES.signUpDone });
  });

  // Forgotten passwords (docs/password-reset.md): the same answer for every address, limited like sign-in.
  const resetSettings = { secret: options.secrets.sessionSecret, emailEnabled: config.email.enabled };
  router.post("/auth/password-reset", async (req, res) => {
    if (!auth.methods.builtIn) throw notFound("Recurso no encontrado");
    await consume(limiters.passwordResetPerIp, req.ip ?? "unknown");
    const message = await requestPasswordReset(
      requestEntityManager(),
      req.body,
      resetSettings,
      passwordResetBudget(limiters),
    );
    res.status(202).json({ message });
  });

  router.post("/auth/password-reset/check", async (req, res) => {
    if (!auth.methods.builtIn) throw notFound("Recurso no encontrado");
    res.json(await checkPasswordResetLink(requestEntityManager(), req.body, resetSettings));
  });

  router.post("/auth/password-reset/complete", async (req, res) => {
    if (!auth.methods.builtIn) throw notFound("Recurso no encontrado");
    const message = await resetPassword(requestEntityManager(), req.body, resetSettings);
    res.json({ message });
  });

  router.post("/test-login", async (req, res) => {
    if (!auth.methods.testLogin) throw notFound("Recurso no encontrado");
    const userId = (req.body as { userId?: unknown } | undefined)?.userId;
    if (!TEST_USERS.some((testUser) => testUser.id === userId))
      throw notFound("Usuario de prueba no encontrado");
    const em = requestEntityManager();
    const user = await requireActiveUser(em, userId as string);
    user.lastSignInAt = new Date();
    await em.flush();
    await signInAs(req, user);
    res.json(presentUser(user));
  });

  return router;
}
