import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_FAILED_HINT,
  CHUNK_FAILED_TITLE,
  ChunkErrorBoundary,
  OverlayFailed,
  RENDER_FAILED_TITLE,
} from "./chunk-error-boundary";
import { retryableLazy } from "./retryable-lazy";
import { system } from "./theme";

/** A download that fails until `connected` is set, as a chunk does while the signal is gone. */
function flakyPart(name: string) {
  const network = { connected: false };
  const load = vi.fn(() =>
    network.connected
      ? Promise.resolve(function Part() {
          return <p>{name}</p>;
        })
      : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  return { network, load, Part: retryableLazy(load) };
}

/** Chakra, a router (the message is a screen with its header) and a loading note, as in the app. */
function App({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Suspense fallback={<p>Cargando...</p>}>{children}</Suspense>
      </MemoryRouter>
    </ChakraProvider>
  );
}

function inApp(children: ReactNode) {
  return render(<App>{children}</App>);
}

/** A part that fails `failures` times, then arrives: a glitch, not a lost signal. */
function glitchyPart(name: string, failures: number) {
  let left = failures;
  const load = vi.fn(() => {
    if (left-- > 0) return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    return Promise.resolve(function Part() {
      return <p>{name}</p>;
    });
  });
  return { load, Part: retryableLazy(load) };
}

/** The app's service worker controls the page: its files come from the phone. */
function controlledByServiceWorker(): void {
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { controller: {} },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(performance, "getEntriesByType");
});

describe("ChunkErrorBoundary with a retryable lazy part", () => {
  it("shows the connection message when the download fails, and Reintentar downloads it afresh", async () => {
    const { network, load, Part } = flakyPart("Reportes comunitarios");
    inApp(
      <ChunkErrorBoundary>
        <Part />
      </ChunkErrorBoundary>,
    );

    expect(await screen.findByRole("heading", { level: 1, name: CHUNK_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(CHUNK_FAILED_HINT);
    expect(load).toHaveBeenCalledTimes(1);

    network.connected = true;
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Reportes comunitarios")).toBeInTheDocument();
    expect(screen.queryByText(CHUNK_FAILED_TITLE)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not download again on its own while offline: the failure stays until a retry", async () => {
    const { load, Part } = flakyPart("Parte");
    const { rerender } = inApp(
      <ChunkErrorBoundary>
        <Part />
      </ChunkErrorBoundary>,
    );
    await screen.findByText(CHUNK_FAILED_TITLE);
    rerender(
      <App>
        <ChunkErrorBoundary>
          <Part />
        </ChunkErrorBoundary>
      </App>,
    );
    expect(screen.getByText(CHUNK_FAILED_TITLE)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Reintentar while the signal is still gone: one more attempt, and the message again.
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText(CHUNK_FAILED_TITLE)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("with the app's files on the phone, tries a failed screen again at once, by itself", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    controlledByServiceWorker();
    const { load, Part } = glitchyPart("Detalle del reporte", 1);
    inApp(
      <ChunkErrorBoundary retryAtOnce>
        <Part />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText("Detalle del reporte")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("leaves a part beside a form to Reintentar even with the files on the phone: its retry could reload the page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    controlledByServiceWorker();
    const { load, Part } = glitchyPart("Notificaciones", 1);
    inApp(
      <ChunkErrorBoundary fallback={OverlayFailed}>
        <Part />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(CHUNK_FAILED_TITLE);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Notificaciones")).toBeInTheDocument();
  });

  it("does not try again by itself on a page that is a reload (its own retry's, or the resident's): no reload loop", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    controlledByServiceWorker();
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: (type: string) => (type === "navigation" ? [{ type: "reload" }] : []),
    });
    const { load, Part } = glitchyPart("Detalle del reporte", 1);
    inApp(
      <ChunkErrorBoundary retryAtOnce>
        <Part />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText(CHUNK_FAILED_TITLE)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Detalle del reporte")).toBeInTheDocument();
  });

  it("tries again by itself when the browser is back online", async () => {
    const { network, load, Part } = flakyPart("Mis reportes");
    inApp(
      <ChunkErrorBoundary>
        <Part />
      </ChunkErrorBoundary>,
    );
    await screen.findByText(CHUNK_FAILED_TITLE);

    network.connected = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Mis reportes")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries again when its reset key changes (the resident navigated)", async () => {
    const { network, Part } = flakyPart("Otra pantalla");
    const { rerender } = inApp(
      <ChunkErrorBoundary resetKey="/a">
        <Part />
      </ChunkErrorBoundary>,
    );
    await screen.findByText(CHUNK_FAILED_TITLE);
    network.connected = true;
    rerender(
      <App>
        <ChunkErrorBoundary resetKey="/b">
          <Part />
        </ChunkErrorBoundary>
      </App>,
    );
    expect(await screen.findByText("Otra pantalla")).toBeInTheDocument();
  });

  it("replaces only the failed part: a form beside it keeps what was typed", async () => {
    const { network, Part } = flakyPart("Notificaciones");
    function Page() {
      const [text, setText] = useState("");
      const [notice, setNotice] = useState(false);
      return (
        <>
          <label>
            Descripción
            <textarea value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="button" onClick={() => setNotice(true)}>
            Enviar
          </button>
          {notice && (
            <ChunkErrorBoundary fallback={OverlayFailed}>
              <Suspense fallback={null}>
                <Part />
              </Suspense>
            </ChunkErrorBoundary>
          )}
        </>
      );
    }
    inApp(<Page />);
    await userEvent.type(screen.getByRole("textbox", { name: "Descripción" }), "Hueco en la vía");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(CHUNK_FAILED_TITLE);
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Hueco en la vía");

    network.connected = true;
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Notificaciones")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Descripción" })).toHaveValue("Hueco en la vía");
  });

  it("shows a general message, not the connection one, for an error that is not a download", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let broken = true;
    function Fragile() {
      if (broken) throw new Error("bug");
      return <p>Ya funciona</p>;
    }
    inApp(
      <ChunkErrorBoundary>
        <Fragile />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: RENDER_FAILED_TITLE })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Ya funciona")).toBeInTheDocument();
  });
});
