import { Router, type RequestHandler } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { flagContent, listModerationQueue, moderateContent } from "./moderation.service";

export interface ModerationRouterOptions {
  /** Spends the caller's flag budget; applied after sign-in. */
  flagRateLimit: RequestHandler;
}

/** Flags and the moderation queue (docs/moderation.md), mounted inside /api; rules in the service. */
export function moderationRouter({ flagRateLimit }: ModerationRouterOptions): Router {
  const router = Router();

  router.post("/reports/:id/flag", requireSignIn, flagRateLimit, async (req, res) => {
    res
      .status(201)
      .json(await flagContent(requestEntityManager(), req.user, "report", String(req.params.id), req.body));
  });

  router.post("/comments/:id/flag", requireSignIn, flagRateLimit, async (req, res) => {
    res
      .status(201)
      .json(await flagContent(requestEntityManager(), req.user, "comment", String(req.params.id), req.body));
  });

  router.get("/moderation/queue", requireSignIn, async (req, res) => {
    res.json(await listModerationQueue(requestEntityManager(), req.user));
  });

  router.post("/moderation/actions", requireSignIn, async (req, res) => {
    res.json(await moderateContent(requestEntityManager(), req.user, req.body));
  });

  return router;
}
