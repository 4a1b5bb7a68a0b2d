import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render";
import { adminViewer } from "../test/viewers";
import { AdminActivityPage, AuditLogQuery } from "./admin-activity-page";

const person = (id: string, firstName: string) => ({
  __typename: "AdminUser" as const,
  id,
  firstName,
  lastName: null,
  email: `${id}@example.com`,
});

function logMock(entries: unknown[], { admins = [] as unknown[], funcionarios = [] as unknown[] } = {}) {
  return {
    request: { query: AuditLogQuery, variables: { actorId: null, after: null } },
    result: {
      data: {
        auditLog: { __typename: "AuditPageView" as const, entries, nextCursor: null },
        admins: { __typename: "AdminUserList" as const, users: admins },
        funcionarios: { __typename: "AdminUserList" as const, users: funcionarios },
      },
    },
  };
}

const change = (field: string, before: string | null, after: string | null) => ({
  __typename: "AuditChange" as const,
  field,
  before,
  after,
});

describe("AdminActivityPage", () => {
  it("says so when nothing has been recorded yet", async () => {
    renderScreen(<AdminActivityPage />, { viewer: adminViewer, mocks: [logMock([])] });
    expect(await screen.findByText("Todavía no hay actividad registrada.")).toBeInTheDocument();
  });

  it("lets one choose any member of staff, funcionarios as well as super admins", async () => {
    renderScreen(<AdminActivityPage />, {
      viewer: adminViewer,
      mocks: [logMock([], { admins: [person("ana", "Ana")], funcionarios: [person("marta", "Marta")] })],
    });
    const who = await screen.findByRole("combobox", { name: "Quién" });
    await screen.findByRole("option", { name: "Marta" });
    expect([...(who as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Todo el equipo",
      "Ana",
      "Marta",
    ]);
  });

  it("shows each change in words: the report by its radicado, dates as dates, photos by what happened", async () => {
    const entry = (id: string, action: string, changes: unknown[]) => ({
      __typename: "AuditEntry" as const,
      id,
      action,
      actorId: "test-admin",
      actorName: "Ana Gómez",
      subjectLabel: "RIO-2026-000181",
      changes,
      createdAt: new Date().toISOString(),
    });
    renderScreen(<AdminActivityPage />, {
      viewer: adminViewer,
      mocks: [
        logMock([
          entry("e1", "report.extension", [change("dueDate", "2026-12-21", "2027-01-14")]),
          entry("e2", "report.photoBlur", [
            change("photo", "0b9f8c1e-5d4a-4c3b-9a2f-1e0d9c8b7a65", "7c6b5a49-3f2e-4d1c-8b0a-9f8e7d6c5b4a"),
          ]),
        ]),
      ],
    });
    expect(await screen.findByText("Prórroga: RIO-2026-000181")).toBeInTheDocument();
    expect(
      screen.getByText("Vencimiento: 21 de diciembre de 2026 → 14 de enero de 2027"),
    ).toBeInTheDocument();
    expect(screen.getByText("Foto: original → copia difuminada")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
