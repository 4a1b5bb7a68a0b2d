import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), buildSettings()],
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("../api/src/domain/index.ts", import.meta.url)) },
  },
  // Source maps would publish the whole source with the app: only when asked for (WEB_SOURCE_MAPS=true).
  build: { target: "es2022", sourcemap: process.env.WEB_SOURCE_MAPS === "true" },
  server: {
    proxy: {
      "/api": apiTarget,
      "/graphql": { target: apiTarget, ws: true },
    },
  },
});
