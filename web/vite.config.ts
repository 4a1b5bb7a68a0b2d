import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { prerenderLanding } from "./build/prerender-plugin";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), prerenderLanding()],
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("../api/src/domain/index.ts", import.meta.url)) },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      // Two pages: the app, and the analysts' IDE (GraphiQL and Monaco stay out of the app's files).
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        ide: fileURLToPath(new URL("ide.html", import.meta.url)),
      },
      // GraphiQL's modules carry React Compiler directives that the bundler may drop, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      // Chakra's theme is built with identity helpers (`defineRecipe({...})`); as plain calls they keep
      // every recipe in the bundle even where unused. Declared pure, the first-paint chunk keeps only
      // the recipes it names (ui/first-paint-theme.ts).
      treeshake: {
        manualPureFunctions: [
          "defineConfig",
          "defineRecipe",
          "defineSlotRecipe",
          "defineStyle",
          "defineTokens",
          "defineSemanticTokens",
          "defineKeyframes",
          "defineTextStyles",
          "defineLayerStyles",
          "defineAnimationStyles",
          "defineGlobalStyles",
        ],
      },
    },
  },
  // Monaco's workers load modules of their own.
  worker: { format: "es" },
  server: {
    proxy: {
      "/api": apiTarget,
      "/graphql": { target: apiTarget, ws: true },
    },
  },
});
