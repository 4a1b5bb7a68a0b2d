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
  server: {
    proxy: {
      "/api": apiTarget,
      "/graphql": { target: apiTarget, ws: true },
    },
  },
});
