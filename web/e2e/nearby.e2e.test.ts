import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectNoAccessibilityViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from "./browser";
import { callApi, gotoScreen, settle, signUpNewCitizen, uniqueCedula, waitForAnimations } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where the resident's pin lands: El Limoncito's centre, where the map opens for that barrio. */
const LIMONCITO = { lat: 11.0194, lng: -74.8111 };

/** Starts a report with the keyboard alone: category, barrio, then the pin at the map's centre. */
async function startReport(page: Page): Promise<void> {
  await gotoScreen(page, "/nuevo-reporte", "Nuevo reporte");
  const categories = page.getByRole("radiogroup", { name: /Categoría del problema/ });
  await categories.waitFor();
  await categories.getByRole("radio").first().focus();
  // Arrows move within the group, choosing as they go, to Arroyos.
  const arroyos = page.getByRole("radio", { name: /Arroyos/ });
  for (let press = 0; press < 11 && !(await arroyos.isChecked()); press++) {
    await page.keyboard.press("ArrowDown");
  }
  expect(await arroyos.isChecked()).toBe(true);
  const barrio = page.getByRole("combobox", { name: /^Barrio/ });
  await barrio.focus();
  await barrio.selectOption("el-limoncito");
  await page.getByRole("button", { name: "Marcar el centro del mapa" }).focus();
  await page.keyboard.press("Enter");
  await page.getByText(/^Ubicación marcada: 11\.0\d+, -74\.8\d+$/).waitFor();
}

describe("¿Ya lo reportaron?", () => {
  it("shows an open report near the pin; Es este (after the cédula step, draft kept) supports it instead of filing", async () => {
    const other = await openPage(browser, "/", PHONE);
    const resident = await openPage(browser, "/", PHONE);
    try {
      // Another resident's open report, ~15 m from where the pin will land.
      await signUpNewCitizen(other.page, "Berta");
      const filed = await callApi(other.page, "POST", "/api/reports", {
        categoryId: "arroyos",
        neighborhood: "el-limoncito",
        severity: 4,
        description: "Arroyo que se lleva los carros en la bajada de la 84.",
        address: "Carrera 49C # 84-10",
        location: { lat: LIMONCITO.lat + 0.0001, lng: LIMONCITO.lng + 0.0001 },
      });
      expect(filed.status).toBe(201);
      const { id, radicado } = filed.json as { id: string; radicado: string };

      const { page } = resident;
      // A step that fails says which, well within the test's time.
      page.setDefaultTimeout(20_000);
      await signUpNewCitizen(page, "Andres");
      await startReport(page);
      const list = page.getByRole("region", { name: "¿Ya lo reportaron?" });
      await list.waitFor();
      const item = list.getByRole("listitem").filter({ hasText: radicado });
      await item.waitFor();
      // A bucket from the public point, never metres; the support count; the status.
      expect(await item.innerText()).toMatch(/A menos de (50|250) m/);
      expect(await item.innerText()).toContain("0 apoyos");
      expect(await item.innerText()).toContain("Recibido");
      await saveScreenshot(page, "nearby-list");
      await expectNoAccessibilityViolations(page);

      // No cédula yet: the cédula step, which comes back to the form.
      await item.getByRole("button", { name: "Es este" }).click();
      const step = item.getByRole("link", { name: "Registrar cédula" });
      await step.waitFor();
      // The step's notice settles once the follow is in, and its button stops loading: axe checks
      // colours as they end, not mid-change (it once caught a contrast between the two).
      await item.getByText(/Ahora sigues este reporte/).waitFor();
      await waitForAnimations(item);
      await expectNoAccessibilityViolations(page);
      await step.focus();
      await page.keyboard.press("Enter");
      await settle(page, "Registrar cédula");
      await page.getByRole("textbox", { name: "Número de cédula" }).fill(uniqueCedula());
      await page.getByText(/^Autorizo el tratamiento de mis datos personales/).click();
      await page.getByRole("button", { name: "Registrar cédula" }).click();
      await page.waitForURL(/\/nuevo-reporte$/);
      await settle(page, "Nuevo reporte");

      // The draft is back, and with it the list.
      await page.getByText("Recuperamos el reporte que estabas escribiendo.").waitFor();
      expect(await page.getByRole("radio", { name: /Arroyos/ }).isChecked()).toBe(true);
      expect(await page.getByRole("combobox", { name: /^Barrio/ }).inputValue()).toBe("el-limoncito");
      const again = page
        .getByRole("region", { name: "¿Ya lo reportaron?" })
        .getByRole("listitem")
        .filter({ hasText: radicado });
      await again.getByRole("button", { name: "Es este" }).focus();
      await page.keyboard.press("Enter");

      // The report instead of a new one, with the support counted.
      await page.waitForURL(new RegExp(`/community/reports/${id}$`));
      await settle(page);
      const vote = page.getByRole("button", { name: /^Apoyar/ });
      await expect.poll(() => vote.getAttribute("aria-pressed")).toBe("true");
      expect(await vote.textContent()).toContain("1");
      const seen = await callApi(other.page, "GET", `/api/public/reports/${id}`);
      expect((seen.json as { votesCount: number }).votesCount).toBe(1);
      await expectNoAccessibilityViolations(page);
      expect(resident.problems.filter((problem) => !problem.includes("tile"))).toEqual([]);
    } finally {
      await other.close();
      await resident.close();
    }
  }, 150_000);

  it("No, es otro hides the list and the filing goes on, at 1280 px", async () => {
    const other = await openPage(browser, "/", DESKTOP);
    const resident = await openPage(browser, "/", DESKTOP);
    try {
      await signUpNewCitizen(other.page, "Camila");
      const filed = await callApi(other.page, "POST", "/api/reports", {
        categoryId: "arroyos",
        neighborhood: "el-limoncito",
        severity: 3,
        description: "Alcantarilla tapada que desborda con cada aguacero.",
        location: { lat: LIMONCITO.lat - 0.0002, lng: LIMONCITO.lng },
      });
      expect(filed.status).toBe(201);
      const { radicado } = filed.json as { radicado: string };

      const { page } = resident;
      page.setDefaultTimeout(20_000);
      await signUpNewCitizen(page, "Dario");
      await callApi(page, "PUT", "/api/user/cedula", { cedula: uniqueCedula(), consent: true });
      await startReport(page);
      const list = page.getByRole("region", { name: "¿Ya lo reportaron?" });
      await list.getByRole("listitem").filter({ hasText: radicado }).waitFor();
      await saveScreenshot(page, "nearby-list");
      await expectNoAccessibilityViolations(page);

      await list.getByRole("button", { name: "No, es otro" }).focus();
      await page.keyboard.press("Enter");
      await list.waitFor({ state: "detached" });
      // The filing goes on at the next field, with everything as it was.
      const severity = page.getByRole("combobox", { name: /^Gravedad/ });
      await expect.poll(() => severity.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByRole("radio", { name: /Arroyos/ }).isChecked()).toBe(true);
      await expectNoAccessibilityViolations(page);
      const votes = await callApi(
        other.page,
        "GET",
        `/api/public/reports/${(filed.json as { id: string }).id}`,
      );
      expect((votes.json as { votesCount: number }).votesCount).toBe(0);
    } finally {
      await other.close();
      await resident.close();
    }
  }, 120_000);
});
