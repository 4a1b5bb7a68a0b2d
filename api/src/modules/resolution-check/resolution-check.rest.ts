import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { answerMyResolutionCheck, myResolutionCheck } from "./resolution-check.service";

/** «¿Quedó resuelto?» on the REST door, signed in (docs/resolution-check.md#answering). */
export function resolutionCheckRouter(): Router {
  const router = Router();
  router.get("/reports/:id/resolution-check", requireSignIn, async (req, res) => {
    res.json(await myResolutionCheck(requestEntityManager(), req.user, String(req.params.id)));
  });
  router.post("/reports/:id/resolution-check", requireSignIn, async (req, res) => {
    res.json(
      await answerMyResolutionCheck(requestEntityManager(), req.user, String(req.params.id), req.body),
    );
  });
  return router;
}
