import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../apollo/browser-navigation";
import { renderScreen } from "../test/render";
import { SignInPage } from "./sign-in-page";

vi.mock(import("../apollo/browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Answers /api/auth/methods itself; other calls get `answers` in order. */
function serve(...answers: Response[]) {
  fetchMock.mockImplementation((input) => {
    if (urlOf(input) === "/api/auth/methods") {
      return Promise.resolve(json(200, { oidc: false, builtIn: true, testLogin: true }));
    }
    const answer = answers.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError("Failed to fetch"));
  });
}

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input) === path).map(([, init]) => init);
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
});

/** Both forms stay mounted (nothing typed is lost when switching); only the open tab is visible. */
async function openForm() {
  return within(await screen.findByRole("tabpanel"));
}

describe("SignInPage", () => {
  it("signs in and goes back to the returnTo path", async () => {
    serve(json(200, { id: "u1" }));
    renderScreen(<SignInPage />, { path: "/ingresar?returnTo=%2Fmis-reportes" });

    const form = await openForm();
    await userEvent.type(form.getByLabelText(/Correo electrónico/), "vecina@example.com");
    await userEvent.type(form.getByLabelText(/Contraseña/), "una clave larga");
    await userEvent.click(form.getByRole("button", { name: "Iniciar sesión" }));

    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/mis-reportes"));
    expect(requestsTo("/api/auth/sign-in")[0]).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "vecina@example.com", password: "una clave larga" }),
    });
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example"])(
    "never returns to the foreign address %s",
    async (returnTo) => {
      serve(json(200, { id: "u1" }));
      renderScreen(<SignInPage />, { path: `/ingresar?returnTo=${encodeURIComponent(returnTo)}` });
      const form = await openForm();
      await userEvent.type(form.getByLabelText(/Correo electrónico/), "vecina@example.com");
      await userEvent.type(form.getByLabelText(/Contraseña/), "una clave larga");
      await userEvent.click(form.getByRole("button", { name: "Iniciar sesión" }));
      await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/"));
    },
  );

  it("shows the server's message and keeps what was typed", async () => {
    serve(json(401, { error: "Correo o contraseña incorrectos." }));
    renderScreen(<SignInPage />, { path: "/ingresar" });

    const form = await openForm();
    const email = form.getByLabelText(/Correo electrónico/);
    await userEvent.type(email, "vecina@example.com");
    await userEvent.type(form.getByLabelText(/Contraseña/), "equivocada");
    await userEvent.click(form.getByRole("button", { name: "Iniciar sesión" }));

    expect(await form.findByRole("alert")).toHaveTextContent("Correo o contraseña incorrectos.");
    expect(email).toHaveValue("vecina@example.com");
    expect(form.getByLabelText(/Contraseña/)).toHaveValue("equivocada");
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("asks for the missing fields before calling the server", async () => {
    serve();
    renderScreen(<SignInPage />, { path: "/ingresar" });
    const form = await openForm();
    await userEvent.click(form.getByRole("button", { name: "Iniciar sesión" }));
    expect(form.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription(
      "Escribe tu correo electrónico.",
    );
    expect(form.getByLabelText(/Contraseña/)).toHaveAccessibleDescription("Escribe tu contraseña.");
    // The first refused field takes the focus, so that its message is read at once.
    await vi.waitFor(() => expect(form.getByLabelText(/Correo electrónico/)).toHaveFocus());
    expect(requestsTo("/api/auth/sign-in")).toHaveLength(0);
  });

  it("creates an account, showing the server's field messages under the fields", async () => {
    serve(
      json(400, {
        error: "Escribe un correo electrónico válido.",
        fields: { email: "Escribe un correo electrónico válido." },
      }),
      json(201, { message: "Listo. Inicia sesión con tu correo y tu contraseña." }),
      json(200, { id: "u2" }),
    );
    renderScreen(<SignInPage />, { path: "/ingresar?returnTo=%2Fregister-cedula" });

    await userEvent.click(await screen.findByRole("tab", { name: "Crear cuenta" }));
    const form = await openForm();
    await userEvent.type(form.getByLabelText(/^Nombre/), "Luz");
    await userEvent.type(form.getByLabelText(/Apellido/), "Mendoza");
    const email = form.getByLabelText(/Correo electrónico/);
    await userEvent.type(email, "luz@ejemplo.co");
    await userEvent.type(form.getByLabelText(/Contraseña/), "una frase bien larga");
    await userEvent.click(form.getByRole("button", { name: "Crear cuenta" }));

    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription("Escribe un correo electrónico válido."),
    );
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(form.getByLabelText(/^Nombre/)).toHaveValue("Luz");

    await userEvent.click(form.getByRole("button", { name: "Crear cuenta" }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/register-cedula"));
    expect(JSON.parse(requestsTo("/api/auth/sign-up")[1]?.body as string)).toEqual({
      firstName: "Luz",
      lastName: "Mendoza",
      email: "luz@ejemplo.co",
      password: "una frase bien larga",
    });
    // The API never signs in on sign-up: the form signs in with what was typed.
    expect(JSON.parse(requestsTo("/api/auth/sign-in")[0]?.body as string)).toEqual({
      email: "luz@ejemplo.co",
      password: "una frase bien larga",
    });
  });

  it("says to sign in with the old password when the e-mail already had an account", async () => {
    serve(
      json(201, { message: "Listo. Inicia sesión con tu correo y tu contraseña." }),
      json(401, { error: "Correo o contraseña incorrectos." }),
    );
    renderScreen(<SignInPage />, { path: "/ingresar" });
    await userEvent.click(await screen.findByRole("tab", { name: "Crear cuenta" }));
    const form = await openForm();
    await userEvent.type(form.getByLabelText(/^Nombre/), "Luz");
    await userEvent.type(form.getByLabelText(/Correo electrónico/), "luz@ejemplo.co");
    await userEvent.type(form.getByLabelText(/Contraseña/), "una frase bien larga");
    await userEvent.click(form.getByRole("button", { name: "Crear cuenta" }));

    expect(await form.findByRole("alert")).toHaveTextContent(/Si ya tenías una cuenta con este correo/);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("says the session ended when the previous page lost it", async () => {
    serve();
    sessionStorage.setItem("reporta.sessionEnded", "1");
    renderScreen(<SignInPage />, { path: "/ingresar?returnTo=%2Fadmin" });
    expect(await screen.findByText("Tu sesión terminó. Inicia sesión de nuevo.")).toBeVisible();
    // Said once: the next visit starts clean.
    expect(sessionStorage.getItem("reporta.sessionEnded")).toBeNull();
  });

  it("shows a deactivated account the server's message, naming whom to write to", async () => {
    const message = "Tu cuenta está desactivada. Escribe a soporte@riomar.example para reactivarla.";
    serve(json(403, { error: message }));
    renderScreen(<SignInPage />, { path: "/ingresar" });
    const form = await openForm();
    await userEvent.type(form.getByLabelText(/Correo electrónico/), "vecina@example.com");
    await userEvent.type(form.getByLabelText(/Contraseña/), "una clave larga");
    await userEvent.click(form.getByRole("button", { name: "Iniciar sesión" }));
    expect(await form.findByRole("alert")).toHaveTextContent(message);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
