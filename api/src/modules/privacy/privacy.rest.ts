import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { exportUserData } from "./privacy.service";

/** Mis datos: everything the app keeps about the signed-in person, as a JSON download (Ley 1581 de 2012). */
export function privacyRouter(): Router {
  const router = Router();
  router.get("/user/data", requireSignIn, async (req, res) => {
    const data = await exportUserData(requestEntityManager(), req.user!.id);
    res.attachment("mis-datos-reporta-riomar.json").json(data);
  });
  return router;
}
