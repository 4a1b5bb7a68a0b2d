import { Router } from "express";
import type { PushConfig } from "../../config/push.config";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { pushPublicKey, subscribePush, unsubscribePush } from "./push.service";

/** Web Push on the REST door (docs/push.md#subscribing); the rules are in the service. */
export function pushRouter(config: PushConfig): Router {
  const router = Router();
  router.get("/push/public-key", requireSignIn, async (req, res) => {
    res.json({ publicKey: await pushPublicKey(requestEntityManager(), req.user, config) });
  });
  router.put("/push/subscription", requireSignIn, async (req, res) => {
    res.json(await subscribePush(requestEntityManager(), req.user, config, req.body));
  });
  router.delete("/push/subscription", requireSignIn, async (req, res) => {
    await unsubscribePush(requestEntityManager(), req.user, req.body);
    res.status(204).end();
  });
  return router;
}
