import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Browser tests: the built app served by the real API, driven in Debian Chromium. */
export default defineConfig({
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("../api/src/domain/index.ts", import.meta.url)) },
  },
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    // A browser test signs in, drives a screen and runs axe a few times: 10–20 s on a quiet machine,
    // twice that on a busy 2-core CI runner.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machine has 2 cores and the server runs beside it.
    fileParallelism: false,
  },
});
