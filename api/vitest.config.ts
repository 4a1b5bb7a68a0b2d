import { createRequire } from "node:module";
import os from "node:os";
import { defineConfig } from "vitest/config";

// Vite resolves `graphql` to its ESM build (index.mjs) while type-graphql and Apollo, loaded by Node,
// `require` the CommonJS build: two copies fail with "another module or realm". One file for both.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    // The tests mostly wait on PostgreSQL and child processes, so one more worker than the default
    // (cores - 1) keeps a 2-core machine busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Loading the app (Apollo, MikroORM, TypeGraphQL, ...) costs ~3 s of CPU; isolating every file
    // would pay it per file and double the run. Tests are isolated by data instead: each server gets
    // its own database and port, and no test mocks modules or changes process-wide state.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
