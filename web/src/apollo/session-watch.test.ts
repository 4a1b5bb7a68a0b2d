import { MESSAGES } from "@domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../ui/toaster";
import { SESSION_CHECK_INTERVAL_MS, watchSession } from "./session-watch";

vi.mock(import("./browser-navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  navigateTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("watchSession", () => {
  it("says the session ended when the tab comes back and the server no longer knows the user", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "Debes iniciar sesión." }), { status: 401 }),
    );
    const toast = vi.spyOn(toaster, "create");
    const stop = watchSession();
    try {
      // Right after the page started: nothing to check yet.
      document.dispatchEvent(new Event("visibilitychange"));
      expect(fetchMock).not.toHaveBeenCalled();

      vi.setSystemTime(Date.now() + SESSION_CHECK_INTERVAL_MS + 1);
      document.dispatchEvent(new Event("visibilitychange"));
      await vi.waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          expect.objectContaining({
            title: MESSAGES.unauthorizedTitle,
            description: MESSAGES.unauthorizedDescription,
          }),
        ),
      );
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/user");
      expect(MESSAGES.unauthorizedDescription).toBe("Tu sesión terminó. Inicia sesión de nuevo.");
    } finally {
      stop();
    }
  });

  it("asks at most once per interval, and says nothing while the session is alive", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "u1" }), { status: 200 }));
    const toast = vi.spyOn(toaster, "create");
    const stop = watchSession();
    try {
      vi.setSystemTime(Date.now() + SESSION_CHECK_INTERVAL_MS + 1);
      window.dispatchEvent(new Event("focus"));
      window.dispatchEvent(new Event("online"));
      document.dispatchEvent(new Event("visibilitychange"));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(toast).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
