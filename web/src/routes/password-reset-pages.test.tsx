import { ACCOUNT_MESSAGES } from "@domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";
import { SignInPage } from "./sign-in-page";

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Answers /api/auth/methods itself; other calls get `answers` by path, in order. */
function serve(answers: Record<string, Response[]>) {
  fetchMock.mockImplementation((input) => {
    const path = urlOf(input);
    if (path === "/api/auth/methods") {
      return Promise.resolve(json(200, { oidc: false, builtIn: true, testLogin: false }));
    }
    const answer = answers[path]?.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError("Failed to fetch"));
  });
}
const bodiesSentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input) === path)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = "0b6a3f9e-2d1c-4c1e-9a51-3f0e2b7c8d10.firma";

describe("forgotten password", () => {
  it("is offered on the sign-in form", async () => {
    serve({});
    renderScreen(<SignInPage />, { path: "/ingresar" });
    const link = await screen.findByRole("link", { name: "¿Olvidaste tu contraseña?" });
    expect(link).toHaveAttribute("href", "/olvide-contrasena");
  });

  it("sends the e-mail and shows the server's one answer", async () => {
    serve({ "/api/auth/password-reset": [json(202, { message: ACCOUNT_MESSAGES.resetRequested })] });
    renderScreen(<ForgotPasswordPage />, { path: "/olvide-contrasena" });
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), " vecina@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(await screen.findByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(bodiesSentTo("/api/auth/password-reset")).toEqual([{ email: "vecina@example.com" }]);
  });

  it("checks the link, refuses passwords that differ, then sets the new one", async () => {
    serve({
      "/api/auth/password-reset/check": [json(200, { valid: true, message: null })],
      "/api/auth/password-reset/complete": [json(200, { message: ACCOUNT_MESSAGES.passwordChanged })],
    });
    renderScreen(<ResetPasswordPage />, { path: `/restablecer-contrasena#token=${TOKEN}` });
    await userEvent.type(await screen.findByLabelText(/^Contraseña nueva/), "una clave nueva larga");
    await userEvent.type(screen.getByLabelText(/Repite la contraseña/), "otra distinta larga");
    await userEvent.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(await screen.findByText("Las contraseñas no coinciden.")).toBeVisible();
    expect(bodiesSentTo("/api/auth/password-reset/complete")).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Repite la contraseña/));
    await userEvent.type(screen.getByLabelText(/Repite la contraseña/), "una clave nueva larga");
    await userEvent.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(await screen.findByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(bodiesSentTo("/api/auth/password-reset/check")).toEqual([{ token: TOKEN }]);
    expect(bodiesSentTo("/api/auth/password-reset/complete")).toEqual([
      { token: TOKEN, password: "una clave nueva larga" },
    ]);
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
      "href",
      "/ingresar",
    );
  });

  it("says a used or expired link cannot be used, and offers to ask again", async () => {
    serve({
      "/api/auth/password-reset/check": [
        json(200, { valid: false, message: ACCOUNT_MESSAGES.resetLinkExpired }),
      ],
    });
    renderScreen(<ResetPasswordPage />, { path: `/restablecer-contrasena#token=${TOKEN}` });
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkExpired);
    expect(screen.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute(
      "href",
      "/olvide-contrasena",
    );
    expect(screen.queryByLabelText(/^Contraseña nueva/)).toBeNull();
  });
});
