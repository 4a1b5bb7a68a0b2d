import express, { Router, type RequestHandler } from "express";
import { requestEntityManager } from "../../context/request-context";
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from "../../domain";
import { receiveInbound } from "./webhook-inbound.service";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `POST /api/webhooks/inbound` (docs/webhooks.md#inbound): partners' systems, no cookie and no Origin;
 * the signature over the body's exact bytes is the credential, so the body is read raw. `limit` spends
 * the caller's budget (per IP) before anything is read.
 */
export function webhookInboundRouter(limit: RequestHandler): Router {
  const router = Router();
  router.post(
    "/api/webhooks/inbound",
    limit,
    express.raw({ type: () => true, limit: WEBHOOK_LIMITS.inboundMaxBytes }),
    async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const result = await receiveInbound(
          requestEntityManager(),
          {
            dependencia: header(req.headers[WEBHOOK_HEADERS.dependencia.toLowerCase()]),
            id: header(req.headers[WEBHOOK_HEADERS.id.toLowerCase()]),
            timestamp: header(req.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]),
            signature: header(req.headers[WEBHOOK_HEADERS.signature.toLowerCase()]),
          },
          rawBody,
        );
        res.json(result);
      } catch (error) {
        if ((error as { status?: number }).status === 401) {
          req.log?.warn(
            { err: error, dependencia: header(req.headers["x-reporta-dependencia"]) },
            "webhook refused",
          );
        }
        throw error;
      }
    },
  );
  return router;
}
