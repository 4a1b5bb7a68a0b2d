import type { EntityManager } from "@mikro-orm/postgresql";
import type { PlainRowReader } from "../../database/plain-row-reader";
import type { CurrentUser } from "../../context/current-user";
import { MESSAGES, STAFF_MESSAGES } from "../../domain";
import { badUserInput, forbidden, notFound } from "../../errors/app-error";
import { emit } from "../../events/domain-events";
import { canManageStaffTools } from "../../policies/staff.policy";
import { parseInput } from "../../validation/parse-input";
import { reorderCategoriesInput, updateCategoryInput } from "./category.inputs";
import { Category } from "./category.entity";

/** A category as lists and forms show it, read as a plain row. */
export type CategoryRow = Pick<Category, "id" | "name" | "description" | "icon" | "active">;

/** How long an app instance keeps the active categories (docs/staff.md#categories). */
export const CATEGORY_LIST_CACHE_MS = 10_000;

/** Per database (one per app instance: tests run several in one process), the list and its expiry. */
const activeCategoryLists = new WeakMap<object, { rows: Promise<CategoryRow[]>; expires: number }>();

/**
 * The categories offered for new reports and shown on the landing page: active ones, in order. Every
 * form, landing page and statistics answer asks for them and only a super_admin's edit changes them, so
 * the list is kept for a few seconds (docs/staff.md#categories), read as plain rows.
 */
export async function listCategories(database: PlainRowReader): Promise<CategoryRow[]> {
  const key = database.getDriver();
  let cached = activeCategoryLists.get(key);
  if (!cached || cached.expires <= Date.now()) {
    const entry = {
      rows: database
        .getConnection()
        .execute<CategoryRow[]>(
          "SELECT id, name, description, icon, active FROM category WHERE active ORDER BY position",
        ),
      expires: Date.now() + CATEGORY_LIST_CACHE_MS,
    };
    activeCategoryLists.set(key, entry);
    // A failed read is not kept: the next caller tries again.
    entry.rows.catch(() => {
      if (activeCategoryLists.get(key) === entry) activeCategoryLists.delete(key);
    });
    cached = entry;
  }
  // Copies: callers may sort or change what they get without changing what the next caller gets.
  return (await cached.rows).map((row) => ({ ...row }));
}

/** After an edit has been committed: this instance's next list reads it. */
function forgetActiveCategories(em: EntityManager): void {
  activeCategoryLists.delete(em.getDriver());
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

/**
 * Configuración: a super_admin edits a category. A real change is the `category.changed` event, which
 * the audit log records in the same transaction (docs/events.md).
 */
export async function updateCategory(
  em: EntityManager,
  viewer: CurrentUser,
  id: string,
  input: unknown,
): Promise<Category> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const changes = parseInput(updateCategoryInput, input);
  const updated = await em.transactional(async (tx) => {
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
      await emit(tx, "category.changed", {
        action: "category.update",
        actorId: viewer.id,
        categoryId: category.id,
        categoryName: category.name,
        before,
        after,
      });
    }
    return category;
  });
  forgetActiveCategories(em);
  return updated;
}

/** Sets the display order: `ids` must name every category exactly once (`category.changed` too). */
export async function reorderCategories(
  em: EntityManager,
  viewer: CurrentUser,
  input: unknown,
): Promise<Category[]> {
  if (!canManageStaffTools(viewer)) throw forbidden();
  const { ids } = parseInput(reorderCategoriesInput, input);
  const reordered = await em.transactional(async (tx) => {
    const categories = await tx.find(Category, {}, { orderBy: { position: "asc" }, refresh: true });
    const known = new Set(categories.map((category) => category.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badUserInput({ ids: STAFF_MESSAGES.categoryOrderInvalid });
    }
    const before = categories.map((category) => category.id);
    if (before.join() !== ids.join()) {
      const byId = new Map(categories.map((category) => [category.id, category]));
      ids.forEach((id, index) => (byId.get(id)!.position = index + 1));
      await emit(tx, "category.changed", {
        action: "category.order",
        actorId: viewer.id,
        before: { order: before.join(", ") },
        after: { order: ids.join(", ") },
      });
    }
    return tx.find(Category, {}, { orderBy: { position: "asc" } });
  });
  forgetActiveCategories(em);
  return reordered;
}
