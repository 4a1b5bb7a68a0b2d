import { Router } from "express";
import { requestEntityManager } from "../../context/request-context";
import { requireSignIn } from "../../auth/require-sign-in";
import {
  deleteResponseTemplate,
  filledResponseTemplates,
  listResponseTemplates,
  saveResponseTemplate,
} from "./response-template.service";

/** Response templates on the REST door (docs/staff.md#response-templates); the rules are in the service. */
export function responseTemplateRouter(): Router {
  const router = Router();
  router.get("/admin/response-templates", requireSignIn, async (req, res) => {
    res.json(await listResponseTemplates(requestEntityManager(), req.user));
  });
  router.post("/admin/response-templates", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.status(201).json(await saveResponseTemplate(requestEntityManager(), req.user, { ...body, id: null }));
  });
  router.put("/admin/response-templates/:id", requireSignIn, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    res.json(
      await saveResponseTemplate(requestEntityManager(), req.user, { ...body, id: String(req.params.id) }),
    );
  });
  router.delete("/admin/response-templates/:id", requireSignIn, async (req, res) => {
    await deleteResponseTemplate(requestEntityManager(), req.user, String(req.params.id));
    res.status(204).end();
  });
  router.get("/reports/:id/response-templates", requireSignIn, async (req, res) => {
    const em = requestEntityManager();
    res.json(
      await filledResponseTemplates(em, req.user, String(req.params.id), { status: req.query.status }),
    );
  });
  return router;
}
