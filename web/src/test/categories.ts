import type { MockLink } from "@apollo/client/testing";
import { CATEGORIES } from "@domain";
import { CategoriesQuery } from "../modules/categories";

export interface CategoryAnswer {
  __typename: "Category";
  id: string;
  name: string;
  description: string;
  icon: string;
}

/** The categories as the API answers them before staff change anything: the build's list. */
export const seededCategories: CategoryAnswer[] = CATEGORIES.map((category) => ({
  __typename: "Category",
  ...category,
}));

/**
 * The API's answer after staff renamed "Vías" and deactivated "Animales" in Configuración
 * (docs/staff.md#categories): what every list of categories must show, whatever the build says.
 */
export const editedCategories: CategoryAnswer[] = seededCategories
  .filter((category) => category.id !== "animales")
  .map((category) => (category.id === "vias" ? { ...category, name: "Vías y andenes" } : category));

/** The `categories` query, answered as often as asked. */
export function categoriesMock(categories: CategoryAnswer[] = seededCategories): MockLink.MockedResponse {
  return {
    request: { query: CategoriesQuery },
    result: { data: { categories } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
