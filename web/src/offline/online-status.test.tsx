import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  RECONNECT_PROBE_MS,
  reportConnectionFailed,
  reportConnectionWorked,
  useOnlineStatus,
} from "./online-status";
import { trackedFetch } from "./tracked-fetch";

function Status() {
  return <p>{useOnlineStatus() ? "en línea" : "sin conexión"}</p>;
}

function setBrowserOnline(online: boolean): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => {
  act(() => reportConnectionWorked());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("useOnlineStatus", () => {
  it("follows the browser's offline and online events", () => {
    render(<Status />);
    expect(screen.getByText("en línea")).toBeInTheDocument();
    act(() => setBrowserOnline(false));
    expect(screen.getByText("sin conexión")).toBeInTheDocument();
    act(() => setBrowserOnline(true));
    expect(screen.getByText("en línea")).toBeInTheDocument();
  });

  it("counts a request that got no answer as offline while the browser still says online, until one gets through", async () => {
    render(<Status />);
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError("Failed to fetch")));
    await act(() => expect(trackedFetch("/graphql")).rejects.toThrow(TypeError));
    expect(navigator.onLine).toBe(true);
    expect(screen.getByText("sin conexión")).toBeInTheDocument();

    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("{}", { status: 500 })));
    await act(() => trackedFetch("/graphql"));
    expect(screen.getByText("en línea")).toBeInTheDocument();
  });

  it("while a failed request is the only sign, asks the server every few seconds until it answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const probe = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
      vi.stubGlobal("fetch", probe);
      render(<Status />);
      act(() => reportConnectionFailed());
      expect(probe).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
      expect(probe).toHaveBeenCalledTimes(1);
      expect(screen.getByText("sin conexión")).toBeInTheDocument();

      probe.mockResolvedValueOnce(new Response("{}", { status: 200 }));
      await act(() => vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
      expect(probe).toHaveBeenCalledTimes(2);
      expect(screen.getByText("en línea")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3 * RECONNECT_PROBE_MS));
      expect(probe).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is online again when the browser reports the network back after a failed request", () => {
    render(<Status />);
    act(() => reportConnectionFailed());
    expect(screen.getByText("sin conexión")).toBeInTheDocument();
    act(() => setBrowserOnline(true));
    expect(screen.getByText("en línea")).toBeInTheDocument();
  });
});
