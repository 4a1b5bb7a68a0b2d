import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "./category.entity";

export function listCategories(em: EntityManager): Promise<Category[]> {
  return em.find(Category, {}, { orderBy: { position: "asc" } });
}
