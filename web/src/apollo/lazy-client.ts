import type { ApolloClient } from "@apollo/client";

let client: Promise<ApolloClient> | undefined;

/**
 * The app's one Apollo Client, created the first time something needs GraphQL. Apollo (~40 KB
 * gzipped) is not part of the first download: the pre-rendered landing page paints and becomes
 * interactive without it, and it arrives while the page is read (docs/decisions.md#first-download).
 */
export function loadApolloClient(): Promise<ApolloClient> {
  client ??= import("./client").then(({ createApolloClient }) => createApolloClient());
  client.catch(() => {
    client = undefined;
  });
  return client;
}
