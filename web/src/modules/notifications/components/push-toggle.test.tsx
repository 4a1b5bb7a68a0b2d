import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { base64UrlBytes } from "../push/web-push";
import { PushToggle } from "./push-toggle";

const PUBLIC_KEY = "BOs0f3Vx8p1vQ9Vb2xN2Zk5QzM1nS3Yp4cR7eT0uW9aXqJ6mL8hG2fD5sA1kE3iO7yU4tR6wQ9zX2cV5bN8mK0j";

/** The browser's push machinery, as far as the opt-in touches it. */
function fakeBrowser(permission: NotificationPermission) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON: () => object;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn((options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: "https://push.example/abc",
      options: { applicationServerKey: options.applicationServerKey.slice().buffer },
      toJSON: () => ({ endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } }),
      unsubscribe: vi.fn(() => {
        subscription = null;
        return Promise.resolve(true);
      }),
    };
    return Promise.resolve(subscription);
  });
  const registration = {
    active: {},
    pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe },
  };
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(() => Promise.resolve(notification.permission)),
  };
  vi.stubGlobal("Notification", notification);
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? "GET",
        url,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (url === "/api/push/public-key") return Promise.resolve(Response.json({ publicKey: PUBLIC_KEY }));
      if (init?.method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(Response.json({ endpoint: "https://push.example/abc" }));
    }),
  );
  return { subscribe, notification, calls };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("Avisos en este teléfono (docs/push.md#in-the-browser)", () => {
  it("asks permission, subscribes with the server's key, gives the subscription to the server, and turns off again", async () => {
    const browser = fakeBrowser("default");
    browser.notification.requestPermission.mockImplementation(() => {
      browser.notification.permission = "granted";
      return Promise.resolve("granted");
    });
    renderScreen(<PushToggle ownerId="user-1" />);

    await userEvent.click(await screen.findByRole("button", { name: "Activar avisos" }));

    await screen.findByRole("button", { name: "Desactivar avisos" });
    expect(
      screen.getByText("Avisos activados en este teléfono: te llegan aunque la app esté cerrada."),
    ).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    const put = browser.calls.find((call) => call.method === "PUT");
    expect(put).toMatchObject({
      url: "/api/push/subscription",
      body: { endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } },
    });

    await userEvent.click(screen.getByRole("button", { name: "Desactivar avisos" }));
    await screen.findByRole("button", { name: "Activar avisos" });
    expect(browser.calls.at(-1)).toMatchObject({
      method: "DELETE",
      url: "/api/push/subscription",
      body: { endpoint: "https://push.example/abc" },
    });
  });

  it("says so when permission is refused, and subscribes nothing", async () => {
    const browser = fakeBrowser("default");
    browser.notification.requestPermission.mockResolvedValue("denied");
    renderScreen(<PushToggle ownerId="user-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Activar avisos" }));
    await screen.findByText("No se pudieron activar los avisos");
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(browser.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("says when the browser blocks notifications, with no button that could not work", async () => {
    fakeBrowser("denied");
    renderScreen(<PushToggle ownerId="user-1" />);
    await screen.findByText(/tiene bloqueadas las notificaciones/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows this phone's subscription as off for a user it was not made for", async () => {
    const browser = fakeBrowser("default");
    browser.notification.requestPermission.mockImplementation(() => {
      browser.notification.permission = "granted";
      return Promise.resolve("granted");
    });
    const first = renderScreen(<PushToggle ownerId="user-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Activar avisos" }));
    await screen.findByRole("button", { name: "Desactivar avisos" });
    first.unmount();

    renderScreen(<PushToggle ownerId="user-2" />);
    await screen.findByRole("button", { name: "Activar avisos" });
  });
});
