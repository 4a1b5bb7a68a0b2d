import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, controlledByServiceWorker, launchBrowser, openPage } from "./browser";
import { appUrl, callApi, gotoScreen, registerCedula, settle, signUpNewCitizen } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PERSISTED_CACHE_KEY = "reporta:apollo-cache";
const DESCRIPTION = "Hueco profundo frente a la tienda, los carros lo esquivan por el andén.";

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the phone keeps an answer that contains `text` (the snapshot is written shortly after). */
async function kept(page: Page, text: string): Promise<void> {
  await page.waitForFunction(({ key, text }) => window.localStorage.getItem(key)?.includes(text) === true, {
    key: PERSISTED_CACHE_KEY,
    text,
  });
}

/** What an offline page shows and what the phone keeps of report `reportId`, for a failure's message. */
async function whatTheOfflinePageHas(page: Page, reportId: string): Promise<string> {
  const read = page.evaluate(
    ({ key, reportId }) => {
      const kept = JSON.parse(window.localStorage.getItem(key) ?? "{}") as Record<
        string,
        Record<string, unknown>
      >;
      const record = kept[`PublicReport:${reportId}`];
      return JSON.stringify({
        url: window.location.href,
        controlledByServiceWorker: navigator.serviceWorker?.controller != null,
        onLine: navigator.onLine,
        text: document.body.innerText.slice(0, 600),
        keptQueries: Object.keys(kept.ROOT_QUERY ?? {}),
        keptReportFields: record ? Object.keys(record) : null,
        keptViewerCan: record?.viewerCan ?? null,
      });
    },
    { key: PERSISTED_CACHE_KEY, reportId },
  );
  // The browser's own error page (a navigation that failed) has no storage to read; a stuck page no answer.
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("the page did not answer within 2 s"), 2_000);
  });
  return Promise.race([
    read.catch((error: unknown) => `the page could not be read (${page.url()}): ${String(error)}`),
    stuck,
  ]).finally(() => clearTimeout(timer));
}

async function fileReport(page: Page): Promise<string> {
  await registerCedula(page);
  const filed = await callApi(page, "POST", "/api/reports", {
    categoryId: "vias",
    neighborhood: "altamira",
    severity: 4,
    description: DESCRIPTION,
    address: "Carrera 52 # 80-15",
    location: { lat: 11.006123, lng: -74.823456 },
    anonymous: false,
  });
  expect(filed.status).toBe(201);
  return (filed.json as { id: string }).id;
}

