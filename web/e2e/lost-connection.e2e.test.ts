import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launchBrowser, openPage, saveScreenshot } from "./browser";
import { appUrl, callApi, gotoScreen, registerCedula, signInAsTestUser, signUpNewCitizen } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CHUNK_FAILED = "No se pudo cargar esta parte de la aplicación";
const DESCRIPTION = "Arroyo crecido en la esquina, el agua ya se mete a las casas de la cuadra.";

// The app's own chunks, by the name Vite gives them (assets/<module>-<hash>.js).
const TOASTS_CHUNK = "**/assets/toaster-view-*.js";
const MY_REPORTS_CHUNK = "**/assets/my-reports-page-*.js";
const MAP_CHUNK = "**/assets/report-location-map-*.js";

/** The signal is gone for these URLs: the browser answers as it does offline. */
async function dropSignal(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
}

/** What a lost signal legitimately leaves in the console and the network log. */
const isLostSignal = (problem: string) =>
  /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|No se pudo descargar una parte/.test(
    problem,
  );

async function fillForm(page: Page): Promise<void> {
  await page.getByRole("radiogroup", { name: /Categoría del problema/ }).waitFor();
  await page.getByText("Arroyos", { exact: true }).click();
  const address = page.getByRole("combobox", { name: /Dirección específica/ });
  await address.click();
  await address.pressSequentially("Villa");
  await page.getByRole("listbox", { name: "Sugerencias de dirección" }).waitFor();
  await address.press("ArrowDown");
  await address.press("Enter");
  await page.getByText(/Ubicación marcada/).waitFor();
  await page.getByRole("combobox", { name: /^Gravedad/ }).selectOption("5");
  await page.getByRole("textbox", { name: /Descripción/ }).fill(DESCRIPTION);
}

describe("a dropped signal on a phone", () => {
  it("filing a report: the parts that fail say so with Reintentar, the report waits on the phone, and goes through once the signal is back", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signInAsTestUser(page, "citizen");
      // The signal drops before the form's follow-up parts (the notices, Mis reportes) could arrive.
      await dropSignal(page, TOASTS_CHUNK);
      await dropSignal(page, MY_REPORTS_CHUNK);
      await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
      await fillForm(page);

      // Sending gets no answer either: through the form, and through the outbox that keeps it
      // (docs/offline.md#filing-offline).
      await page.route("**/graphql", (route) =>
        route.request().postData()?.includes('"operationName":"CreateReport"')
          ? route.abort("internetdisconnected")
          : route.continue(),
      );
      await page.route("**/api/reports", (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
      );
      await page.getByRole("button", { name: "Enviar reporte" }).click();
      // Kept on the phone, the resident goes on to Mis reportes, which cannot download: it says so, and
      // so does the bar of the notices, whose code cannot download either; the header stays.
      await page.waitForURL(appUrl("/mis-reportes"));
      await page.getByRole("heading", { level: 1, name: CHUNK_FAILED }).waitFor();
      await page.getByRole("alert").filter({ hasText: CHUNK_FAILED }).first().waitFor();
      expect(await page.getByRole("banner").isVisible()).toBe(true);
      const queued = await page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("reporta-riomar-outbox");
            open.onerror = () => reject(new Error(open.error?.message ?? "IndexedDB"));
            open.onsuccess = () => {
              const read = open.result.transaction("reports").objectStore("reports").getAll();
              read.onsuccess = () =>
                resolve(
                  (read.result as { fields: { description: string } }[]).map((r) => r.fields.description),
                );
            };
          }),
      );
      expect(queued).toEqual([DESCRIPTION]);
      await saveScreenshot(page, "lost-connection-screen");

      // The signal is back: Reintentar brings the screen (in a browser that remembers the failed
      // download, by reloading the page), and the report waiting on the phone is sent.
      await page.unroute(TOASTS_CHUNK);
      await page.unroute(MY_REPORTS_CHUNK);
      await page.unroute("**/graphql");
      await page.unroute("**/api/reports");
      await page.getByRole("button", { name: "Reintentar" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Mis reportes" }).waitFor({ timeout: 30_000 });
      const sent = page.getByRole("article").filter({ hasText: DESCRIPTION });
      await sent.first().waitFor({ timeout: 30_000 });
      await page.getByRole("heading", { name: /Pendientes de envío/ }).waitFor({ state: "hidden" });
      expect(await sent.count()).toBe(1);
      expect(problems.filter((problem) => !isLostSignal(problem))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opening a report whose map does not arrive: the map's place says so, the report stays, and Reintentar draws it", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      await signUpNewCitizen(page, "Marta");
      await registerCedula(page);
      const filed = await callApi(page, "POST", "/api/reports", {
        categoryId: "arroyos",
        neighborhood: "villa-carolina",
        severity: 5,
        description: DESCRIPTION,
        address: "Calle 82 # 57-30",
        location: { lat: 11.0224, lng: -74.8156 },
        anonymous: false,
      });
      expect(filed.status).toBe(201);
      await dropSignal(page, MAP_CHUNK);
      await gotoScreen(
        page,
        `/community/reports/${(filed.json as { id: string }).id}`,
        /Arroyos en Villa Carolina/,
      );
      const mapFailed = page.getByRole("alert").filter({ hasText: "No se pudo cargar el mapa" });
      await mapFailed.waitFor();
      await page.getByText(DESCRIPTION).first().waitFor();
      await saveScreenshot(page, "lost-connection-map");

      await page.unroute(MAP_CHUNK);
      await page.getByRole("button", { name: "Reintentar" }).click();
      // In a browser that remembers the failed download, by reloading the page.
      await page.getByText("Cerca de aquí · Villa Carolina").waitFor({ timeout: 30_000 });
      expect(await mapFailed.count()).toBe(0);
      expect(problems.filter((problem) => !isLostSignal(problem))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opening Reportes Comunitarios: the message, then the screen once the signal is back (without a click)", async () => {
    const { page, problems, close } = await openPage(browser, "/", PHONE);
    try {
      const chunk = "**/assets/community-reports-page-*.js";
      await dropSignal(page, chunk);
      await page
        .getByRole("link", { name: /comunitarios/i })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: CHUNK_FAILED }).waitFor();
      await page.getByRole("button", { name: "Reintentar" }).waitFor();

      await page.unroute(chunk);
      // The browser says it is back online: the screen is fetched again by itself.
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await page.getByRole("heading", { level: 1, name: "Reportes comunitarios" }).waitFor();
      expect(problems.filter((problem) => !isLostSignal(problem))).toEqual([]);
    } finally {
      await close();
    }
  });
});
