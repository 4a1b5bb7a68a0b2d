import { useDeferredQuery } from "../../../apollo/use-deferred-query";
import type { Viewer } from "./use-viewer";

/**
 * `useViewer` for the app shell, which renders before Apollo is loaded: the same `me` query (its
 * document is defined in `use-viewer.ts`) and the same cached answer, started once the client is there.
 */
const loadViewerQuery = () => import("../../../gql/graphql").then((module) => module.ViewerDocument);

export function useSession(): {
  viewer: Viewer | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
} {
  const { data, loading, error, refetch } = useDeferredQuery(loadViewerQuery);
  return {
    // What getFragmentData would answer, without loading the documents into the shell's first download.
    viewer: (data?.me as Viewer | undefined) ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}
