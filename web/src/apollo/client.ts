import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { typePolicies } from "./cache-policies";
import { createUnauthorizedLink } from "./error-link";
import { createSubscriptionLink } from "./subscription-link";
import { createTimeoutLink } from "./timeout-link";

const GRAPHQL_PATH = "/graphql";

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin" });
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
        ApolloLink.from([timeoutLink, httpLink]),
      ),
    ]),
    cache: new InMemoryCache({ typePolicies }),
    // No automatic refetching (docs/decisions.md#data-freshness); data is refreshed by mutations and
    // subscriptions.
    defaultOptions: { watchQuery: { fetchPolicy: "cache-first" } },
  });
  return client;
}
