import { ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";

const GRAPHQL_PATH = "/graphql";

function webSocketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

let socketLink: Promise<ApolloLink> | undefined;

/** graphql-ws and Apollo's link for it, fetched the first time a screen subscribes to something. */
function loadSocketLink(): Promise<ApolloLink> {
  socketLink ??= Promise.all([import("graphql-ws"), import("@apollo/client/link/subscriptions")]).then(
    ([{ createClient }, { GraphQLWsLink }]) =>
      new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 10 })),
  );
  // A failed download (the connection dropped) is tried again by the next subscription.
  socketLink.catch(() => {
    socketLink = undefined;
  });
  return socketLink;
}

/**
 * Subscriptions over graphql-ws, loaded on demand: the landing page and most screens never subscribe,
 * so the WebSocket client is not part of the first download (docs/decisions.md#first-download).
 */
export function createSubscriptionLink(): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe: () => void } | undefined;
        let closed = false;
        loadSocketLink().then(
          (link) => {
            if (closed) return;
            inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            if (!closed) observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
