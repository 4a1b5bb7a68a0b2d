import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toaster } from "../ui/toaster";

// Screens are lazy chunks that Vite transforms on first use; on a 2-core machine that can exceed 1 s.
// Typing into Chakra inputs key by key is slow there too, so a form test gets more than 5 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

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
