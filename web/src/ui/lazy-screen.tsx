import { ApolloProvider, getApolloContext } from "@apollo/client/react";
import { useContext, useEffect, type ComponentType } from "react";
import { loadApolloClient } from "../apollo/lazy-client";
import { loadFullSystem } from "./chakra-system";
import { LazyToaster } from "./lazy-toaster";
import { retryableLazy, type RetryableLazy } from "./retryable-lazy";

export interface LazyScreenOptions {
  /**
   * Parts this screen leads to, fetched once it shows, so that a signal lost half-way cannot stop the
   * resident there (docs/decisions.md#lost-connection). A function: they may be declared further down.
   */
  prefetch?: () => ReadonlyArray<{ preload: () => Promise<void> }>;
}

/**
 * A screen as its own chunk. It renders once Apollo and the full Chakra system are there too: the
 * first paint has neither (`first-paint-theme.ts`, `apollo/lazy-client.ts`). Inside an ApolloProvider
 * of its own (tests) the screen uses that one. A failed download reaches the nearest
 * `ChunkErrorBoundary` and can be retried (`retryable-lazy.ts`). Once shown, a screen fetches the
 * toasts' view (any screen may raise a notice) and whatever `prefetch` names.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { prefetch }: LazyScreenOptions = {},
): RetryableLazy<Props> {
  return retryableLazy(async () => {
    const [Screen, client] = await Promise.all([load(), loadApolloClient(), loadFullSystem()]);
    function ScreenWithApollo(props: Props) {
      const provided = useContext(getApolloContext()).client;
      useEffect(() => {
        for (const part of [LazyToaster, ...(prefetch?.() ?? [])]) void part.preload();
      }, []);
      if (provided) return <Screen {...props} />;
      return (
        <ApolloProvider client={client}>
          <Screen {...props} />
        </ApolloProvider>
      );
    }
    return ScreenWithApollo;
  });
}
