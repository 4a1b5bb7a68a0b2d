import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PHONE,
  controlledByServiceWorker,
  expectNoAccessibilityViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from "./browser";
import { appUrl, callApi, gotoScreen, registerCedula, settle, signUpNewCitizen } from "./session";

/**
 * Filing a report with no signal (docs/offline.md#filing-offline): it waits on the phone with its
 * photos, survives the app being closed, and arrives once when the connection returns.
 */

/** Chrome's "slow 4G", as the landing page's bench (bench/landing-page.bench.ts). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

let browser: Browser;
let fixtures: string;
let photos: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  fixtures = await mkdtemp(path.join(os.tmpdir(), "reporta-sin-senal-"));
  photos = [];
  // Grainy like a street photo, about 210 KB each: what a phone's photo weighs once shrunk.
  for (const [index, mean] of [90, 130, 170].entries()) {
    const file = path.join(fixtures, `foto-${index + 1}.jpg`);
    await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean, sigma: 8 },
      },
    })
      .jpeg({ quality: 80 })
      .toFile(file);
    photos.push(file);
  }
});
afterAll(async () => {
  await browser.close();
  await rm(fixtures, { recursive: true, force: true });
});

interface OwnReport {
  id: string;
  radicado: string;
  description: string | null;
  photos: unknown[];
}

/** The signed-in resident's reports on the server carrying `description`. */
async function reportsOnServer(page: Page, description: string): Promise<OwnReport[]> {
  const answer = await callApi(page, "GET", "/api/reports?limit=50");
  expect(answer.status).toBe(200);
  return (answer.json as OwnReport[]).filter((report) => report.description === description);
}

/** The form, filled in by hand without a connection (no address suggestions, no map tiles). */
async function fillFormOffline(page: Page, description: string): Promise<void> {
  await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
  await page.getByText("Vías", { exact: true }).click();
  await page.getByRole("combobox", { name: /^Barrio/ }).selectOption("altamira");
  await page.getByRole("combobox", { name: /Dirección específica/ }).fill("Carrera 52 # 80-15");
  await page.getByRole("combobox", { name: /^Gravedad/ }).selectOption("4");
  await page.getByRole("textbox", { name: /Descripción/ }).fill(description);
}

async function addPhotosOffline(page: Page, files: string[]): Promise<void> {
  await page.getByRole("button", { name: "Agregar fotos" }).click();
  const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
  await dialog.waitFor();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
  await (await chooser).setFiles(files);
  await dialog.getByRole("button", { name: `Subir ${files.length} fotos` }).click();
  // Shrunk and kept on the phone: the widget closes and the form shows them.
  await dialog.waitFor({ state: "hidden" });
  await expect
    .poll(() => page.getByRole("img", { name: /^Foto \d del reporte$/ }).count())
    .toBe(files.length);
}

/** Files a report offline on `page` (signed in, controlled by the worker) and lands on Mis reportes. */
async function fileOffline(page: Page, context: BrowserContext, description: string, files: string[]) {
  await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
  // The categories come from the last answer read online (docs/offline.md#what-works-offline).
  await page.getByText("Vías", { exact: true }).waitFor();
  await context.setOffline(true);
  await fillFormOffline(page, description);
  if (files.length > 0) await addPhotosOffline(page, files);
  await page.getByRole("button", { name: "Enviar reporte" }).click();
  await page.getByRole("status").filter({ hasText: "Reporte guardado en el teléfono" }).first().waitFor();
  await page.waitForURL(appUrl("/mis-reportes"));
  await page.getByRole("heading", { name: /Pendientes de envío \(1\)/ }).waitFor();
}

