import { Router } from "express";
import type { Secrets } from "../../config/secrets";
import { cedulaBudget, type RateLimiters } from "../../auth/rate-limit";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { SESSION_COOKIE } from "../../auth/session";
import { changeMyName, deleteAccount, presentUser, registerCedula } from "./user.service";

export function userRouter(secrets: Secrets, limiters: RateLimiters): Router {
  const router = Router();
  router.use("/user", requireSignIn);

  router.put("/user/cedula", async (req, res) => {
    const userId = req.user!.id;
    const user = await registerCedula(
      requestEntityManager(),
      userId,
      req.body,
      secrets.cedulaHashKey,
      cedulaBudget(limiters, userId, req.ip),
    );
    res.json(presentUser(user));
  });

  // The caller's own name (docs/decisions.md#your-name): body { firstName, lastName }.
  router.patch("/user", async (req, res) => {
    res.json(presentUser(await changeMyName(requestEntityManager(), req.user!.id, req.body ?? {})));
  });

  router.delete("/user", async (req, res, next) => {
    await deleteAccount(requestEntityManager(), req.user!);
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: "/" });
      res.status(204).end();
    });
  });
  return router;
}
