import { Router } from "express";
import { requestEntityManager } from "../../context/request-context";
import { listCategories } from "./category.service";

export const categoryRouter = Router();

categoryRouter.get("/categories", async (_req, res) => {
  const categories = await listCategories(requestEntityManager());
  res.json(categories.map(({ id, name, description, icon }) => ({ id, name, description, icon })));
});
