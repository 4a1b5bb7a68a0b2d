import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { createClient } from "graphql-ws";
import { typePolicies } from "./cache-policies";
import { createUnauthorizedLink } from "./error-link";

const GRAPHQL_PATH = "/graphql";

function webSocketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin" });
  // `lazy`: the socket opens only when a subscription starts, so the landing page never opens one.
  const wsLink = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 10 }));
  return new ApolloClient({
    link: ApolloLink.from([
      createUnauthorizedLink(),
      ApolloLink.split((operation) => isSubscriptionOperation(operation.query), wsLink, httpLink),
    ]),
    cache: new InMemoryCache({ typePolicies }),
    // SPEC.md §7: no automatic refetching; data is refreshed by mutations and subscriptions.
    defaultOptions: { watchQuery: { fetchPolicy: "cache-first" } },
  });
}
