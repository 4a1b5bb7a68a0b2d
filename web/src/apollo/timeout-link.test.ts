import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CategoriesQuery } from "../modules/categories";
import { toaster } from "../ui/toaster";
import { REQUEST_TIMEOUTS_MS, RequestTimeoutError } from "./request-timeout";
import { createTimeoutLink } from "./timeout-link";

const fetchMock = vi.fn<typeof fetch>();

/** A server that never answers: a request ends only when its signal aborts it. */
function hang(): void {
  fetchMock.mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

function client(retry = vi.fn()) {
  return {
    retry,
    client: new ApolloClient({
      link: ApolloLink.from([createTimeoutLink(retry), new HttpLink({ uri: "/graphql", fetch: fetchMock })]),
      cache: new InMemoryCache(),
    }),
  };
}

describe("createTimeoutLink", () => {
  it("ends a query the server does not answer, with the Spanish toast and its 'Reintentar'", async () => {
    hang();
    const toast = vi.spyOn(toaster, "create");
    const { client: apollo, retry } = client();
    const outcome = apollo.query({ query: CategoriesQuery }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.ordinary - 1);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    expect(toast).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        type: "error",
        title: "El servidor no respondió a tiempo.",
        action: expect.objectContaining({ label: "Reintentar" }) as unknown,
      }),
    );
    const { action } = toast.mock.calls[0]![0];
    action?.onClick?.();
    expect(retry).toHaveBeenCalledOnce();
  });

  it("lets a query ask for a longer limit", async () => {
    hang();
    const { client: apollo } = client();
    let settled = false;
    const outcome = apollo
      .query({ query: CategoriesQuery, context: { timeoutMs: REQUEST_TIMEOUTS_MS.statistics } })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.ordinary);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS_MS.statistics - REQUEST_TIMEOUTS_MS.ordinary);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it("stops the clock when the answer comes", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { categories: [] } }), {
        headers: { "content-type": "application/json" },
      }),
    );
    const toast = vi.spyOn(toaster, "create");
    const { client: apollo } = client();
    await apollo.query({ query: CategoriesQuery });
    expect(vi.getTimerCount()).toBe(0);
    expect(toast).not.toHaveBeenCalled();
  });
});
