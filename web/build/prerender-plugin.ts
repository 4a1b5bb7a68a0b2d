import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";

/** The file the server sends for every screen but the pre-rendered `/` (api/src/server/web-app.ts). */
export const APP_SHELL_FILE = "app.html";

const ENTRY = "src/prerender-landing.tsx";
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the browser build: renders the signed-out landing page with react-dom/server into
 * dist/index.html (docs/decisions.md#first-download), so that its content shows before any JavaScript runs. The
 * untouched page is kept as dist/app.html for every other screen. The CSS that Chakra generates for it
 * goes into a file of its own: the Content-Security-Policy allows no inline style or script.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "reporta:prerender-landing",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the web folder, so that Node finds the packages the render needs.
      const serverDir = path.join(config.root, ".prerender");
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: "prerender-landing.mjs" } },
          },
        });
        const module = (await import(pathToFileURL(path.join(serverDir, "prerender-landing.mjs")).href)) as {
          renderLanding: () => { html: string; css: string };
        };
        const { html, css } = module.renderLanding();
        const page = await readFile(path.join(outDir, "index.html"), "utf8");
        if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        await writeFile(path.join(outDir, APP_SHELL_FILE), page);

        const cssFile = `assets/landing-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
        await mkdir(path.join(outDir, "assets"), { recursive: true });
        await writeFile(path.join(outDir, cssFile), css);
        // Replacer functions: a "$&" or "$'" in the rendered page is text, not a replacement pattern.
        const prerendered = page
          .replace("</head>", () => `  <link rel="stylesheet" href="/${cssFile}">\n  </head>`)
          .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="landing">${html}</div>`);
        await writeFile(path.join(outDir, "index.html"), prerendered);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
