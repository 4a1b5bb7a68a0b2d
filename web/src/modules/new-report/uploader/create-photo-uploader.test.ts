import { LIMITS, MESSAGES } from "@domain";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../apollo/api-fetch";
import { createPhotoUploader, type PhotoUploaderEvents } from "./create-photo-uploader";

function events() {
  return {
    onPhotoReady: vi.fn<PhotoUploaderEvents["onPhotoReady"]>(),
    onPhotoFailed: vi.fn<PhotoUploaderEvents["onPhotoFailed"]>(),
    onStatusChange: vi.fn<PhotoUploaderEvents["onStatusChange"]>(),
  } satisfies PhotoUploaderEvents;
}

const jpeg = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

/** What the resident does in the widget: choose files from the device. */
function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>(".uppy-Dashboard-input[type=file]")!;
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const button = (name: RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((candidate) =>
    name.test(candidate.getAttribute("aria-label") ?? candidate.textContent ?? ""),
  );

/** Residents who ask for less motion get no open/close animation (and jsdom never ends one). */
function preferReducedMotion() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Stands in for storage: takes presigned PUTs (with the CORS answer a bucket gives) and counts bytes. */
async function fakeStorage() {
  const received: { url: string; bytes: number; type: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Methods", "PUT");
    res.setHeader("Access-Control-Allow-Headers", "content-type");
    res.setHeader("Access-Control-Expose-Headers", "ETag");
    if (req.method === "OPTIONS") {
      res.end();
      return;
    }
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      received.push({ url: req.url ?? "", bytes, type: req.headers["content-type"] });
      res.setHeader("ETag", '"etag"');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("createPhotoUploader", () => {
  it("opens a Spanish, named, modal dialog", () => {
    const uploader = createPhotoUploader(events());
    destroy = uploader.destroy;
    uploader.open([]);
    const dialog = document.querySelector(".uppy-Dashboard-inner");
    expect(dialog).toHaveAttribute("role", "dialog");
    expect(dialog).toHaveAttribute("aria-label", "Fotos del reporte");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(document.body).toHaveTextContent("Arrastra tus fotos aquí");
    expect(document.body).toHaveTextContent(`Hasta ${LIMITS.photosPerReport} fotos JPEG, PNG o WebP.`);
  });

  it("lists a single chosen photo as a list item of a list, as it does two", async () => {
    const uploader = createPhotoUploader(events());
    destroy = uploader.destroy;
    uploader.open([]);
    choose(jpeg("anden.jpg", 1000));
    await vi.waitFor(() => expect(button(/Subir 1 foto/)).toBeDefined());
    const item = document.querySelector('[role="listitem"]');
    expect(item).not.toBeNull();
    // Uppy draws one file without its list (an axe critical: aria-required-parent).
    expect(item!.closest('[role="list"]')).not.toBeNull();
  });

  it("only takes JPEG, PNG and WebP photos, as many as the report has room for", async () => {
    const handlers = {
      ...events(),
      onFileRefused: vi.fn<NonNullable<PhotoUploaderEvents["onFileRefused"]>>(),
    };
    const uploader = createPhotoUploader(handlers);
    destroy = uploader.destroy;
    const photo = { objectPath: "/api/photos/p1", thumbnailPath: "/api/photos/p1/thumbnail" };
    uploader.open([photo, { ...photo, objectPath: "/api/photos/p2" }]);
    const input = document.querySelector<HTMLInputElement>(".uppy-Dashboard-input[type=file]");
    expect(input).toHaveAttribute("accept", "image/jpeg, image/png, image/webp");

    // Two chosen with room for one: the first is kept, the other named and explained.
    choose(jpeg("una.jpg", 1000), jpeg("otra.jpg", 1000));
    await vi.waitFor(() => expect(button(/Subir 1 foto/)).toBeDefined());
    expect(handlers.onFileRefused).toHaveBeenCalledWith(
      `«otra.jpg» no se agregó: el reporte admite máximo ${LIMITS.photosPerReport} fotos y ya tiene otras.`,
    );
  });

  it("refuses, in Spanish, a photo still over 5 MB after compression, without sending it", async () => {
    const sign = vi.fn();
    const handlers = events();
    // jsdom has no canvas to compress with: the photo reaches the size check as chosen.
    const uploader = createPhotoUploader(handlers, { sign, compress: false });
    destroy = uploader.destroy;
    uploader.open([]);
    choose(jpeg("grande.jpg", LIMITS.photoMaxBytes + 1));
    await vi.waitFor(() => expect(button(/Subir 1 foto/)).toBeDefined());
    button(/Subir 1 foto/)!.click();
    await vi.waitFor(() => expect(handlers.onPhotoFailed).toHaveBeenCalledWith(MESSAGES.photoTooLarge));
    expect(sign).not.toHaveBeenCalled();
    expect(handlers.onPhotoReady).not.toHaveBeenCalled();
  });

  it("uploads straight to storage, has each photo processed, and closes once all are on the form", async () => {
    const storage = await fakeStorage();
    try {
      let count = 0;
      const sign = vi.fn((request: { method: string; contentType?: string }) => {
        count += 1;
        return Promise.resolve({
          url: `${storage.base}/api/storage/upload/uploads/test-citizen/${count}?signature=s`,
          headers: { "content-type": request.contentType ?? "" },
        });
      });
      const process = vi.fn((photoURL: string) => {
        const id = photoURL.split("/").pop()!;
        return Promise.resolve({
          objectPath: `/api/photos/${id}`,
          thumbnailPath: `/api/photos/${id}/thumbnail`,
        });
      });
      const handlers = events();
      preferReducedMotion();
      const uploader = createPhotoUploader(handlers, { sign, process, compress: false });
      destroy = uploader.destroy;
      uploader.open([]);
      choose(jpeg("uno.jpg", 2000), jpeg("dos.jpg", 3000));
      await vi.waitFor(() => expect(button(/Subir 2 fotos/)).toBeDefined());
      button(/Subir 2 fotos/)!.click();

      await vi.waitFor(() => expect(handlers.onPhotoReady).toHaveBeenCalledTimes(2));
      expect(storage.received.map((put) => put.bytes).sort()).toEqual([2000, 3000]);
      expect(storage.received.every((put) => put.type === "image/jpeg")).toBe(true);
      // The URL it PUT to, without the signature, is what the API is asked to process.
      expect(process.mock.calls.map(([url]) => url).sort()).toEqual([
        `${storage.base}/api/storage/upload/uploads/test-citizen/1`,
        `${storage.base}/api/storage/upload/uploads/test-citizen/2`,
      ]);
      expect(handlers.onPhotoFailed).not.toHaveBeenCalled();
      await vi.waitFor(() =>
        expect(document.querySelector(".uppy-Dashboard")).toHaveAttribute("aria-hidden", "true"),
      );
      expect(handlers.onStatusChange).toHaveBeenLastCalledWith({ waiting: 0, inProgress: 0 });
    } finally {
      await storage.close();
    }
  });

  it("reports a refused photo with the server's reason and keeps the widget open to retry", async () => {
    const storage = await fakeStorage();
    try {
      const refusal = "El archivo no es una foto válida. Usa una imagen JPEG, PNG o WebP.";
      const sign = vi.fn(() => Promise.resolve({ url: `${storage.base}/u/1?signature=s`, headers: {} }));
      const process = vi.fn(() =>
        Promise.reject(new ApiError(400, JSON.stringify({ error: refusal }), { error: refusal })),
      );
      const handlers = events();
      const uploader = createPhotoUploader(handlers, { sign, process, compress: false });
      destroy = uploader.destroy;
      uploader.open([]);
      choose(jpeg("roto.jpg", 100));
      await vi.waitFor(() => expect(button(/Subir 1 foto/)).toBeDefined());
      button(/Subir 1 foto/)!.click();

      await vi.waitFor(() => expect(handlers.onPhotoFailed).toHaveBeenCalledWith(refusal));
      expect(handlers.onPhotoReady).not.toHaveBeenCalled();
      expect(document.querySelector(".uppy-Dashboard")).toHaveAttribute("aria-hidden", "false");
      await vi.waitFor(() => expect(button(/Reintentar/)).toBeDefined());
    } finally {
      await storage.close();
    }
  });
});

describe("files left out", () => {
  let destroyIt: (() => void) | undefined;
  afterEach(() => destroyIt?.());

  it("names the fourth photo and says why it was not added", async () => {
    const handlers = {
      ...events(),
      onFileRefused: vi.fn<NonNullable<PhotoUploaderEvents["onFileRefused"]>>(),
    };
    const uploader = createPhotoUploader(handlers, { compress: false });
    destroyIt = uploader.destroy;
    uploader.open([]);
    choose(jpeg("a.jpg", 10), jpeg("b.jpg", 10), jpeg("c.jpg", 10), jpeg("d.jpg", 10));
    await vi.waitFor(() =>
      expect(handlers.onFileRefused).toHaveBeenCalledWith(
        `«d.jpg» no se agregó: el reporte admite máximo ${LIMITS.photosPerReport} fotos.`,
      ),
    );
  });
});
