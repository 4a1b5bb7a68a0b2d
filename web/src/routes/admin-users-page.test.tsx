import { ACCOUNT_MESSAGES } from "@domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminUsersQuery } from "../modules/admin/hooks/use-admin-users";
import { graphql } from "../gql";
import { renderScreen } from "../test/render";
import { adminViewer } from "../test/viewers";
import { AdminUsersPage } from "./admin-users-page";

const SetUserActive = graphql(`
  mutation SetUserActive($userId: ID!, $active: Boolean!) {
    setUserActive(userId: $userId, active: $active) {
      id
      active
      viewerCan {
        changeRole
        changeActive
      }
    }
  }
`);

function user(overrides: Partial<{ id: string; firstName: string; active: boolean; hasPassword: boolean }>) {
  return {
    __typename: "AdminUser" as const,
    id: "u-rosa",
    firstName: "Rosa",
    lastName: "Díaz",
    email: "rosa@example.com",
    role: "citizen" as const,
    active: true,
    hasPassword: true,
    cedulaMasked: null,
    reportsCount: 2,
    lastSignInAt: null,
    dependencias: [],
    viewerCan: { __typename: "AdminUserViewerCan" as const, changeRole: true, changeActive: true },
    ...overrides,
  };
}

function usersMock(state: { active: boolean }, oidcOnly = false) {
  return {
    request: { query: AdminUsersQuery, variables: { search: null, role: null } },
    result: () => ({
      data: {
        users: {
          __typename: "AdminUserList" as const,
          total: 1,
          users: [user({ active: state.active, hasPassword: !oidcOnly })],
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * Opens a user's "Acciones" menu and picks `item` with the keyboard, as a keyboard user would (and
 * independent of the menu's pointer handling, which jsdom does not lay out).
 */
async function choose(userName: string, item: string) {
  const trigger = await screen.findByRole("button", { name: `Acciones para ${userName}` });
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  const menu = await screen.findByRole("menu");
  const items = within(menu).getAllByRole("menuitem");
  const index = items.findIndex((candidate) => candidate.textContent === item);
  expect(index, `no "${item}" in the menu`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step++) await userEvent.keyboard("{ArrowDown}");
  await userEvent.keyboard("{Enter}");
}

describe("Gestionar usuarios", () => {
  it("asks before deactivating, saying what will happen, then announces the result", async () => {
    const state = { active: true };
    const deactivate = vi.fn(() => {
      state.active = false;
      return {
        data: {
          setUserActive: {
            __typename: "AdminUser" as const,
            id: "u-rosa",
            active: false,
            viewerCan: { __typename: "AdminUserViewerCan" as const, changeRole: true, changeActive: true },
          },
        },
      };
    });
    renderScreen(<AdminUsersPage />, {
      path: "/admin/usuarios",
      viewer: adminViewer,
      mocks: [
        usersMock(state),
        {
          request: { query: SetUserActive, variables: { userId: "u-rosa", active: false } },
          result: deactivate,
        },
      ],
    });
    await choose("Rosa Díaz", "Desactivar");

    const dialog = await screen.findByRole("alertdialog", { name: "¿Desactivar a Rosa Díaz?" });
    expect(dialog).toHaveTextContent("No podrá iniciar sesión y se cerrarán sus sesiones.");
    expect(deactivate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Sí, desactivar" }));

    await vi.waitFor(() => expect(deactivate).toHaveBeenCalledTimes(1));
    const announced = await screen.findByText(
      "La cuenta de Rosa Díaz quedó desactivada y se cerraron sus sesiones.",
      { selector: "[role=status]" },
    );
    expect(announced).toBeVisible();
    expect(await screen.findByText("Desactivada")).toBeVisible();
  });

  it("changes nothing when the confirmation is cancelled", async () => {
    const deactivate = vi.fn();
    renderScreen(<AdminUsersPage />, {
      path: "/admin/usuarios",
      viewer: adminViewer,
      mocks: [
        usersMock({ active: true }),
        {
          request: { query: SetUserActive, variables: { userId: "u-rosa", active: false } },
          result: deactivate,
        },
      ],
    });
    await choose("Rosa Díaz", "Hacer super administrador");
    const dialog = await screen.findByRole("alertdialog", {
      name: "¿Hacer super administrador a Rosa Díaz?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deactivate).not.toHaveBeenCalled();
  });

  it("says an account of the OpenID provider has no password to reset", async () => {
    renderScreen(<AdminUsersPage />, {
      path: "/admin/usuarios",
      viewer: adminViewer,
      mocks: [usersMock({ active: true }, true)],
    });
    await choose("Rosa Díaz", "Enviar enlace para restablecer contraseña");
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.resetNoPassword, { selector: "[role=status]" }),
    ).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
