import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navigateTo } from "../apollo/browser-navigation";
import { ACCOUNT_MESSAGES } from "@domain";
import { ChangeMyNameMutation } from "../modules/auth/hooks/use-change-name";
import { renderScreen } from "../test/render";
import { adminViewer, citizenViewer } from "../test/viewers";
import { MyDataPage } from "./my-data-page";

vi.mock(import("../apollo/browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(navigateTo).mockClear();
});

function accountValue(label: string) {
  const account = screen.getByRole("region", { name: "Tu cuenta" });
  return within(account).getByText(label).nextElementSibling;
}

describe("MyDataPage", () => {
  it("shows the account, the role in Spanish and the masked cédula", async () => {
    renderScreen(<MyDataPage />, {
      viewer: { ...adminViewer, hasCedula: true, cedulaMasked: "•••••789" },
    });
    await screen.findByRole("heading", { level: 1, name: "Mis datos" });
    expect(accountValue("Nombre")).toHaveTextContent("Ana Gómez");
    expect(accountValue("Correo electrónico")).toHaveTextContent("ana@example.com");
    expect(accountValue("Rol")).toHaveTextContent("Super administrador");
    expect(accountValue("Cédula")).toHaveTextContent("•••••789");
  });

  it("links to the cédula registration when there is none, and to the data download", async () => {
    renderScreen(<MyDataPage />, { viewer: citizenViewer });
    await screen.findByRole("heading", { level: 1, name: "Mis datos" });
    expect(accountValue("Rol")).toHaveTextContent("Ciudadano");
    expect(screen.getByRole("link", { name: "Registrar mi cédula" })).toHaveAttribute(
      "href",
      "/register-cedula?returnTo=%2Fmis-datos",
    );
    expect(screen.getByRole("link", { name: "Descargar mis datos (JSON)" })).toHaveAttribute(
      "href",
      "/api/user/data",
    );
  });

  it("deletes the account only after confirming, then goes to the page that says it was deleted", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderScreen(<MyDataPage />, { viewer: citizenViewer });

    await userEvent.click(await screen.findByRole("button", { name: "Eliminar mi cuenta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    expect(dialog).toHaveTextContent("Usuario eliminado");
    expect(dialog).toHaveTextContent("quedan anónimos");
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Sí, eliminar mi cuenta" }));

    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/cuenta-eliminada"));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/user");
    expect(init).toMatchObject({ method: "DELETE", headers: { "Content-Type": "application/json" } });
  });

  it("keeps the account when the resident cancels", async () => {
    renderScreen(<MyDataPage />, { viewer: citizenViewer });
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar mi cuenta" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("changes the name: refused blank on the field, saved as typed, and the account shows it", async () => {
    const renamed = { ...citizenViewer, firstName: "Carlos Andrés", lastName: null };
    const changeName = {
      request: { query: ChangeMyNameMutation, variables: { firstName: "Carlos Andrés", lastName: null } },
      result: { data: { changeMyName: renamed } },
    };
    renderScreen(<MyDataPage />, { viewer: citizenViewer, mocks: [changeName] });
    const form = await screen.findByRole("region", { name: "Tu nombre" });
    const first = within(form).getByRole("textbox", { name: /^Nombre/ });
    const last = within(form).getByRole("textbox", { name: "Apellido (opcional)" });
    expect([first, last].map((field) => (field as HTMLInputElement).value)).toEqual(["Carlos", "Pérez"]);

    await userEvent.clear(first);
    await userEvent.click(within(form).getByRole("button", { name: "Guardar nombre" }));
    expect(first).toHaveAccessibleDescription(ACCOUNT_MESSAGES.firstNameRequired);
    expect(first).toHaveFocus();

    await userEvent.type(first, " Carlos Andrés ");
    await userEvent.clear(last);
    await userEvent.click(within(form).getByRole("button", { name: "Guardar nombre" }));
    await within(form).findByText(ACCOUNT_MESSAGES.nameSaved);
    expect(within(form).getByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.nameSaved);
    expect(accountValue("Nombre")).toHaveTextContent("Carlos Andrés");
  });
});
