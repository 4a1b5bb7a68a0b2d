// The categories residents see, read from the API: the categories module's public entry.
export { CategoriesQuery, useCategories, type PublicCategory } from "./use-categories";
