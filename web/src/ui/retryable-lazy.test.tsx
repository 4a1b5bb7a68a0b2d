import { render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError, isChunkLoadError, retryableLazy, retryFailedLoads } from "./retryable-lazy";

class CatchAll extends Component<
  { children: ReactNode; onError?: (error: unknown) => void },
  { error?: unknown }
> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <p>{isChunkLoadError(this.state.error) ? "descarga fallida" : "otro error"}</p>;
  }
}

const ready = (text: string) =>
  function Ready() {
    return <p>{text}</p>;
  };

describe("retryableLazy", () => {
  it("suspends while loading, then renders what was loaded", async () => {
    const Part = retryableLazy(() => Promise.resolve(ready("Listo")));
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText("Cargando...")).toBeInTheDocument();
    expect(await screen.findByText("Listo")).toBeInTheDocument();
  });

  it("throws a ChunkLoadError that keeps the cause, and loads again only after retryFailedLoads", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const load = vi.fn().mockRejectedValueOnce(cause).mockResolvedValue(ready("Segundo intento"));
    const Part = retryableLazy(load);
    let caught: unknown;
    const { rerender } = render(
      <CatchAll>
        <Suspense fallback={<p>Cargando...</p>}>
          <Part />
        </Suspense>
      </CatchAll>,
    );
    expect(await screen.findByText("descarga fallida")).toBeInTheDocument();

    // A fresh render without a retry meets the same failure (React.lazy would too, but forever).
    rerender(
      <CatchAll key="again" onError={(error) => (caught = error)}>
        <Suspense fallback={<p>Cargando...</p>}>
          <Part />
        </Suspense>
      </CatchAll>,
    );
    expect(await screen.findByText("descarga fallida")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(caught).toBeInstanceOf(ChunkLoadError);
    expect((caught as ChunkLoadError).cause).toBe(cause);

    retryFailedLoads();
    rerender(
      <CatchAll key="retry">
        <Suspense fallback={<p>Cargando...</p>}>
          <Part />
        </Suspense>
      </CatchAll>,
    );
    expect(await screen.findByText("Segundo intento")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed preload leaves nothing behind: showing the part downloads it afresh", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(ready("Notificaciones"));
    const Part = retryableLazy(load);
    await expect(Part.preload()).resolves.toBeUndefined();
    render(
      <CatchAll>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </CatchAll>,
    );
    expect(await screen.findByText("Notificaciones")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a successful preload makes the part render without suspending", async () => {
    const load = vi.fn(() => Promise.resolve(ready("Ya estaba")));
    const Part = retryableLazy(load);
    await Part.preload();
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText("Ya estaba")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
