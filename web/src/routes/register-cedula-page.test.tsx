import { MESSAGES } from "@domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../apollo/browser-navigation";
import { RegisterCedulaMutation } from "../modules/auth/hooks/use-register-cedula";
import { AppRoutes } from "../router";
import { RegisterCedulaPage } from "./register-cedula-page";
import { renderScreen } from "../test/render";
import { toaster } from "../ui/toaster";
import { citizenViewer } from "../test/viewers";

vi.mock(import("../apollo/browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

afterEach(() => vi.mocked(navigateTo).mockClear());

const CONSENT_LABEL = /Autorizo el tratamiento de mis datos personales/;

function registerMock(cedula: string, result: object) {
  let calls = 0;
  return {
    mock: {
      request: { query: RegisterCedulaMutation, variables: { cedula, consent: true } },
      result: () => {
        calls += 1;
        return result;
      },
    },
    calls: () => calls,
  };
}

async function fillIn(cedula: string, { consent }: { consent: boolean }) {
  const input = await screen.findByRole("textbox", { name: /Número de cédula/ });
  if (cedula) await userEvent.type(input, cedula);
  if (consent) await userEvent.click(screen.getByRole("checkbox", { name: CONSENT_LABEL }));
  await userEvent.click(screen.getByRole("button", { name: "Registrar cédula" }));
  return input;
}

describe("RegisterCedulaPage", () => {
  it("offers one numeric input where typing stops at 10 digits, and links the data-processing notice", async () => {
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer });
    const input = await screen.findByRole("textbox", { name: /Número de cédula/ });
    expect(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(input, "12345678901");
    expect(input).toHaveValue("1234567890");
    // A digit typed in the middle of a full number is refused where it was typed: the caret stays.
    await userEvent.type(input, "9", { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue("1234567890");
    expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([
      4, 4,
    ]);
    expect(screen.getByRole("link", { name: /aviso de tratamiento de datos personales/ })).toHaveAttribute(
      "href",
      "/tratamiento-de-datos",
    );
  });

  it("waits for the session check instead of telling a signed-in resident to sign in", async () => {
    const toasts = vi.spyOn(toaster, "create");
    renderScreen(<RegisterCedulaPage />, { path: "/register-cedula", viewer: "pending" });
    await Promise.resolve();
    expect(screen.queryByRole("heading", { name: MESSAGES.signInRequired })).not.toBeInTheDocument();
    expect(toasts).not.toHaveBeenCalled();
    toasts.mockRestore();
  });

  it.each([
    ["", MESSAGES.cedulaRequired],
    ["12ab5678", MESSAGES.cedulaInvalid],
    ["12345", MESSAGES.cedulaInvalid],
    ["12.345.678", MESSAGES.cedulaInvalid],
  ])("refuses “%s” with “%s” before asking the server", async (cedula, message) => {
    const server = registerMock(cedula, { data: { registerCedula: citizenViewer } });
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer, mocks: [server.mock] });

    const input = await fillIn(cedula, { consent: true });

    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(server.calls()).toBe(0);
  });

  it("keeps a pasted 11-digit number whole and refuses it, instead of registering its first 10 digits", async () => {
    const cut = registerMock("1234567890", { data: { registerCedula: citizenViewer } });
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer, mocks: [cut.mock] });
    const input = await screen.findByRole("textbox", { name: /Número de cédula/ });
    await userEvent.click(input);
    await userEvent.paste("12345678901");
    expect(input).toHaveValue("12345678901");
    await userEvent.click(screen.getByRole("checkbox", { name: CONSENT_LABEL }));
    await userEvent.click(screen.getByRole("button", { name: "Registrar cédula" }));

    expect(input).toHaveAccessibleDescription(MESSAGES.cedulaInvalid);
    expect(cut.calls()).toBe(0);
  });

  it("asks for consent before sending", async () => {
    const server = registerMock("1234567890", { data: { registerCedula: citizenViewer } });
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer, mocks: [server.mock] });

    const input = await fillIn("1234567890", { consent: false });

    const consent = screen.getByRole("checkbox", { name: CONSENT_LABEL });
    expect(consent).toHaveAccessibleDescription("Debes aceptar el tratamiento de tus datos personales.");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAccessibleDescription(MESSAGES.cedulaInvalid);
    expect(server.calls()).toBe(0);
  });

  it("shows the server's field message under the field", async () => {
    const taken =
      "Esta cédula ya está registrada en otra cuenta. Si crees que es un error, escríbenos a la Alcaldía Local de Riomar.";
    const server = registerMock("1234567890", {
      errors: [{ message: taken, extensions: { code: "CONFLICT" } }],
    });
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer, mocks: [server.mock] });

    const input = await fillIn("1234567890", { consent: true });

    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(taken));
    expect(input).toHaveValue("1234567890");
    expect(server.calls()).toBe(1);
  });

  it("shows BAD_USER_INPUT fields from the server under each field", async () => {
    const server = registerMock("1234567890", {
      errors: [
        {
          message: "Debes aceptar el tratamiento de tus datos personales (servidor).",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: { consent: "Debes aceptar el tratamiento de tus datos personales (servidor)." },
          },
        },
      ],
    });
    renderScreen(<AppRoutes />, { path: "/register-cedula", viewer: citizenViewer, mocks: [server.mock] });

    await fillIn("1234567890", { consent: true });

    const consent = screen.getByRole("checkbox", { name: CONSENT_LABEL });
    await vi.waitFor(() =>
      expect(consent).toHaveAccessibleDescription(
        "Debes aceptar el tratamiento de tus datos personales (servidor).",
      ),
    );
  });

  it("registers the cédula, says so, and goes back to where the resident came from", async () => {
    const registered = { ...citizenViewer, hasCedula: true, cedulaMasked: "•••••890" };
    const server = registerMock("1234567890", { data: { registerCedula: registered } });
    renderScreen(<AppRoutes />, {
      path: "/register-cedula?returnTo=%2Fmis-datos",
      viewer: citizenViewer,
      mocks: [server.mock],
    });

    await fillIn("1234567890", { consent: true });

    expect(await screen.findByText("Cédula registrada")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Mis datos" })).toBeInTheDocument();
    const account = screen.getByRole("region", { name: "Tu cuenta" });
    expect(within(account).getByText("•••••890")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("1234567890");
  });

  it("shows the masked cédula when it is already registered", async () => {
    renderScreen(<AppRoutes />, {
      path: "/register-cedula",
      viewer: { ...citizenViewer, hasCedula: true, cedulaMasked: "•••••789" },
    });
    expect(await screen.findByText("•••••789")).toBeInTheDocument();
    expect(screen.getByText(/ya está registrada/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Número de cédula/ })).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to sign in", async () => {
    renderScreen(<AppRoutes />, { path: "/register-cedula" });
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeInTheDocument();
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/api/login?returnTo=%2Fregister-cedula"));
  });
});
