import { expect } from "vitest";

export interface GraphQLResult<TData> {
  status: number;
  data?: TData | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

/** POSTs a GraphQL operation the way the web app does (JSON, so Apollo's CSRF check lets it in). */
export async function postGraphQL<TData>(
  serverUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResult<TData>> {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<TData>, "status">;
  return { status: response.status, ...body };
}

/** Like `postGraphQL`, for operations that must succeed: returns `data` after checking for errors. */
export async function queryGraphQL<TData>(
  serverUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<TData> {
  const result = await postGraphQL<TData>(serverUrl, query, variables);
  expect(result.errors).toBeUndefined();
  expect(result.status).toBe(200);
  if (result.data == null) throw new Error(`GraphQL response without data: ${JSON.stringify(result)}`);
  return result.data;
}
