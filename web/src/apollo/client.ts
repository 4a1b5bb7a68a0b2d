import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { map } from "rxjs";
import { isOnline } from "../offline/online-status";
import { persistApolloCache, viewerAnswered } from "../offline/persisted-cache";
import { trackedFetch } from "../offline/tracked-fetch";
import { typePolicies } from "./cache-policies";
import { createUnauthorizedLink } from "./error-link";
import { createSubscriptionLink } from "./subscription-link";
import { createTimeoutLink } from "./timeout-link";

const GRAPHQL_PATH = "/graphql";

/**
 * Each answer of the server to "who is signed in" (the `Viewer` query) goes to the kept cache's owner
 * check before the cache stores it (docs/offline.md#what-is-cleared).
 */
function createViewerLink(cache: InMemoryCache): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answers = forward(operation);
    if (operation.operationName !== "Viewer") return answers;
    return answers.pipe(
      map((result) => {
        const me = (result.data as { me?: { __typename?: string; id?: string } | null } | undefined)?.me;
        if (result.data) viewerAnswered(me ? (cache.identify(me) ?? null) : null);
        return result;
      }),
    );
  });
}

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin", fetch: trackedFetch });
  const cache = new InMemoryCache({ typePolicies });
  // Started without a connection, the screens show the answers kept from earlier visits.
  persistApolloCache(cache, isOnline());
  // The socket (and its code) is fetched only when a subscription starts: the landing page never does.
  const wsLink = createSubscriptionLink();
  // "Reintentar" after a timeout asks again for what the screen shows.
  const timeoutLink = createTimeoutLink(() => void client.refetchQueries({ include: "active" }));
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createUnauthorizedLink(),
      ApolloLink.split(
        (operation) => isSubscriptionOperation(operation.query),
        wsLink,
        ApolloLink.from([timeoutLink, createViewerLink(cache), httpLink]),
      ),
    ]),
    cache,
    // No automatic refetching (docs/decisions.md#data-freshness); data is refreshed by mutations and
    // subscriptions.
    defaultOptions: { watchQuery: { fetchPolicy: "cache-first" } },
  });
  return client;
}
