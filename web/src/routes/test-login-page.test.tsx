import { MESSAGES } from "@domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../apollo/browser-navigation";
import { renderScreen } from "../test/render";
import { TestLoginPage } from "./test-login-page";

vi.mock(import("../apollo/browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function serve({ testLogin, testLoginStatus = 200 }: { testLogin: boolean; testLoginStatus?: number }) {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      urlOf(input) === "/api/auth/methods"
        ? json(200, { oidc: false, builtIn: true, testLogin })
        : json(testLoginStatus, testLoginStatus === 200 ? { id: "test-citizen" } : { error: "No" }),
    ),
  );
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
});

describe("TestLoginPage", () => {
  it("offers the official sign-in as a plain navigation", async () => {
    serve({ testLogin: true });
    renderScreen(<TestLoginPage />, { path: "/test-login" });
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/api/login");
  });

  it.each([
    [/Carlos Pérez – ciudadano/, "test-citizen"],
    [/Ana Gómez – super administrador/, "test-admin"],
  ])("signs in as %s and goes home", async (name, userId) => {
    serve({ testLogin: true });
    renderScreen(<TestLoginPage />, { path: "/test-login" });
    await userEvent.click(await screen.findByRole("button", { name }));

    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/"));
    const [, init] = fetchMock.mock.calls.find(([input]) => urlOf(input) === "/api/test-login")!;
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ userId }),
    });
  });

  it("says “No se pudo simular el login” when the server refuses", async () => {
    serve({ testLogin: true, testLoginStatus: 404 });
    renderScreen(<TestLoginPage />, { path: "/test-login" });
    await userEvent.click(await screen.findByRole("button", { name: /Carlos Pérez/ }));
    expect(await screen.findByText(MESSAGES.testLoginFailed)).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("says test sign-in is disabled when the deployment does not offer it", async () => {
    serve({ testLogin: false });
    renderScreen(<TestLoginPage />, { path: "/test-login" });
    expect(await screen.findByText(/deshabilitado en esta instalación/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Carlos Pérez/ })).not.toBeInTheDocument();
  });
});
