import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { CategoriesQuery as CategoriesData } from "../../gql/graphql";

/**
 * The categories offered to residents, as staff left them (docs/staff.md#categories): every list of
 * categories in the app reads this one query, so a rename or a deactivation shows everywhere alike.
 */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      description
      icon
    }
  }
`);

export type PublicCategory = CategoriesData["categories"][number];

/** The active categories in display order; `undefined` until they load (or when they cannot). */
export function useCategories() {
  const { data, loading, error } = useQuery(CategoriesQuery);
  return { categories: data?.categories, loading, error };
}
