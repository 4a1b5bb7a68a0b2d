import sharp from "sharp";
import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";

/**
 * Chakra's teal.700, the brand's colour (the logo's tile, `ui/brand-logo.tsx`): the phone paints its
 * status bar and the installed app's splash screen with it; index.html's theme-color says the same
 * (the browser suite compares the two).
 */
export const THEME_COLOR = "#0c5d56";

/** The brand's square (web/public/favicon.svg): teal tile, yellow pin. */
const FAVICON = new URL("../public/favicon.svg", import.meta.url);
const PIN_PATH =
  "M16 6a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z";

/**
 * A full-bleed tile with the pin scaled down: Android cuts maskable icons to any shape within the
 * central 80 %, and iOS rounds the corners of its own (and fills transparency with black).
 */
function fullBleedIcon(pinScale: number): string {
  const offset = 16 * (1 - pinScale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f766e"/>` +
    `<path transform="translate(${offset} ${offset}) scale(${pinScale})" d="${PIN_PATH}" fill="#fde047"/></svg>`
  );
}

export const ICONS = [
  { file: "icons/icon-192.png", size: 192, source: "favicon", purpose: "any" },
  { file: "icons/icon-512.png", size: 512, source: "favicon", purpose: "any" },
  { file: "icons/maskable-512.png", size: 512, source: "maskable", purpose: "maskable" },
  { file: "icons/apple-touch-icon.png", size: 180, source: "apple", purpose: undefined },
] as const;

/**
 * The installed app's icons, drawn at build time from the favicon (sharp renders the SVG): nothing to
 * keep in step by hand, nothing fetched at run time.
 */
function pwaIcons(): Plugin {
  return {
    name: "reporta:pwa-icons",
    apply: "build",
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const favicon = await readFile(FAVICON);
      const sources = {
        favicon,
        maskable: Buffer.from(fullBleedIcon(0.7)),
        apple: Buffer.from(fullBleedIcon(0.8)),
      };
      for (const icon of ICONS) {
        const png = await sharp(sources[icon.source], { density: (72 * icon.size) / 32 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer();
        this.emitFile({ type: "asset", fileName: icon.file, source: png });
      }
    },
  };
}

/**
 * Fills `ideOnly` with the files that only the analysts' IDE (ide.html) loads: GraphiQL and Monaco are
 * megabytes that no resident's phone should store.
 */
function ideChunks(ideOnly: Set<string>): Plugin {
  return {
    name: "reporta:ide-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const app = new Set<string>();
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (app.has(fileName) || !output) return;
        app.add(fileName);
        if (output.type !== "chunk") return;
        for (const next of [...output.imports, ...output.dynamicImports]) visit(next);
        for (const css of output.viteMetadata?.importedCss ?? []) app.add(css);
        for (const asset of output.viteMetadata?.importedAssets ?? []) app.add(asset);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.isEntry && output.name !== "ide") visit(output.fileName);
      }
      ideOnly.clear();
      for (const fileName of Object.keys(bundle)) {
        if (fileName.startsWith("assets/") && !app.has(fileName)) ideOnly.add(fileName);
      }
    },
  };
}

/**
 * The web app manifest and the service worker (`src/sw.ts`, Workbox, docs/offline.md). The worker
 * precaches the app's own files but the analysts' IDE; what it does with requests, and the reports
 * filed offline, is in its source. It is registered by the app after the first paint
 * (`offline/register-service-worker.ts`), and a new one waits for "Actualizar".
 */
export function pwa(): Plugin[] {
  const ideOnly = new Set<string>();
  const options: Partial<VitePWAOptions> = {
    strategies: "injectManifest",
    srcDir: "src",
    filename: "sw.ts",
    registerType: "prompt",
    injectRegister: false,
    // After the pre-renderer has written index.html and app.html (build/prerender-plugin.ts).
    integration: { closeBundleOrder: "post" },
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: "Reporta Riomar",
      short_name: "Reporta Riomar",
      description:
        "Reporta los problemas de tu barrio en la localidad Riomar de Barranquilla y sigue su solución.",
      lang: "es-CO",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      orientation: "portrait",
      theme_color: THEME_COLOR,
      background_color: "#ffffff",
      categories: ["government", "utilities"],
      icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.purpose,
      })),
    },
    injectManifest: {
      // A classic script: every browser that has service workers runs it.
      rollupFormat: "iife",
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      // The IDE is a page of its own for analysts at a desk; the landing's HTML is the server's to give
      // (it depends on the session cookie), so navigations never get it from the cache.
      // Of the font, the alphabets Spanish needs.
      globIgnores: [
        "index.html",
        "ide.html",
        "sw.js",
        "assets/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*",
      ],
      manifestTransforms: [
        (entries) =>
          Promise.resolve({ manifest: entries.filter((entry) => !ideOnly.has(entry.url)), warnings: [] }),
      ],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
  };
  return [pwaIcons(), ideChunks(ideOnly), ...VitePWA(options)];
}
