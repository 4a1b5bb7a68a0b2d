import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launchBrowser } from "./browser";
import { appUrl, gotoScreen, settle, signInAsTestUser, signUpNewCitizen } from "./session";

declare global {
  interface Window {
    cspViolations: string[];
    inlineScriptRan?: boolean;
  }
}

let browser: Browser;
let photo: string;
let fixtures: string;
const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../dist");

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-csp-"));
  photo = path.join(fixtures, "bache.jpg");
  await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a5c3b" } })
    .jpeg()
    .toFile(photo);
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

/** A page that records every Content-Security-Policy violation, from the first byte of every document. */
async function openRecordingPage(): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: "es-CO",
    timezoneId: "America/Bogota",
  });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { context, page, consoleErrors };
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

describe("the pages under their Content-Security-Policy (docs/security.md#http-headers)", () => {
  it("is enforced: an injected inline script does not run", async () => {
    const { context, page } = await openRecordingPage();
    try {
      const response = await page.goto(appUrl("/"));
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
      await settle(page, /Tu barrio mejora/);
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.inlineScriptRan = true";
        document.head.append(script);
        return window.inlineScriptRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations(page)).toEqual(["script-src-elem inline"]);
    } finally {
      await context.close();
    }
  });

  it(
    "lets the landing, sign-in and new-report screens, the map and the photo window work without a violation",
    { timeout: 90_000 },
    async () => {
      const { context, page, consoleErrors } = await openRecordingPage();
      try {
        await gotoScreen(page, "/", /Tu barrio mejora/);
        expect(await violations(page)).toEqual([]);

        await gotoScreen(page, "/ingresar", "Ingresar");
        await page.getByRole("tab", { name: "Crear cuenta" }).click();
        expect(await violations(page)).toEqual([]);

        await signInAsTestUser(page, "citizen");
        await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
        const map = page.locator(".leaflet-container");
        await map.waitFor();
        // Dropping the pin: Leaflet's marker images and inline positioning styles.
        await map.click({ position: { x: 150, y: 120 } });
        await page.locator(".leaflet-marker-icon").first().waitFor();

        await page.getByRole("button", { name: "Agregar fotos" }).click();
        const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
        await dialog.waitFor();
        const chooser = page.waitForEvent("filechooser");
        await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
        await (await chooser).setFiles([photo]);
        await dialog.getByRole("button", { name: "Subir 1 foto" }).click();
        // Compressed in the page (blob: images), sent to storage, processed, and shown in the form.
        await dialog.waitFor({ state: "hidden" });
        await page.getByRole("img", { name: "Foto 1 del reporte", exact: true }).waitFor();

        expect(await violations(page)).toEqual([]);
        expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("return paths", () => {
  it("keep the browser on this site after signing in, whatever a link hides in them", async () => {
    const { context, page } = await openRecordingPage();
    try {
      const email = await signUpNewCitizen(page, "Segura");
      await page.goto(appUrl("/api/logout"));
      for (const link of [
        "/api/login?returnTo=%2F%09%2Fevil.example%2F",
        "/ingresar?returnTo=%2F%0A%2Fevil.example%2F",
      ]) {
        await page.goto(appUrl(link));
        await settle(page, "Ingresar");
        const form = page.getByRole("form", { name: "Iniciar sesión" });
        await form.getByLabel("Correo electrónico").fill(email);
        await form.getByLabel("Contraseña").fill("una frase bastante larga");
        await form.getByRole("button", { name: "Iniciar sesión" }).click();
        await page.waitForURL(appUrl("/"));
        expect(new URL(page.url()).origin).toBe(new URL(appUrl("/")).origin);
        await page.goto(appUrl("/api/logout"));
      }
    } finally {
      await context.close();
    }
  });
});

describe("source maps", () => {
  it("are not built into the public files, nor pointed at by the scripts", async () => {
    const assets = await readdir(path.join(distDir, "assets"));
    expect(assets.filter((file) => file.endsWith(".map"))).toEqual([]);
    const scripts = assets.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await readFile(path.join(distDir, "assets", script), "utf8");
      expect(/^\/\/# sourceMappingURL=/m.test(text), script).toBe(false);
    }
    const response = await fetch(appUrl(`/assets/${scripts[0]}.map`));
    expect(response.status).toBe(404);
  });
});
