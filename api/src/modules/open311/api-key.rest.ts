import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { issueApiKey, listApiKeys, revokeApiKey } from "./api-key.service";

/** Integraciones on the REST door (docs/open311.md#api-keys); the rules are in the service. */
export function apiKeyRouter(): Router {
  const router = Router();
  router.get("/admin/api-keys", requireSignIn, async (req, res) => {
    res.json(await listApiKeys(requestEntityManager(), req.user));
  });
  router.post("/admin/api-keys", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.status(201).json(await issueApiKey(requestEntityManager(), req.user, { name: body.name }));
  });
  router.post("/admin/api-keys/:id/revoke", requireSignIn, async (req, res) => {
    res.json(await revokeApiKey(requestEntityManager(), req.user, String(req.params.id)));
  });
  return router;
}
