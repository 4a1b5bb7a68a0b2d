import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toaster } from "../ui/toaster";

// Screens are lazy chunks that Vite transforms on first use; on a 2-core machine that can exceed 1 s,
// and on one also running the API suite and a browser, a first screen took 6 s and the new-report form's
// longest tests 20–23 s (typing into Chakra inputs key by key). Waiting longer for the same state asserts
// the same thing.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  // The toaster is one store for the whole app: a toast left by one test would queue the next one's.
  toaster.remove();
});

// jsdom lacks these browser APIs that Chakra's components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
