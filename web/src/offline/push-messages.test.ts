import { describe, expect, it, vi } from "vitest";
import {
  appPath,
  notificationOptions,
  openFromNotification,
  parsePushMessage,
  type WindowClientLike,
} from "./push-messages";

const ORIGIN = "https://reporta.example";

function windowClient(url: string, { movable = true } = {}) {
  const client = {
    url,
    focused: false,
    navigatedTo: undefined as string | undefined,
    focus: vi.fn(() => {
      client.focused = true;
      return Promise.resolve(client);
    }),
    navigate: vi.fn((to: string) => {
      if (!movable) return Promise.reject(new TypeError("not controlled"));
      client.navigatedTo = to;
      return Promise.resolve(client);
    }),
  };
  return client;
}

function clientsWith(windows: WindowClientLike[]) {
  return { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) };
}

describe("a push message", () => {
  it("becomes the server's notification: title, text, the report's page, one per report", () => {
    const message = parsePushMessage({
      title: "Tu reporte cambió de estado",
      body: "RIO-2026-000012 (Vías, Altamira) ahora está: En gestión.",
      url: "/community/reports/abc",
      tag: "report-abc",
    });
    expect(message).toEqual({
      title: "Tu reporte cambió de estado",
      body: "RIO-2026-000012 (Vías, Altamira) ahora está: En gestión.",
      url: "/community/reports/abc",
      tag: "report-abc",
    });
    expect(notificationOptions(message)).toMatchObject({
      body: message.body,
      tag: "report-abc",
      data: { url: "/community/reports/abc" },
      lang: "es-CO",
    });
  });

  it("still tells something happened when it cannot be read, and never links out of the app", () => {
    expect(parsePushMessage(undefined)).toEqual({
      title: "Reporta Riomar",
      body: "Tienes una novedad en tus reportes.",
      url: "/",
    });
    expect(parsePushMessage({ title: "Hola", body: "x", url: "https://evil.example/" }).url).toBe("/");
    for (const outside of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      3,
    ]) {
      expect(appPath(outside)).toBeUndefined();
    }
    expect(appPath("/mis-reportes?estado=recibido")).toBe("/mis-reportes?estado=recibido");
  });
});

describe("tapping the notification", () => {
  it("brings an open window of the app to the front on the report", async () => {
    const other = windowClient("https://elsewhere.example/");
    const app = windowClient(`${ORIGIN}/mis-reportes`);
    const clients = clientsWith([other, app]);

    await openFromNotification(clients, ORIGIN, { url: "/community/reports/abc" });

    expect(app.focused).toBe(true);
    expect(app.navigatedTo).toBe(`${ORIGIN}/community/reports/abc`);
    expect(other.focused).toBe(false);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens the app on the report when no window is open, and the home page for a link out of the app", async () => {
    const clients = clientsWith([]);
    await openFromNotification(clients, ORIGIN, { url: "/community/reports/abc" });
    await openFromNotification(clients, ORIGIN, { url: "https://evil.example/" });
    expect(clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/community/reports/abc`], [`${ORIGIN}/`]]);
  });

  it("opens a new window when the open one cannot be moved, and looks only at windows the worker controls", async () => {
    const stuck = windowClient(`${ORIGIN}/`, { movable: false });
    const clients = clientsWith([stuck]);
    await openFromNotification(clients, ORIGIN, { url: "/community/reports/abc" });
    expect(clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/community/reports/abc`]]);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: "window", includeUncontrolled: false });
  });
});
