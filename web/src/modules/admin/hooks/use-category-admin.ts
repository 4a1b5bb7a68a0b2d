import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { STAFF_MESSAGES } from "@domain";
import { graphql } from "../../../gql";
import type { UpdateCategoryInput } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";

export const AllCategoriesQuery = graphql(`
  query AllCategories {
    allCategories {
      id
      name
      description
      icon
      active
    }
  }
`);

const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
      icon
      active
    }
  }
`);

const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [ID!]!) {
    reorderCategories(ids: $ids) {
      id
    }
  }
`);

/**
 * Configuración's data and its two mutations. After each change the residents' list of categories is
 * dropped from the cache, so every screen showing it (a filter, the form, the footer) asks the API again.
 */
export function useCategoryAdmin() {
  const query = useQuery(AllCategoriesQuery);
  const refetchQueries = [AllCategoriesQuery];
  const update = (cache: ApolloCache) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "categories" });
  };
  const [updateOne] = useMutation(UpdateCategoryMutation, { refetchQueries, update });
  const [reorder] = useMutation(ReorderCategoriesMutation, { refetchQueries, update });
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
      toaster.create({ type: "success", title: STAFF_MESSAGES.categoryUpdated });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: STAFF_MESSAGES.categoryUpdateFailed,
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  };
  return {
    ...query,
    updateCategory: (id: string, input: UpdateCategoryInput) =>
      run(() => updateOne({ variables: { id, input } })),
    reorderCategories: (ids: string[]) => run(() => reorder({ variables: { ids } })),
  };
}
