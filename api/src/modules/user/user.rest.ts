import { Router } from "express";
import type { Secrets } from "../../config/secrets";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { SESSION_COOKIE } from "../../auth/session";
import { deleteAccount, exportUserData, presentUser, registerCedula } from "./user.service";

export function userRouter(secrets: Secrets): Router {
  const router = Router();
  router.use("/user", requireSignIn);

  router.put("/user/cedula", async (req, res) => {
    const body = (req.body ?? {}) as { cedula?: unknown; consent?: unknown };
    const user = await registerCedula(requestEntityManager(), req.user!.id, body, secrets.cedulaHashKey);
    res.json(presentUser(user));
  });

  router.get("/user/data", async (req, res) => {
    const data = await exportUserData(requestEntityManager(), req.user!.id);
    res.attachment("mis-datos-reporta-riomar.json").json(data);
  });

  router.delete("/user", async (req, res, next) => {
    await deleteAccount(requestEntityManager(), req.user!.id);
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: "/" });
      res.status(204).end();
    });
  });
  return router;
}