describe("filing a report with no signal", () => {
  it(
    "waits on the phone with its two photos, survives closing the app, and arrives once with its radicado",
    { timeout: 180_000 },
    async () => {
      const { page, problems, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
      const context = page.context();
      const description = `Hueco sin señal ${Date.now()}: los carros lo esquivan por el andén.`;
      try {
        await signUpNewCitizen(page, "Sinsenal");
        await registerCedula(page);
        await controlledByServiceWorker(page);
        await fileOffline(page, context, description, photos.slice(0, 2));

        const pending = page.getByRole("listitem").filter({ hasText: "Pendiente de envío" });
        await pending.getByText(description).waitFor();
        await expect
          .poll(() => pending.getByRole("img", { name: /^Foto \d del reporte pendiente$/ }).count())
          .toBe(2);
        await saveScreenshot(page, "offline-pending-report");
        await expectNoAccessibilityViolations(page);

        // The app is closed and opened again, still without a connection.
        await page.close();
        const reopened = await context.newPage();
        await reopened.goto(appUrl("/mis-reportes")).catch(() => undefined);
        const stillPending = reopened.getByRole("listitem").filter({ hasText: "Pendiente de envío" });
        await stillPending.getByText(description).waitFor();
        await expect
          .poll(() => stillPending.getByRole("img", { name: /^Foto \d del reporte pendiente$/ }).count())
          .toBe(2);

        // The signal returns: it is sent by itself and the resident hears its radicado.
        await context.setOffline(false);
        const sentToast = reopened.getByRole("status").filter({ hasText: "Tu reporte pendiente llegó" });
        await sentToast.first().waitFor({ timeout: 60_000 });
        const toastText = await sentToast.first().innerText();
        const radicado = /RIO-\d{4}-\d{6}/.exec(toastText)?.[0];
        expect(radicado, toastText).toBeDefined();
        await reopened.getByRole("heading", { name: /Pendientes de envío/ }).waitFor({ state: "hidden" });
        await reopened.getByRole("article", { name: new RegExp(radicado!) }).waitFor();
        await settle(reopened);

        const onServer = await reportsOnServer(reopened, description);
        expect(onServer).toHaveLength(1);
        expect(onServer[0]).toMatchObject({ radicado });
        expect(onServer[0]!.photos).toHaveLength(2);
        await saveScreenshot(reopened, "offline-report-sent");
        // Offline, the page's requests fail by design; nothing else may.
        expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it("is sent exactly once when two tabs come back online together", { timeout: 150_000 }, async () => {
    const { page, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
    const context = page.context();
    const description = `Poste caído ${Date.now()} en la esquina del parque.`;
    try {
      await signUpNewCitizen(page, "Dospestanas");
      await registerCedula(page);
      await controlledByServiceWorker(page);
      await fileOffline(page, context, description, []);
      const second = await context.newPage();
      await second.goto(appUrl("/mis-reportes")).catch(() => undefined);
      await second.getByRole("heading", { name: /Pendientes de envío \(1\)/ }).waitFor();

      await context.setOffline(false);
      for (const tab of [page, second]) {
        await tab
          .getByRole("heading", { name: /Pendientes de envío/ })
          .waitFor({ state: "hidden", timeout: 60_000 });
      }
      // Each tab hears what arrived; only one of them says it.
      const toasts = async () => {
        let count = 0;
        for (const tab of [page, second]) {
          count += await tab.getByRole("status").filter({ hasText: "Tu reporte pendiente llegó" }).count();
        }
        return count;
      };
      await expect.poll(toasts, { timeout: 30_000 }).toBe(1);
      expect(await reportsOnServer(page, description)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it(
    "figures: from the signal's return to the radicado with 3 photos on slow 4G, and a cold start offline",
    { timeout: 300_000 },
    async () => {
      const { page, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
      const context = page.context();
      // The page sends here, not Background Sync in the worker, which the page's throttling does not reach.
      await context.addInitScript(() => {
        Object.defineProperty(ServiceWorkerRegistration.prototype, "sync", { get: () => undefined });
      });
      try {
        await signUpNewCitizen(page, "Cifras");
        await registerCedula(page);
        await controlledByServiceWorker(page);
        await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);

        // Baseline, in the same run: the same 3 photos and report sent online on the same profile, from
        // "Subir" to the radicado.
        const online = `Figuras en línea ${Date.now()}`;
        await fillFormOffline(page, online);
        await page.getByRole("button", { name: "Agregar fotos" }).click();
        const dialog = page.getByRole("dialog", { name: /Fotos del reporte/ });
        const chooser = page.waitForEvent("filechooser");
        await dialog.getByRole("button", { name: "elígelas de tu dispositivo" }).click();
        await (await chooser).setFiles(photos);
        const onlineStarted = Date.now();
        await dialog.getByRole("button", { name: "Subir 3 fotos" }).click();
        await dialog.waitFor({ state: "hidden", timeout: 120_000 });
        await page.getByRole("button", { name: "Enviar reporte" }).click();
        await page
          .getByRole("status")
          .filter({ hasText: "Tu radicado es" })
          .first()
          .waitFor({ timeout: 60_000 });
        const onlineMs = Date.now() - onlineStarted;

        // The same, filed without a signal: from the signal's return to the radicado.
        const offline = `Figuras sin señal ${Date.now()}`;
        await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
        await page.getByText("Vías", { exact: true }).waitFor();
        await cdp.send("Network.emulateNetworkConditions", { ...SLOW_4G, offline: true });
        await fillFormOffline(page, offline);
        await addPhotosOffline(page, photos);
        await page.getByRole("button", { name: "Enviar reporte" }).click();
        await page.getByRole("heading", { name: /Pendientes de envío \(1\)/ }).waitFor();
        const back = Date.now();
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        await page
          .getByRole("status")
          .filter({ hasText: "Tu reporte pendiente llegó" })
          .first()
          .waitFor({ timeout: 120_000 });
        const offlineMs = Date.now() - back;
        const [filed] = await reportsOnServer(page, offline);
        expect(filed?.photos).toHaveLength(3);

        // Cold start of Mis reportes on the same phone profile: online, then with no network at all.
        const lcp = async (offlineStart: boolean) => {
          const fresh = await context.newPage();
          const freshCdp = await context.newCDPSession(fresh);
          await freshCdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          if (!offlineStart) await freshCdp.send("Network.emulateNetworkConditions", SLOW_4G);
          await fresh.addInitScript(() => {
            const store = window as unknown as { __lcp: number };
            store.__lcp = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) store.__lcp = entry.startTime;
            }).observe({ type: "largest-contentful-paint", buffered: true });
          });
          await fresh.goto(appUrl("/mis-reportes")).catch(() => undefined);
          await fresh.getByRole("heading", { level: 1, name: "Mis reportes" }).waitFor({ timeout: 60_000 });
          await fresh.getByText(online).first().waitFor({ timeout: 60_000 });
          const value = await fresh.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
          await fresh.close();
          return value;
        };
        const onlineLcp = await lcp(false);
        await context.setOffline(true);
        const offlineLcp = await lcp(true);
        await context.setOffline(false);

        console.info(
          `Sin señal → radicado, 3 fotos, slow 4G y CPU 4×: ${offlineMs} ms desde que vuelve la señal; ` +
            `en línea, mismo perfil (de «Subir» al radicado): ${onlineMs} ms; razón ${(offlineMs / onlineMs).toFixed(2)}. ` +
            `LCP de Mis reportes en frío: sin red ${Math.round(offlineLcp)} ms, con red slow 4G ${Math.round(onlineLcp)} ms; ` +
            `razón ${(offlineLcp / onlineLcp).toFixed(2)}`,
        );
        expect(offlineLcp).toBeGreaterThan(0);
      } finally {
        await close();
      }
    },
  );
});
