import { Router } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import {
  configureWebhook,
  getWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from "./webhook.service";

/** A dependencia's webhook on the REST door (docs/webhooks.md#configuration); the rules are in the service. */
export function webhookRouter(): Router {
  const router = Router();
  router.get("/admin/dependencias/:id/webhook", requireSignIn, async (req, res) => {
    res.json({ webhook: await getWebhook(requestEntityManager(), req.user, String(req.params.id)) });
  });
  router.put("/admin/dependencias/:id/webhook", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.json(
      await configureWebhook(requestEntityManager(), req.user, String(req.params.id), {
        url: body.url,
        enabled: body.enabled,
      }),
    );
  });
  router.post("/admin/dependencias/:id/webhook/rotate", requireSignIn, async (req, res) => {
    res.json(await rotateWebhookSecret(requestEntityManager(), req.user, String(req.params.id)));
  });
  router.get("/admin/dependencias/:id/webhook/deliveries", requireSignIn, async (req, res) => {
    res.json(await listWebhookDeliveries(requestEntityManager(), req.user, String(req.params.id)));
  });
  router.post("/admin/webhook-deliveries/:id/resend", requireSignIn, async (req, res) => {
    res.json(await resendWebhookDelivery(requestEntityManager(), req.user, String(req.params.id)));
  });
  return router;
}
