import type { ApolloClient } from "@apollo/client";
import { getApolloContext } from "@apollo/client/react";
import { useContext, useEffect } from "react";
import { loadApolloClient } from "../../../apollo/lazy-client";

const loadDocuments = () =>
  import("../../../gql/graphql").then((module) => ({
    query: module.LandingPageDocument,
    subscription: module.LiveLandingFiguresDocument,
  }));

/**
 * Keeps the landing figures live (docs/decisions.md#no-fake-numbers, docs/statistics.md#live-figures): once
 * they have loaded, each change the server announces is written where the page reads them, the cache of the
 * landing query. The WebSocket client is fetched only then, never in the first download.
 */
export function useLiveFigures(enabled: boolean): void {
  const provided = useContext(getApolloContext()).client;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const start = ([client, { query, subscription }]: [
      ApolloClient,
      Awaited<ReturnType<typeof loadDocuments>>,
    ]) => {
      if (stopped) return;
      const watching = client.subscribe({ query: subscription }).subscribe({
        next: ({ data }) => {
          // Only the figures change: the rest of the landing query's answer stays as it was.
          if (data) {
            client.cache.updateQuery({ query }, (current) =>
              current ? { ...current, publicStatistics: data.publicStatisticsChanged } : current,
            );
          }
        },
        // Figures stay as they are; the page still works without live updates.
        error: () => undefined,
      });
      unsubscribe = () => watching.unsubscribe();
    };
    void Promise.all([provided ?? loadApolloClient(), loadDocuments()]).then(start, () => undefined);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [enabled, provided]);
}
