import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { MarkNotificationsReadMutation, NotificationsQuery } from "../hooks/use-notifications";
import { NotificationBell } from "./notification-bell";

const notice = (id: string, kind: string, extra: Record<string, unknown>) => ({
  __typename: "Notification",
  id,
  kind,
  reportId: `report-${id}`,
  radicado: `RIO-2026-00000${id}`,
  dueAt: null,
  fromStatus: null,
  toStatus: "en_gestion",
  note: null,
  publicUpdate: null,
  originalReportId: null,
  originalRadicado: null,
  read: false,
  createdAt: "2026-12-01T15:00:00Z",
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-01T20:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("NotificationBell", () => {
  it("words each kind: a status change, an extension with its reason, and staff's due-date warnings", async () => {
    const user = userEvent.setup();
    const answer = {
      request: { query: NotificationsQuery },
      result: {
        data: {
          unreadNotificationCount: 7,
          notifications: [
            notice("1", "status", { fromStatus: "recibido" }),
            notice("2", "extension", { dueAt: "2027-01-15T04:59:59.999Z", note: "Esperamos a Air-e." }),
            notice("3", "dueSoon", { dueAt: "2026-12-03T04:59:59.999Z" }),
            notice("4", "overdue", { dueAt: "2026-11-30T04:59:59.999Z" }),
            notice("5", "areaAlert", { toStatus: "recibido" }),
            notice("6", "resolutionCheck", { toStatus: "resuelto" }),
            notice("7", "reopenedByResidents", { toStatus: "reabierto", dueAt: "2026-12-23T04:59:59.999Z" }),
          ],
        },
      },
    };
    renderScreen(<NotificationBell viewerId="viewer-1" />, { mocks: [answer] });
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 7 sin leer" }));
    // «¿Quedó resuelto?» opens the question in the app; staff's reopened notice opens the report in Mi bandeja.
    expect(
      await screen.findByRole("link", { name: "¿Quedó resuelto el reporte RIO-2026-000006? Cuéntanos." }),
    ).toHaveAttribute("href", "/quedo-resuelto/report-6");
    expect(
      screen.getByRole("link", {
        name: "Los vecinos dicen que el reporte RIO-2026-000007 no quedó resuelto: se reabrió y vence el 22 dic.",
      }),
    ).toHaveAttribute("href", "/bandeja?q=RIO-2026-000007");
    // A new report in an area the viewer follows opens its public page.
    expect(
      await screen.findByRole("link", { name: "Nuevo reporte RIO-2026-000005 en un área que sigues." }),
    ).toHaveAttribute("href", "/community/reports/report-5");
    expect(
      await screen.findByRole("link", { name: "Tu reporte RIO-2026-000001 ahora está: En gestión." }),
    ).toHaveAttribute("href", "/mis-reportes");
    expect(
      screen.getByRole("link", {
        name: "Se prorrogó el plazo de tu reporte RIO-2026-000002: vence el 14 ene. 2027.",
      }),
    ).toHaveAttribute("href", "/mis-reportes");
    expect(screen.getByText("Esperamos a Air-e.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "El reporte RIO-2026-000003 vence el 2 dic." })).toHaveAttribute(
      "href",
      "/bandeja?q=RIO-2026-000003",
    );
    expect(screen.getByRole("link", { name: "El reporte RIO-2026-000004 está vencido." })).toHaveAttribute(
      "href",
      "/bandeja?q=RIO-2026-000004",
    );
  });

  it("words a followed report's notices as the public sees them, linking to its public page or to the original", async () => {
    const user = userEvent.setup();
    const answer = {
      request: { query: NotificationsQuery },
      result: {
        data: {
          unreadNotificationCount: 4,
          notifications: [
            notice("1", "followedStatus", { fromStatus: "recibido", publicUpdate: "Cuadrilla el lunes." }),
            notice("2", "followedUpdate", { publicUpdate: "Llegó el material." }),
            notice("3", "followedStatus", {
              toStatus: "duplicado",
              originalReportId: "original-9",
              originalRadicado: "RIO-2026-000009",
            }),
            notice("4", "status", {
              toStatus: "duplicado",
              originalReportId: "original-9",
              originalRadicado: "RIO-2026-000009",
            }),
          ],
        },
      },
    };
    renderScreen(<NotificationBell viewerId="viewer-1" />, { mocks: [answer] });
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 4 sin leer" }));
    expect(
      await screen.findByRole("link", {
        name: "El reporte RIO-2026-000001 que sigues ahora está: En gestión.",
      }),
    ).toHaveAttribute("href", "/community/reports/report-1");
    expect(screen.getByText("Cuadrilla el lunes.")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "El reporte RIO-2026-000002 que sigues tiene una actualización." }),
    ).toHaveAttribute("href", "/community/reports/report-2");
    expect(
      screen.getByRole("link", {
        name: "El reporte RIO-2026-000003 que sigues es duplicado de RIO-2026-000009: ahora sigues RIO-2026-000009.",
      }),
    ).toHaveAttribute("href", "/community/reports/original-9");
    // The reporter of a duplicate: their own notice, and where to follow it now.
    expect(
      screen.getByRole("link", { name: "Tu reporte RIO-2026-000004 ahora está: Duplicado." }),
    ).toHaveAttribute("href", "/mis-reportes");
    expect(screen.getByRole("link", { name: "RIO-2026-000009" })).toHaveAttribute(
      "href",
      "/community/reports/original-9",
    );
  });

  it("reads a notice when it is opened, and only that one", async () => {
    const user = userEvent.setup();
    const answer = (unread: number, firstRead: boolean) => ({
      request: { query: NotificationsQuery },
      result: {
        data: {
          unreadNotificationCount: unread,
          notifications: [
            notice("1", "status", { fromStatus: "recibido", read: firstRead }),
            notice("2", "areaAlert", { toStatus: "recibido" }),
          ],
        },
      },
    });
    const marked = vi.fn(() => ({ data: { markNotificationsRead: 1 } }));
    renderScreen(<NotificationBell viewerId="viewer-1" />, {
      mocks: [
        answer(2, false),
        { request: { query: MarkNotificationsReadMutation, variables: { ids: ["1"] } }, result: marked },
        answer(1, true),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 2 sin leer" }));
    await user.click(
      await screen.findByRole("link", { name: "Tu reporte RIO-2026-000001 ahora está: En gestión." }),
    );
    await vi.waitFor(() => expect(marked).toHaveBeenCalledOnce());
    expect(await screen.findByRole("button", { name: "Notificaciones: 1 sin leer" })).toBeInTheDocument();
  });
});
