import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "../../context/current-user";
import { MESSAGES, STAFF_MESSAGES } from "../../domain";
import { badUserInput, forbidden, notFound } from "../../errors/app-error";
import { canManageStaffTools } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { recordAudit } from "../audit/audit.service";
import { reorderCategoriesInput, updateCategoryInput } from "./category.inputs";
import { Category } from "./category.entity";

/** A category as lists and forms show it, read as a plain row. */
export type CategoryRow = Pick<Category, "id" | "name" | "description" | "icon" | "active">;

/**
 * The categories offered for new reports and shown on the landing page: active ones, in order. Every
 * form and landing page asks for them, so they are read as plain rows (building entities cost several
 * times the query itself).
 */
export function listCategories(em: EntityManager): Promise<CategoryRow[]> {
  return em
    .getConnection()
    .execute<CategoryRow[]>(
      "SELECT id, name, description, icon, active FROM category WHERE active ORDER BY position",
    );
}

/** Configuración: every category, deactivated ones too (super_admins). */
export function listAllCategories(em: EntityManager, viewer: CurrentUser): Promise<Category[]> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  return em.find(Category, {}, { orderBy: { position: "asc" } });
}

/** A category a new report may be filed under (active), or the form's "select a category" message. */
export async function requireActiveCategory(em: EntityManager, id: string): Promise<Category> {
  const category = await em.findOne(Category, { id, active: true });
  if (!category) throw badUserInput({ categoryId: MESSAGES.categoryRequired });
  return category;
}

export async function updateCategory(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<Category> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const changes = parseInput(updateCategoryInput, input);
  return em.transactional(async (tx) => {
    const category = await tx.findOne(Category, { id }, { refresh: true });
    if (!category) throw notFound(MESSAGES.categoryNotFound);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of ["name", "description", "icon", "active"] as const) {
      const value = changes[field];
      if (value === undefined || value === category[field]) continue;
      before[field] = category[field];
      after[field] = value;
      Object.assign(category, { [field]: value });
    }
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, viewer.id, {
        action: "category.update",
        subjectType: "category",
        subjectId: category.id,
        subjectLabel: category.name,
        before,
        after,
      });
    }
    return category;
  });
}

/** Sets the display order: `ids` must name every category exactly once. */
export async function reorderCategories(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<Category[]> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { ids } = parseInput(reorderCategoriesInput, input);
  return em.transactional(async (tx) => {
    const categories = await tx.find(Category, {}, { orderBy: { position: "asc" }, refresh: true });
    const known = new Set(categories.map((category) => category.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badUserInput({ ids: STAFF_MESSAGES.categoryOrderInvalid });
    }
    const before = categories.map((category) => category.id);
    if (before.join() !== ids.join()) {
      const byId = new Map(categories.map((category) => [category.id, category]));
      ids.forEach((id, index) => (byId.get(id)!.position = index + 1));
      await recordAudit(tx, viewer.id, {
        action: "category.order",
        subjectType: "category",
        subjectId: "*",
        subjectLabel: "Todas las categorías",
        before: { order: before.join(", ") },
        after: { order: ids.join(", ") },
      });
    }
    return tx.find(Category, {}, { orderBy: { position: "asc" } });
  });
}
