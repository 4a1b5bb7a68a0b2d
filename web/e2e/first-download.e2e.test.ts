import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "../dist");

/** What a phone downloads before the landing page can run (docs/decisions.md#first-download). */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

async function initialScripts(page: string): Promise<{ file: string; gzipBytes: number }[]> {
  const html = await readFile(path.join(dist, page), "utf8");
  const files = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return Promise.all(
    files.map(async (file) => ({
      file,
      gzipBytes: gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length,
    })),
  );
}

// The build ran in the global setup.
describe("the built landing page", () => {
  it("needs at most 150 KB of gzipped JavaScript before it runs", async () => {
    const scripts = await initialScripts("index.html");
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.info(`JavaScript inicial de /: ${total} bytes gzip en ${scripts.length} archivos`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it("has its content in the HTML, with no inline script or style (Content-Security-Policy)", async () => {
    const html = await readFile(path.join(dist, "index.html"), "utf8");
    expect(html).toContain('data-prerendered="landing"');
    expect(html).toContain("Tu barrio mejora cuando lo reportas");
    expect(html).toContain("¿Qué puedes reportar?");
    // Figures are live: the page carries no number for them, only the neutral loading state.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/\sstyle="/);
    const appShell = await readFile(path.join(dist, "app.html"), "utf8");
    expect(appShell).toContain('<div id="root"></div>');
  });
});
