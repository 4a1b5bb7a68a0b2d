import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { sendPasswordResetLink, type PasswordResetSettings } from "./password-reset.service";

/** Gestionar usuarios on the REST door; the rules are in the services and policies/staff.policy.ts. */
export function userAdminRouter(settings: PasswordResetSettings): Router {
  const router = Router();
  // docs/password-reset.md#from-gestionar-usuarios: by e-mail, or the link once in this answer.
  router.post("/admin/users/:userId/password-reset", requireSignIn, async (req, res) => {
    res
      .status(201)
      .json(
        await sendPasswordResetLink(requestEntityManager(), req.user!, String(req.params.userId), settings),
      );
  });
  return router;
}
