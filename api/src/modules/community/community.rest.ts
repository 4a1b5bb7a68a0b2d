import { Router, type RequestHandler } from "express";
import { requireSignIn } from "../../auth/require-sign-in";
import { requestEntityManager } from "../../context/request-context";
import { addComment, deleteComment, listComments, toggleCommentLike } from "./comment.service";
import { getPublicReport, publicReportsJson } from "./public-report.service";
import { listFollowedReports, setFollow } from "./follow.service";
import { toggleVote } from "./vote.service";

export interface CommunityRouterOptions {
  /** Spend the caller's budget for each action; applied after sign-in. */
  rateLimits: { vote: RequestHandler; comment: RequestHandler; like: RequestHandler };
}

/**
 * The public, vote, comment and like calls (docs/decisions.md#rest-calls), mounted inside /api; rules in the
 * services.
 */
export function communityRouter({ rateLimits }: CommunityRouterOptions): Router {
  const router = Router();

  router.get("/public/reports", async (req, res) => {
    const { category, categoryId, neighborhood, status, sort, after, limit, first } = req.query;
    const body = await publicReportsJson(requestEntityManager(), req.user, {
      categoryId: categoryId ?? category,
      neighborhood,
      status,
      sort,
      after,
      first: first ?? limit,
    });
    res.type("json").send(body);
  });

  router.get("/public/reports/:id", async (req, res) => {
    res.json(await getPublicReport(requestEntityManager(), req.user, String(req.params.id)));
  });

  router.post("/reports/:id/vote", requireSignIn, rateLimits.vote, async (req, res) => {
    res.json(await toggleVote(requestEntityManager(), req.user, String(req.params.id)));
  });

  // Following (docs/community.md#following): PUT follows, DELETE unfollows; both answer the state.
  router.put("/reports/:id/follow", requireSignIn, async (req, res) => {
    res.json(await setFollow(requestEntityManager(), req.user, String(req.params.id), true));
  });

  router.delete("/reports/:id/follow", requireSignIn, async (req, res) => {
    res.json(await setFollow(requestEntityManager(), req.user, String(req.params.id), false));
  });

  router.get("/me/follows", requireSignIn, async (req, res) => {
    const { limit, first, after } = req.query;
    res.json(await listFollowedReports(requestEntityManager(), req.user, { limit: limit ?? first, after }));
  });

  router.get("/reports/:id/comments", async (req, res) => {
    res.json(await listComments(requestEntityManager(), req.user, String(req.params.id)));
  });

  router.post("/reports/:id/comments", requireSignIn, rateLimits.comment, async (req, res) => {
    res.status(201).json(await addComment(requestEntityManager(), req.user, String(req.params.id), req.body));
  });

  router.post("/comments/:id/like", requireSignIn, rateLimits.like, async (req, res) => {
    res.json(await toggleCommentLike(requestEntityManager(), req.user, String(req.params.id)));
  });

  router.delete("/comments/:id", requireSignIn, async (req, res) => {
    res.json(await deleteComment(requestEntityManager(), req.user, String(req.params.id)));
  });

  return router;
}
