import { ApolloProvider, getApolloContext } from "@apollo/client/react";
import { lazy, useContext, type ComponentType } from "react";
import { loadApolloClient } from "../apollo/lazy-client";
import { loadFullSystem } from "./chakra-system";

/**
 * A screen as its own chunk. It renders once Apollo and the full Chakra system are there too: the
 * first paint has neither (`first-paint-theme.ts`, `apollo/lazy-client.ts`). Inside an ApolloProvider
 * of its own (tests) the screen uses that one.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Screen, client] = await Promise.all([load(), loadApolloClient(), loadFullSystem()]);
    function ScreenWithApollo(props: Props) {
      const provided = useContext(getApolloContext()).client;
      if (provided) return <Screen {...props} />;
      return (
        <ApolloProvider client={client}>
          <Screen {...props} />
        </ApolloProvider>
      );
    }
    return { default: ScreenWithApollo };
  });
}
