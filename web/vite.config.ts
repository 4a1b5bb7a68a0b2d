import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("../api/src/domain/index.ts", import.meta.url)) },
  },
  build: { target: "es2022", sourcemap: true },
  server: {
    proxy: {
      "/api": apiTarget,
      "/graphql": { target: apiTarget, ws: true },
    },
  },
});
