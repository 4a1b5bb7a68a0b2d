import type {
  ApolloClient,
  ErrorLike,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
} from "@apollo/client";
import { getApolloContext } from "@apollo/client/react";

import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { loadApolloClient } from "./lazy-client";

export interface DeferredQueryState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

/**
 * `useQuery` for the parts of the app that render before Apollo is loaded (the shell, the landing
 * page): the query starts once the client is there and then follows the cache like `useQuery`.
 * Inside an ApolloProvider (screens, tests) it uses that client. The document comes from
 * `loadQuery`, a module-level `() => import("../gql/graphql").then(...)`: the generated module holds
 * every document of the app, which the first download should not carry.
 */
export function useDeferredQuery<TData, TVariables extends OperationVariables = Record<string, never>>(
  loadQuery: () => Promise<TypedDocumentNode<TData, TVariables>>,
): DeferredQueryState<TData> & { refetch: () => void } {
  const provided = useContext(getApolloContext()).client;
  const [state, setState] = useState<DeferredQueryState<TData>>({
    data: undefined,
    loading: true,
    error: undefined,
  });
  const observable = useRef<ObservableQuery<TData, TVariables> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const start = ([client, query]: [ApolloClient, TypedDocumentNode<TData, TVariables>]) => {
      if (stopped) return;
      const watched = client.watchQuery<TData, TVariables>({ query } as ApolloClient.WatchQueryOptions<
        TData,
        TVariables
      >);
      observable.current = watched;
      const subscription = watched.subscribe({
        next: (result) =>
          setState({ data: result.data as TData | undefined, loading: result.loading, error: result.error }),
        error: (error: ErrorLike) => setState((current) => ({ ...current, loading: false, error })),
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    void Promise.all([provided ?? loadApolloClient(), loadQuery()]).then(start, (error: unknown) => {
      // The code itself could not be downloaded (the connection dropped): `refetch` tries again.
      if (!stopped) {
        setState({
          data: undefined,
          loading: false,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      }
    });
    return () => {
      stopped = true;
      unsubscribe?.();
      observable.current = null;
    };
  }, [provided, loadQuery, attempt]);

  const refetch = useCallback(() => {
    setState((current) => ({ ...current, loading: true, error: undefined }));
    if (observable.current) void observable.current.refetch().catch(() => undefined);
    else setAttempt((count) => count + 1);
  }, []);

  return { ...state, refetch };
}
