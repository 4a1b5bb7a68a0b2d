import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetOutboxConnection, queueReport } from "../../../offline/outbox/outbox-store";
import { renderScreen } from "../../../test/render";
import { citizenViewer } from "../../../test/viewers";
import { UserMenu } from "./user-menu";

const FIELDS = {
  categoryId: "vias",
  neighborhood: "altamira",
  severity: 4,
  address: null,
  description: "Hueco",
  location: null,
  anonymous: true,
  allowContact: false,
};

async function chooseSignOut() {
  await userEvent.click(screen.getByRole("button", { name: "Menú de usuario: Carlos" }));
  const menu = await screen.findByRole("menu");
  await userEvent.click(within(menu).getByRole("menuitem", { name: "Cerrar Sesión" }));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOutboxConnection();
});

describe("signing out with reports waiting on the phone (docs/offline.md#signing-out)", () => {
  it("asks first, says they stay for this user, and still lets them sign out", async () => {
    await queueReport({ key: "one", ownerId: citizenViewer.id, fields: FIELDS, photos: [] });
    await queueReport({ key: "two", ownerId: citizenViewer.id, fields: FIELDS, photos: [] });
    renderScreen(<UserMenu viewer={citizenViewer} />);

    await chooseSignOut();

    const dialog = await screen.findByRole("alertdialog", { name: "Tienes reportes sin enviar" });
    expect(dialog).toHaveTextContent("2 reportes están pendientes de envío en este teléfono");
    expect(dialog).toHaveTextContent("nadie más los verá");
    expect(within(dialog).getByRole("link", { name: "Cerrar sesión de todos modos" })).toHaveAttribute(
      "href",
      "/api/logout",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("counts only this user's reports", async () => {
    await queueReport({ key: "mine", ownerId: citizenViewer.id, fields: FIELDS, photos: [] });
    await queueReport({ key: "theirs", ownerId: "another-user", fields: FIELDS, photos: [] });
    renderScreen(<UserMenu viewer={citizenViewer} />);

    await chooseSignOut();

    const dialog = await screen.findByRole("alertdialog", { name: "Tienes reportes sin enviar" });
    expect(dialog).toHaveTextContent("1 reporte está pendiente de envío en este teléfono");
  });
});
