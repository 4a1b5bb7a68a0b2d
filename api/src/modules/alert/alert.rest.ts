import { Router } from "express";
import { requestEntityManager } from "../../context/request-context";
import { requireSignIn } from "../../auth/require-sign-in";
import { createAlert, deleteAlert, listMyAlerts, updateAlert } from "./alert.service";

/** Area alerts on the REST door (docs/alerts.md); the rules are in the service. */
export function alertRouter(): Router {
  const router = Router();
  router.get("/me/alerts", requireSignIn, async (req, res) => {
    res.json(await listMyAlerts(requestEntityManager(), req.user));
  });
  router.post("/me/alerts", requireSignIn, async (req, res) => {
    res.status(201).json(await createAlert(requestEntityManager(), req.user, req.body));
  });
  router.put("/me/alerts/:id", requireSignIn, async (req, res) => {
    res.json(await updateAlert(requestEntityManager(), req.user, String(req.params.id), req.body));
  });
  router.delete("/me/alerts/:id", requireSignIn, async (req, res) => {
    await deleteAlert(requestEntityManager(), req.user, String(req.params.id));
    res.status(204).end();
  });
  return router;
}
