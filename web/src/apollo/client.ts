import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { catchError, map, of, throwError } from "rxjs";
import { isOnline } from "../offline/online-status";
import { persistApolloCache, restoreKeptAnswers, viewerAnswered } from "../offline/persisted-cache";
import { trackedFetch } from "../offline/tracked-fetch";
import { possibleTypes, typePolicies } from "./cache-policies";
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

/**
 * A query that gets no answer for want of a connection is answered from the answers kept on the phone
 * when they hold all it asks for (docs/offline.md#what-works-offline), whatever its fetch policy: the
 * screen shows its last data under the "Sin conexión" banner instead of an error. Mutations still fail.
 */
function createOfflineAnswersLink(cache: InMemoryCache): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    return forward(operation).pipe(
      catchError((error: unknown) => {
        if (!(error instanceof TypeError)) return throwError(() => error);
        restoreKeptAnswers();
        const data = cache.readQuery({ query: operation.query, variables: operation.variables });
        return data ? of({ data }) : throwError(() => error);
      }),
    );
  });
}

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: "same-origin", fetch: trackedFetch });
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
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
        ApolloLink.from([timeoutLink, createOfflineAnswersLink(cache), createViewerLink(cache), httpLink]),
      ),
    ]),
    cache,
    // No automatic refetching (docs/decisions.md#data-freshness); data is refreshed by mutations and
    // subscriptions.
    defaultOptions: { watchQuery: { fetchPolicy: "cache-first" } },
  });
  return client;
}