describe("the installable app, offline", () => {
  it("has a manifest with its name, colours and icons, and a service worker that controls the page", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
    try {
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      const manifest = (await (await page.request.get(appUrl(manifestHref!))).json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      };
      expect(manifest).toMatchObject({
        name: "Reporta Riomar",
        short_name: "Reporta Riomar",
        start_url: "/",
        display: "standalone",
        theme_color: await page.locator('meta[name="theme-color"]').getAttribute("content"),
      });
      const icons = [
        ...manifest.icons,
        { src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!, sizes: "180x180" },
      ];
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
        expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
      );
      for (const icon of icons) {
        const answer = await page.request.get(appUrl(icon.src));
        expect(answer.headers()["content-type"]).toBe("image/png");
        const { width, height } = pngSize(await answer.body());
        expect(`${width}x${height}`).toBe(icon.sizes);
      }

      await controlledByServiceWorker(page);
      await settle(page, "Tu barrio mejora cuando lo reportas");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a screen that fails to load from the phone's copy of the app comes back by itself, without Reintentar", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
    try {
      await controlledByServiceWorker(page);
      await settle(page, "Tu barrio mejora cuando lo reportas");
      // The phone's copy lacks the screen's file, and its first download fails: a glitch between the
      // page and its service worker, which Chromium then remembers for the page's life.
      const chunk = "/assets/community-reports-page-";
      const removed = await page.evaluate(async (chunk) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (request.url.includes(chunk)) return cache.delete(request);
          }
        }
        return false;
      }, chunk);
      expect(removed).toBe(true);
      let failedOnce = false;
      await page.context().route(`**${chunk}*.js`, (route) => {
        if (failedOnce) return route.continue();
        failedOnce = true;
        return route.abort("connectionreset");
      });

      // Opened straight away (a link, a bookmark): the screen's first download is the one that fails.
      await page.goto(appUrl("/community/reports"));
      await page.getByRole("heading", { level: 1, name: "Reportes comunitarios" }).waitFor();
      expect(failedOnce).toBe(true);
      // What the failed download leaves in the log: the page's request through its service worker, and
      // the error the screen's boundary caught.
      const theGlitch = (problem: string) =>
        problem.includes(chunk) ||
        problem === "console error: Failed to load resource: net::ERR_FAILED" ||
        problem.startsWith("console error: ChunkLoadError: No se pudo descargar una parte de la aplicación");
      expect(problems.filter((problem) => !theGlitch(problem))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("offline, Mis reportes, a report viewed before (and the list after it) and the form show their last data with «Sin conexión»; signing out clears them", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE, { serviceWorker: true });
    try {
      await signUpNewCitizen(page, "Rosa");
      const reportId = await fileReport(page);
      await controlledByServiceWorker(page);
      await gotoScreen(page, "/mis-reportes", "Mis reportes");
      await page.getByText(DESCRIPTION).first().waitFor();
      await gotoScreen(page, `/community/reports/${reportId}`, /Vías en Altamira/);
      await kept(page, `"PublicReport:${reportId}"`);
      // The community list reads less of the same report than its page: what it keeps must not leave the
      // page's answer incomplete.
      await gotoScreen(page, "/community/reports", "Reportes comunitarios");
      await kept(page, '"publicReports');
      await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
      await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
      await kept(page, DESCRIPTION);
      await kept(page, '"categories');

      const seen: string[] = [];
      page.on("console", (message) => seen.push(`console ${message.type()}: ${message.text()}`));
      page
        .context()
        .on("requestfailed", (request) =>
          seen.push(
            `failed ${request.url()} sw=${request.serviceWorker() !== null} ${request.failure()?.errorText}`,
          ),
        );
      page
        .context()
        .on("response", (response) =>
          seen.push(`response ${response.status()} ${response.url()} fromSW=${response.fromServiceWorker()}`),
        );
      // The offline steps have failed now and then in full CI runs only (the page never showed its
      // heading, at one step or another): each says what the page showed instead.
      const explained = (waiting: Promise<unknown>) =>
        waiting.catch(async (error: unknown) => {
          throw new Error(
            `${String(error)}\n${await whatTheOfflinePageHas(page, reportId)}\n${problems.join("\n")}\n${seen.join("\n")}`,
          );
        });
      await page.context().setOffline(true);
      const banner = page.getByRole("status").filter({ hasText: "Sin conexión" });
      await banner.waitFor();

      await explained(page.goto(appUrl("/mis-reportes")));
      await explained(page.getByRole("heading", { level: 1, name: "Mis reportes" }).waitFor());
      await banner.waitFor();
      await explained(page.getByText(DESCRIPTION).first().waitFor());

      await explained(page.goto(appUrl(`/community/reports/${reportId}`)));
      await explained(page.getByRole("heading", { level: 1, name: /Vías en Altamira/ }).waitFor());
      await explained(page.getByText(DESCRIPTION).first().waitFor());
      await banner.waitFor();
      // The map is its own download: if it did not arrive offline, its place says so and the report
      // stays. Worth seeing in the log, as the part of this step that failed now and then in full runs.
      if (await page.getByText(/No se pudo cargar el mapa/).isVisible()) {
        console.warn(`the map did not arrive offline:\n${problems.join("\n")}\n${seen.join("\n")}`);
      }

      await explained(page.goto(appUrl("/nuevo-reporte")));
      const categories = page.getByRole("radiogroup", { name: /Categoría del problema/ });
      await explained(categories.getByText("Vías", { exact: true }).waitFor());
      await page
        .getByRole("combobox", { name: /^Barrio/ })
        .locator("option", { hasText: "Altamira" })
        .waitFor({
          state: "attached",
        });
      await banner.waitFor();

      await page.context().setOffline(false);
      await banner.waitFor({ state: "detached" });
      await gotoScreen(page, "/", /Bienvenido, Rosa/);
      await page.getByRole("button", { name: /Menú de usuario/ }).click();
      await page.getByRole("menuitem", { name: "Cerrar Sesión" }).click();
      await page.waitForURL(appUrl("/"));
      await settle(page, "Tu barrio mejora cuando lo reportas");
      const keptAfterSignOut = await page.evaluate(
        (key) => window.localStorage.getItem(key) ?? "",
        PERSISTED_CACHE_KEY,
      );
      expect(keptAfterSignOut).not.toContain(DESCRIPTION);
      expect(keptAfterSignOut).not.toContain("Rosa");
    } finally {
      await close();
    }
  });
});
