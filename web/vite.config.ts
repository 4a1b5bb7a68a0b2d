import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { prerenderLanding } from "./build/prerender-plugin";
import { pwa } from "./build/pwa";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

/**
 * Writes what the server must know about this build (api/src/server/security-headers.ts): the map
 * tile URL baked into the bundle, whose origin its Content-Security-Policy must allow. A dot file, so
 * the server does not serve it.
 */
function buildSettings(): Plugin {
  let mapTileUrl: string | undefined;
  return {
    name: "reporta-build-settings",
    apply: "build",
    configResolved(config) {
      mapTileUrl = (config.env.VITE_MAP_TILE_URL as string | undefined)?.trim() || undefined;
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: ".build-settings.json",
        source: JSON.stringify({ mapTileUrl }),
      });
    },
  };
}

export default defineConfig(() => ({
  plugins: [react(), prerenderLanding(), buildSettings(), pwa()],
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("../api/src/domain/index.ts", import.meta.url)) },
  },
  build: {
    target: "es2022",
    // Browsers that run es2022 but lack <link rel="modulepreload"> merely skip the preload.
    modulePreload: { polyfill: false },
    // Source maps would publish the whole source with the app: only when asked for (WEB_SOURCE_MAPS=true).
    sourcemap: process.env.WEB_SOURCE_MAPS === "true",
    rolldownOptions: {
      // Two pages: the app, and the analysts' IDE (GraphiQL and Monaco stay out of the app's files).
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        ide: fileURLToPath(new URL("ide.html", import.meta.url)),
      },
      // The landing page needs all of React, the router, emotion and Chakra's core anyway: as a few
      // files instead of a dozen small shared ones they compress better (the 150 KB first-download budget, docs/decisions.md#first-download, for
      // the first download, e2e/first-download.e2e.test.ts). The same goes for the Stat and Skeleton of
      // the headline figures (ui/headline-figures.tsx), which the home page shares: left alone they
      // become two tiny files of their own in the first download; and for Chakra's Link, Center, Grid,
      // SimpleGrid and Spinner and the app's own shell parts that other screens share (the brand, the
      // page shell, the analysts' links of the footer and /estadisticas).
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|stylis|react-is)[\\/]/,
            },
            {
              name: "app-shell",
              test: /src[\\/]ui[\\/](analyst-tools|brand-logo|page-shell)\.tsx$/,
            },
            // The petition's clock (due dates, días hábiles, the holidays' library) is for report screens:
            // in a file of its own, out of the landing page's shared domain file.
            {
              name: "legal-clock",
              test: /(api[\\/]src[\\/]domain[\\/](due-date|business-days)\.ts$)|node_modules[\\/]colombian-holidays[\\/]/,
            },
            {
              name: "chakra-core",
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](utils|styled-system|create-context|merge-props|components[\\/](stat|skeleton|link|center|grid|simple-grid|spinner)[\\/])/,
            },
          ],
        },
      },
      // GraphiQL's modules carry React Compiler directives that the bundler may drop, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      // Chakra's theme is built with identity helpers (`defineRecipe({...})`); as plain calls they keep
      // every recipe in the bundle even where unused. Declared pure, the first-paint chunk keeps only
      // the recipes it names (ui/first-paint-theme.ts).
      treeshake: {
        // The holidays' library is CommonJS, so it would count as having side effects, and the shared
        // domain file would load it (and the clock) for the landing page, which shows no due date. It,
        // its Easter dependency and the domain's modules only define values.
        moduleSideEffects: [
          {
            test: /node_modules[\\/](colombian-holidays|pascua)[\\/]|api[\\/]src[\\/]domain[\\/]/,
            sideEffects: false,
          },
        ],
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
}));
