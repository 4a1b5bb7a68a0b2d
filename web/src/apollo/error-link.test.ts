import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { LIMITS, MESSAGES } from "@domain";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterCedulaMutation } from "../modules/auth/hooks/use-register-cedula";
import { toaster } from "../ui/toaster";
import { navigateTo } from "./browser-navigation";
import { createUnauthorizedLink } from "./error-link";

vi.mock(import("./browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigateTo).mockClear();
});

function clientAnswering(errors: GraphQLError[]) {
  const variables = { cedula: "1234567", consent: true };
  const mockLink = new MockLink([
    { request: { query: RegisterCedulaMutation, variables }, result: { errors }, delay: 0 },
  ]);
  const client = new ApolloClient({
    link: ApolloLink.from([createUnauthorizedLink(), mockLink]),
    cache: new InMemoryCache(),
  });
  // The mocked answer itself arrives on a (fake) timer.
  return async () => {
    const pending = client.mutate({ mutation: RegisterCedulaMutation, variables }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await pending;
  };
}

describe("createUnauthorizedLink", () => {
  it("turns UNAUTHENTICATED into the unauthorized toast and a delayed sign-in", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const toast = vi.spyOn(toaster, "create");
    await clientAnswering([
      new GraphQLError("Debes iniciar sesión.", { extensions: { code: "UNAUTHENTICATED" } }),
    ])();

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "error",
        title: MESSAGES.unauthorizedTitle,
        description: MESSAGES.unauthorizedDescription,
      }),
    );
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIMITS.loginRedirectDelayMs);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/api/login");
  });

  it("leaves other errors to the screen", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    await clientAnswering([
      new GraphQLError(MESSAGES.cedulaInvalid, { extensions: { code: "BAD_USER_INPUT" } }),
    ])();
    vi.advanceTimersByTime(LIMITS.loginRedirectDelayMs * 2);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
