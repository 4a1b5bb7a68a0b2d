import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql } from "../../../gql";
import type { ViewerFieldsFragment } from "../../../gql/graphql";

export const ViewerFieldsFragmentDoc = graphql(`
  fragment ViewerFields on Viewer {
    id
    role
    firstName
    lastName
    email
    profileImageUrl
    hasCedula
    cedulaMasked
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    me {
      ...ViewerFields
    }
  }
`);

export type Viewer = ViewerFieldsFragment;

/**
 * The signed-in user, or null when signed out (docs/decisions.md#signed-out-visitors-and-wrong-roles:
 * signed-in status is whether `me` answers a user). Every caller shares one cached answer; mutations that
 * return a `Viewer` update it.
 */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  return {
    viewer: getFragmentData(ViewerFieldsFragmentDoc, data?.me) ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}
